"""Uploaded files: what the HTTP layer hands over, content checks, size limits while
streaming, and clean-up after a failed write (storage paths: `signage_core.storage_paths`)."""

from __future__ import annotations

import contextlib
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass, replace

from signage_core.errors import UnsupportedContent, ValidationFailed
from signage_core.file_types import sniff_stream
from signage_core.ports.blob_storage import BlobStorage


@dataclass(frozen=True, slots=True)
class Upload:
    """A file from a form: its name and type as sent, its declared size, its content chunks,
    and the (width, height) its image header declares, read by the caller before anything
    decodes it (None when it is no image the caller could read)."""

    filename: str
    content_type: str
    size: int
    chunks: Iterable[bytes]
    dimensions: tuple[int, int] | None = None


def checked(upload: Upload, allowed: Collection[str], field: str, message: str) -> Upload:
    """The upload typed by what its first bytes show (spec §5's JPG/PNG/MP4 rules); raises
    UnsupportedContent {field: message} when that kind is not `allowed`."""
    kind, chunks = sniff_stream(upload.chunks)
    if kind not in allowed:
        raise UnsupportedContent({field: message})
    return replace(upload, content_type=kind, chunks=chunks)


def within_pixels(upload: Upload, limit: int, field: str, message: str) -> Upload:
    """The upload, unless its header declares more than `limit` pixels: then ValidationFailed
    {field: message}, before a byte of it is stored or decoded."""
    if upload.dimensions is not None and upload.dimensions[0] * upload.dimensions[1] > limit:
        raise ValidationFailed({field: message})
    return upload


def limited(chunks: Iterable[bytes], limit: int, field: str, message: str) -> Iterator[bytes]:
    """Pass the chunks through, failing the upload once more than `limit` bytes arrived (the
    declared size is the browser's word; the stream is the truth)."""
    seen = 0
    for chunk in chunks:
        seen += len(chunk)
        if seen > limit:
            raise ValidationFailed({field: message})
        yield chunk


def discard(blobs: BlobStorage, paths: Iterable[str]) -> None:
    """Best-effort clean-up of stored objects after a failed write: the original failure is
    the one worth reporting, so a failing delete here is swallowed."""
    for path in paths:
        with contextlib.suppress(Exception):
            blobs.delete(path)
