"""Serving stored objects at their download URLs (`/files/{path}?…`), per backend.

The local backend signs URLs (`expires` and `signature`); the memory backend gives each
object a `token`. Either way a bad or expired URL is refused, never served.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from signage_core.errors import Forbidden, NotFound
from signage_core.ports.clock import Clock

LINK_INVALID = "This file link is invalid or has expired."
OCTET_STREAM = "application/octet-stream"


@dataclass(frozen=True, slots=True)
class ServedFile:
    content_type: str
    size: int
    chunks: Iterable[bytes]


@runtime_checkable
class FileServer(Protocol):
    def open(self, path: str, query: Mapping[str, str]) -> ServedFile:
        """The object when the URL's query proves access; Forbidden or NotFound otherwise."""
        ...


class LocalFileServer:
    def __init__(self, blobs: Any, clock: Clock) -> None:
        self._blobs = blobs
        self._clock = clock

    def open(self, path: str, query: Mapping[str, str]) -> ServedFile:
        expires, signature = query.get("expires", ""), query.get("signature", "")
        if not self._blobs.verify_signature(path, expires, signature, self._clock.now()):
            raise Forbidden(LINK_INVALID)
        meta = self._blobs.metadata(path)
        if meta is None:
            raise NotFound(LINK_INVALID)
        return ServedFile(meta.content_type or OCTET_STREAM, meta.size, self._blobs.read(path))


class MemoryFileServer:
    def __init__(self, blobs: Any) -> None:
        self._blobs = blobs

    def open(self, path: str, query: Mapping[str, str]) -> ServedFile:
        try:
            chunks = self._blobs.read_with_token(path, query.get("token", ""))
        except NotFound:
            raise Forbidden(LINK_INVALID) from None
        meta = self._blobs.metadata(path)
        size = meta.size if meta else 0
        return ServedFile(meta.content_type if meta else OCTET_STREAM, size, chunks)
