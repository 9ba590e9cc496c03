"""Stored objects at their download URLs: `GET /files/{path}?expires=&signature=` (local)
or `?token=` (memory). No session is needed: the URL itself is the proof of access."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, get
from litestar.params import FromPath
from litestar.response import Stream
from signage_http.openapi.descriptions import StoredFileOperation
from signage_http.request_path.answers import refuses
from signage_http.wiring.injected import Injected

from signage_core import errors as domain
from signage_core.ports.blob_storage import OCTET_STREAM
from signage_core.usecases.files.stored_files import OpenStoredFile

FILE_HEADERS = {
    "Cache-Control": "private, max-age=86400",
    "Content-Disposition": "inline",
}


class FilesController(Controller):
    tags = ("files",)

    @get(
        "/{path:path}",
        sync_to_thread=True,
        operation_class=StoredFileOperation,
        opt=refuses(domain.Forbidden),
    )
    def read(
        self,
        path: FromPath[str],
        request: Request[Any, Any, Any],
        open_stored_file: Injected[OpenStoredFile],
    ) -> Stream:
        """The stored object with its content type; 403 for a bad or expired link."""
        opened = open_stored_file(path, dict(request.query_params))
        meta = opened.metadata
        headers = {**FILE_HEADERS, "Content-Length": str(meta.size)}
        media_type = meta.content_type or OCTET_STREAM
        return Stream(opened.chunks, media_type=media_type, headers=headers)
