"""Bodies an attacker sends: JSON nested too deep or too large, and uploads abandoned halfway.
Each is a clear 4xx in the error shape, never a 500 with a traceback."""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from litestar.routes import HTTPRoute
from signage_http.request_path.json_limits import MAX_JSON_BYTES, MAX_JSON_DEPTH, json_depth
from signage_http.uploads.folder import SPOOL_PREFIX, prepare_upload_folder
from tests.http.api_support import Api, World
from tests.http.asgi_direct import multipart_chunks, post_then_hang_up

from signage_core.entities.users import Role

DEEP_ARRAY = b"[" * 1000 + b"]" * 1000
DEEP_OBJECT = b'{"a":' * 1000 + b"1" + b"}" * 1000
JSON = {"content-type": "application/json"}


def _json_routes(world: World) -> list[tuple[str, str]]:
    """Every route whose handler takes a decoded body (`data`)."""
    return sorted(
        (method, route.path)
        for route in world.app.routes
        if isinstance(route, HTTPRoute)
        for handler in route.route_handlers
        if "data" in handler.parsed_fn_signature.parameters
        for method in handler.http_methods
    )


def _deep(depth: int) -> bytes:
    return b'{"name": ' + b"[" * (depth - 1) + b"]" * (depth - 1) + b"}"


@pytest.mark.parametrize(
    ("body", "depth"),
    [
        (b"", 0),
        (b'{"a": [1, {"b": []}]}', 4),
        (b'{"a": "[[[[{{{{"}', 1),
        (b'{"a": "\\"[[[["}', 1),
        (b'["\\\\", [[]]]', 3),
        (b'"unterminated [[[', 0),
        (DEEP_ARRAY, 1000),
    ],
)
def test_depth_counts_brackets_outside_strings_only(body: bytes, depth: int):
    assert json_depth(body) == depth


def test_json_nested_a_thousand_deep_is_a_400_on_the_anonymous_login(anonymous: Api):
    for body in (DEEP_ARRAY, DEEP_OBJECT):
        answer = anonymous.post("/api/auth/login", content=body, headers=JSON)
        assert answer.status_code == 400, answer.text
        assert answer.json() == {
            "code": "validation",
            "message": "The request body is not valid.",
            "fieldErrors": {},
        }


def test_json_at_the_depth_limit_is_read_and_one_deeper_is_refused(anonymous: Api):
    fine = anonymous.post("/api/auth/login", content=_deep(MAX_JSON_DEPTH), headers=JSON)
    too_deep = anonymous.post("/api/auth/login", content=_deep(MAX_JSON_DEPTH + 1), headers=JSON)
    assert fine.status_code == 400
    assert fine.json()["fieldErrors"]
    assert too_deep.status_code == 400
    assert too_deep.json()["fieldErrors"] == {}


def test_deep_json_is_a_400_on_every_json_route(world: World):
    admin = world.signed_in(world.add_user("deep", Role.ADMIN))
    routes = _json_routes(world)
    assert ("POST", "/api/auth/login") in routes
    assert len(routes) >= 15
    for method, path in routes:
        concrete = path.replace("{", "").replace(":str}", "")
        answer = admin.request(method, concrete, content=DEEP_OBJECT, headers=JSON)
        assert answer.status_code == 400, (method, path, answer.text)
        assert answer.json()["code"] == "validation"


def test_a_json_body_over_the_limit_is_a_413(anonymous: Api):
    body = b'{"email": "' + b"a" * MAX_JSON_BYTES + b'", "password": "x"}'
    answer = anonymous.post("/api/auth/login", content=body, headers=JSON)
    assert answer.status_code == 413
    assert answer.json() == {
        "code": "payload_too_large",
        "message": "The request body is too large.",
        "fieldErrors": {},
    }


def _spooled(world: World) -> list[Path]:
    folder: Path = world.app.state["upload_folder"]
    return sorted(folder.glob(SPOOL_PREFIX + "*"))


def _half_an_upload() -> Iterator[bytes]:
    fields = {"name": "Clip", "assetType": "video", "duration": "10"}
    content = iter([b"\x00" * 4096] * 8)
    chunks = multipart_chunks("cut", fields, "file", "clip.mp4", content)
    for _ in range(6):  # the fields, the file's headers and part of its bytes
        yield next(chunks)


def test_a_client_hanging_up_mid_upload_is_one_log_line_and_no_leftover(
    world: World, caplog: pytest.LogCaptureFixture
):
    user = world.add_user("leaver")
    world.add_client(user)
    api = world.signed_in(user)
    headers = {
        "content-type": "multipart/form-data; boundary=cut",
        "cookie": "; ".join(f"{k}={v}" for k, v in api.cookies.items()),
        "x-csrftoken": api.cookies["csrftoken"],
    }
    before = _spooled(world)
    caplog.set_level(logging.INFO, logger="signage_http")
    status = post_then_hang_up(world.app, "/api/medias", headers, _half_an_upload())
    ours = [r for r in caplog.records if r.name == "signage_http"]
    assert status == 400
    assert [(r.levelno, r.exc_info) for r in ours] == [(logging.WARNING, None)]
    assert "disconnected" in ours[0].getMessage()
    assert "/api/medias" in ours[0].getMessage()
    assert _spooled(world) == before
    assert api.get("/api/medias").json() == {"items": [], "nextCursor": None}


def test_the_upload_folder_is_private_and_swept_of_stale_files_at_start(tmp_path: Path):
    folder = tmp_path / "tmp" / "uploads"
    folder.mkdir(parents=True)
    stale, fresh = folder / f"{SPOOL_PREFIX}old", folder / f"{SPOOL_PREFIX}new"
    other = folder / "not-an-upload"
    for file in (stale, fresh, other):
        file.write_bytes(b"partial upload")
    now = fresh.stat().st_mtime
    os.utime(stale, (now - 2 * 3600, now - 2 * 3600))
    assert prepare_upload_folder(folder, now) == folder
    assert sorted(folder.iterdir()) == sorted([fresh, other])
    assert folder.stat().st_mode & 0o777 == 0o700


def test_the_app_spools_uploads_in_its_data_directory(local_world: World, tmp_path: Path):
    assert local_world.app.state["upload_folder"] == tmp_path / "data" / "tmp" / "uploads"
