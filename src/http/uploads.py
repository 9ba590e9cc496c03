"""Receiving uploads: the streamed form, content checks by signature, and the core's Upload."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from functools import partial
from typing import Any, TypeVar

from anyio import to_thread
from litestar import Request
from litestar.exceptions.http_exceptions import RequestEntityTooLarge
from signage_http.content import sniff
from signage_http.errors import ApiError
from signage_http.multipart import FileLimit, MultipartForm, read_multipart
from signage_http.uploaded import UploadedFile

from signage_core.usecases.uploads import Upload

T = TypeVar("T")
MULTIPART_OVERHEAD = 256 * 1024


def body_limit(limits: Mapping[str, FileLimit]) -> int:
    """The largest body a route accepts: every file at its limit, plus the form around them."""
    files: int = sum(limit.max_bytes for limit in limits.values())
    return files + MULTIPART_OVERHEAD


async def receive_form(
    request: Request[Any, Any, Any], limits: Mapping[str, FileLimit], too_large: str
) -> MultipartForm:
    """The multipart form, streamed; a body over the route's limit answers 413 `too_large`."""
    content_type = request.headers.get("content-type", "")
    try:
        return await read_multipart(request.stream(), content_type, limits)
    except RequestEntityTooLarge:
        raise ApiError(413, "payload_too_large", too_large) from None


def checked_kind(file: UploadedFile, allowed: Collection[str], wrong_type: str) -> str:
    """The content type the file's first bytes show; 415 with `wrong_type` if not allowed."""
    kind: str = sniff(file.head)
    if kind not in allowed:
        raise ApiError(415, "unsupported_media", wrong_type)
    return kind


def as_upload(file: UploadedFile, kind: str) -> Upload:
    return Upload(filename=file.filename, content_type=kind, size=file.size, chunks=file.chunks())


async def in_thread(call: Callable[..., T], *args: Any) -> T:
    """Run a (blocking) use case off the event loop."""
    return await to_thread.run_sync(partial(call, *args))
