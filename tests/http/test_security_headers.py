"""Security headers on every answer: API routes, web app pages, stored files and errors,
including the router's own 404 and 405 (which no route middleware sees)."""

from __future__ import annotations

from pathlib import Path

import pytest
from litestar import Litestar
from signage_adapters.memory.backend import memory_backend
from signage_http.app import create_app
from signage_http.wiring.settings import Settings
from tests.http.api_support import Api, World

from signage_core.ids import new_id

PAYPAL = "https://*.paypal.com"


def _policy(answer: object) -> dict[str, list[str]]:
    header = answer.headers["content-security-policy"]  # type: ignore[attr-defined]
    directives = (part.split() for part in header.split(";") if part.strip())
    return {words[0]: words[1:] for words in directives}


def _assert_hardened(answer: object) -> dict[str, list[str]]:
    headers = answer.headers  # type: ignore[attr-defined]
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["referrer-policy"] == "strict-origin-when-cross-origin"
    assert headers.get_list("content-security-policy") == [headers["content-security-policy"]]
    policy = _policy(answer)
    assert policy["frame-ancestors"] == ["'none'"]
    assert "'unsafe-inline'" not in policy.get("script-src", [])
    assert "'unsafe-eval'" not in policy.get("script-src", [])
    return policy


def _stored_file_url(world: World) -> str:
    path = f"medias/{new_id()}/picture.png"
    world.backend.blobs.put(path, [b"\x89PNG\r\n\x1a\n"], content_type="image/png")
    url: str = world.backend.blobs.download_url(path)
    return url


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/api/config", 200),
        ("/api/auth/me", 401),
        ("/api/nowhere", 404),
        ("/files/medias/none.png?token=forged", 403),
    ],
)
def test_api_answers_and_errors_load_nothing_and_cannot_be_framed(
    anonymous: Api, path: str, status: int
):
    answer = anonymous.get(path)
    assert answer.status_code == status
    policy = _assert_hardened(answer)
    assert policy["default-src"] == ["'none'"]
    assert PAYPAL not in answer.headers["content-security-policy"]


def test_the_router_405_is_hardened_too(anonymous: Api):
    answer = anonymous.delete("/api/config")
    assert answer.status_code == 405
    assert _assert_hardened(answer)["default-src"] == ["'none'"]


def test_a_stored_file_is_served_with_the_headers(world: World, anonymous: Api):
    answer = anonymous.get(_stored_file_url(world))
    assert answer.status_code == 200
    assert _assert_hardened(answer)["default-src"] == ["'none'"]
    assert answer.headers.get_list("x-content-type-options") == ["nosniff"]


@pytest.mark.parametrize("path", ["/client", "/client/login", "/client/dashboard/pages/users"])
def test_web_app_pages_run_only_their_own_scripts(anonymous: Api, path: str):
    answer = anonymous.get(path)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/html")
    policy = _assert_hardened(answer)
    assert policy["default-src"] == ["'self'"]
    assert policy["object-src"] == ["'none'"]
    assert policy["script-src"][0] == "'self'"
    assert "https://i.ytimg.com" in policy["img-src"]


def test_paypal_origins_are_allowed_on_pages_while_paypal_is_configured(anonymous: Api):
    policy = _policy(anonymous.get("/client/dashboard/pages/subscriptions"))
    for directive in ("script-src", "frame-src", "connect-src", "img-src"):
        assert PAYPAL in policy[directive], directive


def test_no_hsts_over_plain_http(anonymous: Api):
    assert "strict-transport-security" not in anonymous.get("/api/config").headers


@pytest.fixture(scope="module")
def https_app(tmp_path_factory: pytest.TempPathFactory) -> Litestar:
    """A portal served over https with no PayPal configured."""
    root: Path = tmp_path_factory.mktemp("https")
    settings = Settings(
        backend="memory",
        data_dir=root / "data",
        webapp_dir=root / "webapp",
        public_url="https://tv.example.com",
    )
    return create_app(settings, memory_backend(base_url="https://tv.example.com/files/"))


def test_hsts_is_sent_when_served_over_https(https_app: Litestar):
    with Api(app=https_app) as api:
        for path in ("/api/config", "/client/login", "/api/nowhere"):
            hsts = api.get(path).headers["strict-transport-security"]
            assert hsts.startswith("max-age=31536000")


def test_without_paypal_pages_frame_only_the_youtube_embed(https_app: Litestar):
    with Api(app=https_app) as api:
        answer = api.get("/client/dashboard/pages/subscriptions")
    assert PAYPAL not in answer.headers["content-security-policy"]
    assert _policy(answer)["frame-src"] == ["https://www.youtube-nocookie.com"]


def test_the_player_may_embed_youtube_and_keep_stored_files(https_app: Litestar):
    with Api(app=https_app) as api:
        policy = _policy(api.get("/client/player"))
    assert "https://www.youtube-nocookie.com" in policy["frame-src"]
    assert {"'self'", "blob:", "https://tv.example.com"} <= set(policy["media-src"])
    assert "https://tv.example.com" in policy["connect-src"]
    assert "https://www.youtube.com" not in policy["frame-src"]


def test_the_player_may_register_only_its_own_service_worker(https_app: Litestar):
    with Api(app=https_app) as api:
        policy = _policy(api.get("/client/player"))
    assert policy["worker-src"] == ["'self'"]


@pytest.mark.parametrize("path", ["/client/login", "/schema"])
def test_pages_also_refuse_old_framing_and_foreign_openers(anonymous: Api, path: str):
    headers = anonymous.get(path).headers
    assert headers.get_list("x-frame-options") == ["DENY"]
    assert headers.get_list("cross-origin-opener-policy") == ["same-origin"]


@pytest.mark.parametrize("path", ["/api/config", "/api/nowhere"])
def test_answers_that_are_no_page_leave_the_page_only_headers_to_the_policy(
    anonymous: Api, path: str
):
    headers = anonymous.get(path).headers
    assert "x-frame-options" not in headers  # CSP frame-ancestors 'none' refuses framing
    assert "cross-origin-opener-policy" not in headers
