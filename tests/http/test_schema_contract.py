"""The OpenAPI at /schema is the contract: schemathesis generates requests for every operation
and sends them as anonymous, as a Client and as an Admin (with the CSRF header on writes).

Every answer must be documented for its operation (status, content type, body schema and
headers) and none may be a 5xx. Half the generated ids are replaced by ids of real objects of
Client A, so the success bodies are checked too. The examples are few and derandomized: the
whole run is a fixed, bounded set of requests.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from schemathesis.checks import not_a_server_error
from schemathesis.python.asgi import ASGIClient, get_client
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)
from signage_adapters.memory.backend import memory_backend
from signage_adapters.memory.clock import ManualClock
from signage_http.app import create_app
from signage_http.wiring.settings import Settings
from tests.http.api_support import CSRF_COOKIE, CSRF_HEADER, PASSWORD, START, World
from tests.http.scene import Scene, build_scene, png_bytes

from signage_core.entities.users import Role
from signage_core.ids import new_id

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    response_headers_conformance,
]
ROLES = ("anonymous", "client", "admin")


def contract_world() -> World:
    """The app on the memory backend: built at import, since schemathesis reads its schema
    when the tests are collected."""
    root = Path(tempfile.gettempdir()) / "signage-schema-contract"
    settings = Settings(backend="memory", data_dir=root / "data", webapp_dir=root / "webapp")
    backend = memory_backend(ManualClock(START), base_url="/files/", scrypt_n=2)
    world = World(app=create_app(settings, backend, backend.services()), backend=backend)
    world.seed_catalogue()
    return world


WORLD = contract_world()
schema = schemathesis.openapi.from_asgi("/schema/openapi.json", WORLD.app)


def stored_file_link() -> tuple[str, dict[str, str]]:
    """A real stored file: its path under /files/ and the query of its link."""
    path = f"medias/contract_{new_id()}.png"
    WORLD.backend.blobs.put(path, [png_bytes()], content_type="image/png")
    link = urlsplit(WORLD.backend.blobs.download_url(path))
    return link.path.removeprefix("/files/"), dict(parse_qsl(link.query))


def known_ids(scene: Scene, file_path: str) -> dict[str, str]:
    """Path parameters that name Client A's real objects, and a real stored file."""
    return {
        "user_id": scene.a.id,
        "client_id": scene.a_client.id,
        "media_id": scene.media.id,
        "video_id": scene.video.id,
        "playlist_id": scene.playlist.id,
        "payment_id": scene.payment.id,
        "screen_id": scene.screen.id,
        "code": scene.pairing.code,
        "path": file_path,
    }


def signed_in(client: ASGIClient, email: str | None) -> ASGIClient:
    """`client` with the CSRF cookie and header, and a session when `email` is given."""
    client.get("/api/config")
    if email is not None:
        answer = client.post(
            "/api/auth/login",
            json={"email": email, "password": PASSWORD},
            headers={CSRF_HEADER: client.cookies[CSRF_COOKIE]},
        )
        assert answer.status_code == 200, answer.text
    client.headers[CSRF_HEADER] = client.cookies[CSRF_COOKIE]
    return client


@pytest.fixture
def scene() -> Scene:
    """Client A and its objects, new for every operation and role."""
    return build_scene(WORLD)


@pytest.fixture(params=ROLES)
def caller(request: pytest.FixtureRequest, scene: Scene) -> Iterator[ASGIClient]:
    """A fresh client per operation and role: a logout or a deletion in one operation's
    examples never changes another's."""
    emails = {"anonymous": None, "client": scene.a.email}
    email = emails.get(request.param) or WORLD.add_user("root", Role.ADMIN).email
    with get_client(WORLD.app) as client:
        yield signed_in(client, email if request.param != "anonymous" else None)


@schema.parametrize()
@schema.given(real_ids=st.booleans())
@settings(
    max_examples=15,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)
def test_every_answer_is_documented(
    case: Any, real_ids: bool, caller: ASGIClient, scene: Scene
) -> None:
    if real_ids and case.path_parameters:
        file_path, link_query = stored_file_link()
        ids = known_ids(scene, file_path)
        case.path_parameters = {
            name: ids.get(name, value) for name, value in case.path_parameters.items()
        }
        if "path" in case.path_parameters:
            case.query = link_query
    case.call_and_validate(session=caller, checks=CHECKS)
