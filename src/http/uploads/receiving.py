"""Receiving uploads: the streamed form and the core's Upload (the core checks the content)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from litestar import Request
from litestar.exceptions.http_exceptions import RequestEntityTooLarge
from signage_adapters.image_header import header_size
from signage_http.request_path.errors import ApiError
from signage_http.uploads.multipart import FileLimit, MultipartForm, read_multipart
from signage_http.uploads.spooled import UploadedFile

from signage_core.usecases.files.uploads import Upload

MULTIPART_OVERHEAD = 256 * 1024
UPLOAD_FOLDER = "upload_folder"


def body_limit(limits: Mapping[str, FileLimit]) -> int:
    """The largest body a route accepts: every file at its limit, plus the form around them."""
    files: int = sum(limit.max_bytes for limit in limits.values())
    return files + MULTIPART_OVERHEAD


async def receive_form(
    request: Request[Any, Any, Any], limits: Mapping[str, FileLimit], too_large: str
) -> MultipartForm:
    """The multipart form, streamed to the app's upload folder (`app.state.upload_folder`,
    set by `create_app`); a body over the route's limit answers 413 `too_large`."""
    content_type = request.headers.get("content-type", "")
    folder = request.app.state.get(UPLOAD_FOLDER)
    try:
        return await read_multipart(request.stream(), content_type, limits, folder)
    except RequestEntityTooLarge:
        raise ApiError(413, "payload_too_large", too_large) from None


def as_upload(file: UploadedFile) -> Upload:
    """The spooled file as the core's Upload, with its type as sent (the core reads the bytes)
    and the dimensions its image header declares (read from disk, nothing decoded)."""
    return Upload(
        filename=file.filename,
        content_type=file.declared_type,
        size=file.size,
        chunks=file.chunks(),
        dimensions=header_size(file.path),
    )
