"""Serving the web app under /client: assets, real top-level files, else index.html.

Deep links (`/client/dashboard/pages/users`) get index.html so the browser router takes over.
Until the web app is built, every /client page says so and how to build it.
"""

from __future__ import annotations

import mimetypes
from pathlib import Path

from litestar import MediaType, Response, get
from litestar.params import FromPath
from litestar.response import File, Redirect
from litestar.static_files import create_static_files_router
from litestar.types import ControllerRouterHandler

NOT_BUILT_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signage portal</title></head>
<body><h1>The web app is not built</h1>
<p>The API is running, but the web app under <code>/client</code> has not been built yet.</p>
<p>Build it with <code>cd webapp &amp;&amp; npm ci &amp;&amp; npm run build</code>
and reload this page. The HTTP API is described at <a href="/schema">/schema</a>.</p>
</body></html>
"""
NO_CACHE = {"Cache-Control": "no-cache"}


class WebApp:
    """The built web app in `root` (Vite's outDir): index.html plus assets/."""

    def __init__(self, root: Path) -> None:
        self.root = root.resolve()

    @property
    def built(self) -> bool:
        return (self.root / "index.html").is_file()

    def top_level_file(self, path: str) -> Path | None:
        """A real file directly in the web app folder (favicon.ico, robots.txt), else None."""
        name = path.strip("/")
        if not name or "/" in name or "\\" in name or name.startswith("."):
            return None
        candidate = self.root / name
        return candidate if candidate.is_file() and candidate.parent == self.root else None

    def page(self, path: str) -> Response[str] | File:
        if not self.built:
            return Response(NOT_BUILT_PAGE, media_type=MediaType.HTML, headers=NO_CACHE)
        found = self.top_level_file(path)
        if found is not None:
            media_type = mimetypes.guess_type(found.name)[0] or "application/octet-stream"
            return File(found, media_type=media_type, content_disposition_type="inline")
        index = (self.root / "index.html").read_text(encoding="utf-8")
        return Response(index, media_type=MediaType.HTML, headers=NO_CACHE)


def spa_routes(root: Path) -> list[ControllerRouterHandler]:
    webapp = WebApp(root)

    @get("/", include_in_schema=False, sync_to_thread=False)
    def home() -> Redirect:
        return Redirect("/client/")

    @get("/client", include_in_schema=False, sync_to_thread=False)
    def client_index() -> Response[str] | File:
        return webapp.page("")

    @get("/client/{path:path}", include_in_schema=False, sync_to_thread=False)
    def client_page(path: FromPath[str]) -> Response[str] | File:
        return webapp.page(path)

    assets = create_static_files_router(
        path="/client/assets", directories=[webapp.root / "assets"], name="webapp-assets"
    )
    return [home, client_index, client_page, assets]
