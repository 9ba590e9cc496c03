"""Security headers on every response: one `before_send` hook, so the router's own 404 and 405
answers get them too (route middleware never sees those).

Three Content-Security-Policies: the web app's pages (its own scripts only, no inline script;
PayPal's origins when PayPal is configured; YouTube thumbnails), the API docs page (Swagger UI
from its CDN), and everything else (JSON, stored files), which loads nothing at all.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from litestar.types import Message, Scope

WEBAPP_PREFIX = "/client"
DOCS_PREFIX = "/schema"
PAYPAL_ORIGINS = ("https://*.paypal.com", "https://*.paypalobjects.com")
YOUTUBE_IMAGES = ("https://i.ytimg.com", "https://img.youtube.com")
YOUTUBE_EMBED = ("https://www.youtube-nocookie.com",)
"""The TV player and the preview play YouTube items in the privacy-enhanced embed."""
DOCS_CDN = "https://cdn.jsdelivr.net"
HSTS = "max-age=31536000; includeSubDomains"
API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
COMMON = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
}


def _policy(directives: dict[str, Iterable[str]]) -> str:
    return "; ".join(f"{name} {' '.join(sources)}" for name, sources in directives.items())


def webapp_policy(file_origins: Iterable[str], paypal: bool) -> str:
    """The web app: its own scripts; images and video from itself, blob: previews, the
    stored files' origins (the player also fetches them to keep offline copies) and YouTube
    thumbnails; YouTube's embed for the player; PayPal's buttons when PayPal is on."""
    files, pay = tuple(file_origins), PAYPAL_ORIGINS if paypal else ()
    return _policy({
        "default-src": ["'self'"],
        "script-src": ["'self'", *pay],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", *files, *YOUTUBE_IMAGES, *pay],
        "media-src": ["'self'", "blob:", *files],
        "connect-src": ["'self'", *files, *pay],
        "frame-src": [*YOUTUBE_EMBED, *pay],
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


@dataclass(frozen=True, slots=True)
class SecurityHeaders:
    """The `before_send` hook: adds each header the response does not set itself."""

    webapp: str
    https: bool = False

    def _policy(self, path: str) -> str:
        if path == WEBAPP_PREFIX or path.startswith(WEBAPP_PREFIX + "/"):
            return self.webapp
        if path == DOCS_PREFIX or path.startswith(DOCS_PREFIX + "/"):
            return docs_policy()
        return API_POLICY

    async def __call__(self, message: Message, scope: Scope) -> None:
        if message["type"] != "http.response.start":
            return
        raw = list(message.get("headers", ()))
        message["headers"] = raw
        present = {name.lower() for name, _ in raw}
        added = _raw(self._policy(scope["path"]), self.https)
        raw.extend(pair for pair in added if pair[0] not in present)


@cache
def _raw(policy: str, https: bool) -> tuple[tuple[bytes, bytes], ...]:
    """The headers of a policy as ASGI sends them, encoded once per policy."""
    chosen = dict(COMMON, **{"content-security-policy": policy})
    if https:
        chosen["strict-transport-security"] = HSTS
    return tuple(
        (name.encode("latin-1"), value.encode("latin-1")) for name, value in chosen.items()
    )
