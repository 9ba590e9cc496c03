"""Serving the web app under /client: assets, real top-level files, else index.html.

Deep links (`/client/dashboard/pages/users`) get index.html so the browser router takes over.
Until the web app is built, every /client page says so and how to build it. Files under
/client/assets carry a content hash in their names (Vite's), so browsers keep them for a year;
index.html and the other top-level files are revalidated on every use. Asset answers skip the
session and CSRF middleware: they set no cookie (the page and the API set `csrftoken`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from litestar import HttpMethod, MediaType, Request, Response, get, route
from litestar.exceptions import NotFoundException
from litestar.params import FromPath
from litestar.response import File, Redirect
from litestar.types import ControllerRouterHandler
from signage_http.auth.csrf import EXCLUDE_FROM_CSRF
from signage_http.auth.sessions import SKIP_SESSION
from signage_http.routes.webapp_files import IMMUTABLE, NO_CACHE, encoded_file

NOT_BUILT_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signage portal</title></head>
<body><h1>The web app is not built</h1>
<p>The API is running, but the web app under <code>/client</code> has not been built yet.</p>
<p>Build it with <code>cd webapp &amp;&amp; npm ci &amp;&amp; npm run build</code>
and reload this page. The HTTP API is described at <a href="/schema">/schema</a>.</p>
</body></html>
"""
# The route options that make the session and CSRF middleware pass a request by.
NO_COOKIES = {SKIP_SESSION: True, EXCLUDE_FROM_CSRF: True}


class WebApp:
    """The built web app in `root` (Vite's outDir): index.html plus assets/."""

    def __init__(self, root: Path) -> None:
        self.root = root.resolve()

    @property
    def built(self) -> bool:
        return (self.root / "index.html").is_file()

    def top_level_file(self, path: str) -> Path | None:
        """A real file directly in the web app folder (favicon.ico, robots.txt), else None."""
        return _file_in(self.root, path)

    def asset(self, path: str) -> Path | None:
        return _file_in(self.root / "assets", path)

    def page(self, path: str, accept_encoding: str) -> Response[str] | File:
        if not self.built:
            return Response(NOT_BUILT_PAGE, media_type=MediaType.HTML, headers=_NO_CACHE)
        found = self.top_level_file(path) or self.root / "index.html"
        return encoded_file(found, accept_encoding, NO_CACHE)


_NO_CACHE = {"Cache-Control": NO_CACHE}


def _file_in(folder: Path, path: str) -> Path | None:
    """The real file `path` names directly in `folder` (no sub-folders, no hidden files, no
    precompressed variants), else None."""
    name = path.strip("/")
    if not name or "/" in name or "\\" in name or name.startswith("."):
        return None
    if name.endswith((".br", ".gz")):
        return None
    candidate = folder / name
    return candidate if candidate.is_file() and candidate.parent == folder else None


def _accept_encoding(request: Request[Any, Any, Any]) -> str:
    return request.headers.get("accept-encoding", "")


def spa_routes(root: Path) -> list[ControllerRouterHandler]:
    webapp = WebApp(root)

    @get("/", include_in_schema=False, sync_to_thread=False)
    def home() -> Redirect:
        return Redirect("/client/")

    @get("/client", include_in_schema=False, sync_to_thread=False)
    def client_index(request: Request[Any, Any, Any]) -> Response[str] | File:
        return webapp.page("", _accept_encoding(request))

    @get("/client/{path:path}", include_in_schema=False, sync_to_thread=False)
    def client_page(request: Request[Any, Any, Any], path: FromPath[str]) -> Response[str] | File:
        return webapp.page(path, _accept_encoding(request))

    @route(
        "/client/assets/{path:path}",
        http_method=[HttpMethod.GET, HttpMethod.HEAD],
        include_in_schema=False,
        sync_to_thread=False,
        opt=NO_COOKIES,
    )
    def asset(request: Request[Any, Any, Any], path: FromPath[str]) -> File:
        found = webapp.asset(path)
        if found is None:
            raise NotFoundException()
        return encoded_file(found, _accept_encoding(request), IMMUTABLE)

    return [home, client_index, client_page, asset]
