"""The web app under /client (deep links get index.html), the not-built page, and /files."""

from __future__ import annotations

from pathlib import Path

import pytest
from litestar.testing import TestClient
from signage_adapters.memory.backend import memory_backend
from signage_http.app import create_app
from signage_http.settings import Settings
from tests.http.api_support import World
from tests.http.scene import png_bytes

INDEX = "<!doctype html><html><body><div id=root></div></body></html>"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> TestClient:
    tmp_path: Path = tmp_path_factory.mktemp("webapp")
    webapp = tmp_path / "static"
    (webapp / "assets").mkdir(parents=True)
    (webapp / "index.html").write_text(INDEX)
    (webapp / "assets" / "app-1234.js").write_text("console.log('hi')")
    (webapp / "favicon.ico").write_bytes(b"\x00\x00\x01\x00")
    (tmp_path / "secret.txt").write_text("not served")
    settings = Settings(backend="memory", webapp_dir=webapp)
    backend = memory_backend(scrypt_n=2)
    return TestClient(create_app(settings, backend, backend.services()))


def test_the_root_redirects_to_the_web_app(world: World):
    answer = world.client().get("/", follow_redirects=False)
    assert (answer.status_code, answer.headers["location"]) == (302, "/client/")


def test_an_unbuilt_web_app_says_how_to_build_it(world: World):
    for path in ("/client", "/client/", "/client/dashboard/pages/users"):
        answer = world.client().get(path)
        assert answer.status_code == 200
        assert answer.headers["content-type"].startswith("text/html")
        assert "cd webapp &amp;&amp; npm ci &amp;&amp; npm run build" in answer.text


@pytest.mark.parametrize(
    "path", ["/client", "/client/", "/client/login", "/client/dashboard/pages/edit/42"]
)
def test_pages_and_deep_links_get_index_html(built: TestClient, path: str):
    answer = built.get(path)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/html")
    assert answer.text == INDEX


def test_assets_and_top_level_files_are_served_as_they_are(built: TestClient):
    script = built.get("/client/assets/app-1234.js")
    assert (script.status_code, script.text) == (200, "console.log('hi')")
    assert "javascript" in script.headers["content-type"]
    assert built.get("/client/favicon.ico").content == b"\x00\x00\x01\x00"
    assert built.get("/client/assets/missing.js").status_code == 404


def test_nothing_outside_the_web_app_folder_is_served(built: TestClient):
    for path in (
        "/client/../secret.txt",
        "/client/%2e%2e/secret.txt",
        "/client/assets/../../secret.txt",
    ):
        answer = built.get(path)
        assert "not served" not in answer.text


def test_a_stored_file_needs_its_own_token(world: World):
    user = world.add_user("filer")
    world.add_client(user)
    api = world.signed_in(user)
    logo = api.post(
        f"/api/clients/{world.backend.documents.clients.find_by_user(user.id).id}/logo",
        files={"file": ("logo.png", png_bytes(), "image/png")},
    ).json()["logoUrl"]
    anonymous = world.client()
    assert anonymous.get(logo).content == png_bytes()
    assert anonymous.get(logo.split("?")[0] + "?token=forged").status_code == 403
    assert anonymous.get(logo.split("?")[0]).status_code == 403


def test_local_files_are_served_only_with_a_valid_signature(local_world: World):
    user = local_world.add_user("filer")
    client = local_world.add_client(user)
    api = local_world.signed_in(user)
    url = api.post(
        f"/api/clients/{client.id}/logo", files={"file": ("logo.png", png_bytes(), "image/png")}
    ).json()["logoUrl"]
    served = local_world.client().get(url)
    assert (served.status_code, served.headers["content-type"]) == (200, "image/png")
    assert served.content == png_bytes()
    forged = url.replace("signature=", "signature=0")
    assert local_world.client().get(forged).status_code == 403
    expired = url.split("expires=")[0] + "expires=1&signature=" + url.split("signature=")[1]
    assert local_world.client().get(expired).status_code == 403
