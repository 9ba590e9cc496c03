"""The web app under /client (deep links get index.html, assets precompressed and cached for a
year, no cookies on assets), the not-built page, and /files."""

from __future__ import annotations

import gzip
from pathlib import Path

import brotli
import httpx
import pytest
from litestar.testing import TestClient
from signage_adapters.memory.backend import memory_backend
from signage_http.app import create_app
from signage_http.wiring.settings import Settings
from tests.http.api_support import World
from tests.http.scene import png_bytes

INDEX = "<!doctype html><html><body><div id=root></div></body></html>"
SCRIPT = b"console.log('hi');" * 50
IMMUTABLE = "public, max-age=31536000, immutable"


def _precompress(path: Path) -> None:
    """What the web app's build writes beside a compressible file."""
    path.with_name(path.name + ".gz").write_bytes(gzip.compress(path.read_bytes()))
    path.with_name(path.name + ".br").write_bytes(brotli.compress(path.read_bytes()))


WORKER = "self.addEventListener('fetch', () => {});"


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> TestClient:
    tmp_path: Path = tmp_path_factory.mktemp("webapp")
    webapp = tmp_path / "static"
    (webapp / "assets").mkdir(parents=True)
    (webapp / "index.html").write_text(INDEX)
    (webapp / "assets" / "app-1234.js").write_text("console.log('hi')")
    (webapp / "assets" / "main-Ab12Cd34.js").write_bytes(SCRIPT)
    (webapp / "assets" / "only-gzip-Zz99Yy88.js").write_bytes(SCRIPT)
    (webapp / "assets" / "only-gzip-Zz99Yy88.js.gz").write_bytes(gzip.compress(SCRIPT))
    _precompress(webapp / "index.html")
    _precompress(webapp / "assets" / "main-Ab12Cd34.js")
    (webapp / "favicon.ico").write_bytes(b"\x00\x00\x01\x00")
    (webapp / "player-sw.js").write_text(WORKER)
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


def test_the_players_service_worker_is_a_script_checked_on_every_start(built: TestClient):
    """Browsers refuse a service worker that is not JavaScript; `no-cache` lets a new build's
    worker replace the old one at the player's next start."""
    worker = built.get("/client/player-sw.js")
    assert (worker.status_code, worker.text) == (200, WORKER)
    assert "javascript" in worker.headers["content-type"]
    assert worker.headers["cache-control"] == "no-cache"
    assert "'self'" in worker.headers["content-security-policy"]


def _raw(client: TestClient, path: str, accept_encoding: str | None) -> httpx.Response:
    """The answer with its body as sent (httpx would decode a known Content-Encoding)."""
    headers = {"Accept-Encoding": accept_encoding or ""}
    with client.stream("GET", path, headers=headers) as answer:
        answer._content = b"".join(answer.iter_raw())
    return answer


DECODERS = {"br": brotli.decompress, "gzip": gzip.decompress}


@pytest.mark.parametrize(
    ("accept", "coding"),
    [
        ("gzip, deflate, br, zstd", "br"),
        ("br", "br"),
        ("gzip", "gzip"),
        ("br;q=0, gzip", "gzip"),
        ("*", "br"),
        ("*, br;q=0", "gzip"),
    ],
)
def test_an_asset_comes_in_the_best_accepted_encoding(built: TestClient, accept: str, coding: str):
    answer = _raw(built, "/client/assets/main-Ab12Cd34.js", accept)
    assert answer.status_code == 200
    assert answer.headers["content-encoding"] == coding
    assert DECODERS[coding](answer.content) == SCRIPT
    assert int(answer.headers["content-length"]) == len(answer.content) < len(SCRIPT)
    assert "javascript" in answer.headers["content-type"]
    assert answer.headers["vary"] == "Accept-Encoding"


@pytest.mark.parametrize("accept", [None, "identity", "deflate", "br;q=0, gzip;q=0", "*;q=0"])
def test_an_asset_comes_as_it_is_without_an_accepted_encoding(
    built: TestClient, accept: str | None
):
    answer = _raw(built, "/client/assets/main-Ab12Cd34.js", accept)
    assert answer.status_code == 200
    assert "content-encoding" not in answer.headers
    assert answer.content == SCRIPT
    assert answer.headers["vary"] == "Accept-Encoding"


def test_an_asset_built_without_brotli_comes_gzipped_to_a_brotli_browser(built: TestClient):
    answer = _raw(built, "/client/assets/only-gzip-Zz99Yy88.js", "gzip, br")
    assert answer.headers["content-encoding"] == "gzip"
    assert gzip.decompress(answer.content) == SCRIPT


def test_hashed_assets_are_cached_for_a_year_and_pages_are_revalidated(built: TestClient):
    assert built.get("/client/assets/main-Ab12Cd34.js").headers["cache-control"] == IMMUTABLE
    for path in ("/client/", "/client/login", "/client/favicon.ico"):
        assert built.get(path).headers["cache-control"] == "no-cache"


def test_index_html_is_precompressed_too_and_stays_html(built: TestClient):
    answer = _raw(built, "/client/dashboard/pages/users", "gzip, br")
    assert answer.headers["content-encoding"] == "br"
    assert answer.headers["content-type"].startswith("text/html")
    assert answer.headers["vary"] == "Accept-Encoding"
    assert brotli.decompress(answer.content).decode() == INDEX


def test_a_head_request_for_an_asset_gets_its_headers_only(built: TestClient):
    answer = built.head("/client/assets/main-Ab12Cd34.js", headers={"Accept-Encoding": "gzip"})
    assert answer.status_code == 200
    assert answer.headers["content-encoding"] == "gzip"
    assert answer.headers["cache-control"] == IMMUTABLE
    assert answer.content == b""


def test_assets_set_no_cookie_but_the_page_sets_the_csrf_cookie(built: TestClient):
    built.cookies.clear()
    asset = built.get("/client/assets/main-Ab12Cd34.js")
    assert "set-cookie" not in asset.headers
    page = built.get("/client/login")
    assert "csrftoken=" in page.headers["set-cookie"]
    built.cookies.clear()


def test_assets_set_no_cookie_even_with_a_stale_session_cookie(built: TestClient):
    built.cookies.clear()
    built.cookies.set("signage_session", "no-such-session")
    asset = built.get("/client/assets/main-Ab12Cd34.js")
    assert "set-cookie" not in asset.headers
    assert built.get("/client/assets/missing-Ab12Cd34.js").status_code == 404
    built.cookies.clear()


def test_precompressed_variants_are_not_pages_of_their_own(built: TestClient):
    assert built.get("/client/assets/main-Ab12Cd34.js.br").status_code == 404
    assert built.get("/client/index.html.gz").text == INDEX


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
