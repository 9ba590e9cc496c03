"""Security headers on every response: one ASGI layer around the whole app (`harden`), so the
router's own 404 and 405 answers get them too (route middleware never sees those).

Three Content-Security-Policies: the web app's pages (its own scripts only, no inline script;
PayPal's origins when PayPal is configured; YouTube thumbnails), the API docs page (Swagger UI
from its CDN), and everything else (JSON, stored files), which loads nothing at all. Every
response carries its policy, `nosniff`, the Referrer-Policy and, over https, HSTS. The two
headers that act on documents only, X-Frame-Options (for browsers older than CSP's
`frame-ancestors`) and Cross-Origin-Opener-Policy, go with the two kinds of page
(docs/decisions.md, "Security headers: one layer, three policies").
"""

from __future__ import annotations

from collections.abc import Iterable

from litestar import Litestar
from litestar.enums import ScopeType
from litestar.types import ASGIApp, Message, Receive, Scope, Send
from signage_http.request_path.litestar_touches import wrap_whole_app

WEBAPP_PREFIX = "/client"
DOCS_PREFIX = "/schema"
PAYPAL_ORIGINS = ("https://*.paypal.com", "https://*.paypalobjects.com")
YOUTUBE_IMAGES = ("https://i.ytimg.com", "https://img.youtube.com")
YOUTUBE_EMBED = ("https://www.youtube-nocookie.com",)
"""The TV player and the preview play YouTube items in the privacy-enhanced embed."""
DOCS_CDN = "https://cdn.jsdelivr.net"
HSTS = "max-age=31536000; includeSubDomains"
API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
EVERY_RESPONSE = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
}
PAGES_ONLY = {"x-frame-options": "DENY", "cross-origin-opener-policy": "same-origin"}
RawHeaders = tuple[tuple[bytes, bytes], ...]


def _policy(directives: dict[str, Iterable[str]]) -> str:
    return "; ".join(f"{name} {' '.join(sources)}" for name, sources in directives.items())


def webapp_policy(file_origins: Iterable[str], paypal: bool) -> str:
    """The web app: its own scripts; images and video from itself, blob: previews, the
    stored files' origins (the player also fetches them to keep offline copies) and YouTube
    thumbnails; YouTube's embed and its own service worker for the player; PayPal's buttons
    when PayPal is on."""
    files, pay = tuple(file_origins), PAYPAL_ORIGINS if paypal else ()
    return _policy({
        "default-src": ["'self'"],
        "script-src": ["'self'", *pay],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", *files, *YOUTUBE_IMAGES, *pay],
        "media-src": ["'self'", "blob:", *files],
        "connect-src": ["'self'", *files, *pay],
        "frame-src": [*YOUTUBE_EMBED, *pay],
        "worker-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    })  # fmt: skip


def docs_policy() -> str:
    """Swagger UI at /schema: its bundle from the CDN and the inline call that starts it (the
    page shows the API description only, never stored data)."""
    return _policy({
        "default-src": ["'self'"],
        "script-src": ["'self'", DOCS_CDN, "'unsafe-inline'"],
        "style-src": ["'self'", DOCS_CDN, "'unsafe-inline'"],
        "img-src": ["'self'", "data:", DOCS_CDN],
        "frame-ancestors": ["'none'"],
    })  # fmt: skip


class SecurityHeaders:
    """Appends the headers of the response's kind (page, docs, anything else) as it starts.
    They are this layer's alone: no route sets any of them."""

    def __init__(self, app: ASGIApp, webapp: str, *, https: bool) -> None:
        self.app = app
        self._webapp = _encoded(webapp, https, page=True)
        self._docs = _encoded(docs_policy(), https, page=True)
        self._other = _encoded(API_POLICY, https, page=False)

    def for_path(self, path: str) -> RawHeaders:
        if path == WEBAPP_PREFIX or path.startswith(WEBAPP_PREFIX + "/"):
            return self._webapp
        if path == DOCS_PREFIX or path.startswith(DOCS_PREFIX + "/"):
            return self._docs
        return self._other

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await self.app(scope, receive, send)
            return
        added = self.for_path(scope["path"])

        async def send_hardened(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", ()), *added]
            await send(message)

        await self.app(scope, receive, send_hardened)


def harden(app: Litestar, webapp_policy: str, *, https: bool) -> None:
    """Put `SecurityHeaders` around everything the app answers (`wrap_whole_app`)."""
    wrap_whole_app(app, lambda inner: SecurityHeaders(inner, webapp_policy, https=https))


def _encoded(policy: str, https: bool, *, page: bool) -> RawHeaders:
    """The headers as ASGI sends them, encoded once."""
    chosen = {**EVERY_RESPONSE, **(PAGES_ONLY if page else {}), "content-security-policy": policy}
    if https:
        chosen["strict-transport-security"] = HSTS
    return tuple(
        (name.encode("latin-1"), value.encode("latin-1")) for name, value in chosen.items()
    )
