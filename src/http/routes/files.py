"""Stored objects at their download URLs: `GET /files/{path}?expires=&signature=` (local)
or `?token=` (memory). No session is needed: the URL itself is the proof of access."""

from __future__ import annotations

from typing import Any

from litestar import Request, get
from litestar.di import NamedDependency
from litestar.params import FromPath
from litestar.response import Stream
from signage_http.files import FileServer

FILE_HEADERS = {
    "Cache-Control": "private, max-age=86400",
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": "inline",
}


@get("/files/{path:path}", tags=["files"], sync_to_thread=True)
def serve_file(
    path: FromPath[str], request: Request[Any, Any, Any], files: NamedDependency[FileServer]
) -> Stream:
    """The stored object with its content type; 403 for a bad or expired link."""
    served = files.open(path.lstrip("/"), dict(request.query_params))
    headers = {**FILE_HEADERS, "Content-Length": str(served.size)}
    return Stream(served.chunks, media_type=served.content_type, headers=headers)
