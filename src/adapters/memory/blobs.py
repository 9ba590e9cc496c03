"""In-memory file storage with Cloud Storage's metadata and unguessable download URLs."""

from __future__ import annotations

import base64
import hashlib
import secrets
import threading
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from datetime import datetime
from urllib.parse import quote, unquote

from signage_core.entities.media import BlobMetadata
from signage_core.errors import Forbidden, NotFound
from signage_core.ports.blob_storage import (
    LINK_INVALID,
    LinkedObject,
    PathTaken,
    ProgressCallback,
)
from signage_core.ports.clock import Clock

from ..blob_paths import check_object_path
from ..system_clock import SystemClock

READ_CHUNK = 256 * 1024
OBJECT_NOT_FOUND = "Object not found."


@dataclass(frozen=True, slots=True)
class _Object:
    content: bytes
    metadata: BlobMetadata
    token: str


class MemoryBlobStorage:
    """Implements `BlobStorage`. `md5_hash` is base64 of the MD5 digest, as Cloud Storage."""

    def __init__(self, base_url: str = "memory://", *, clock: Clock | None = None) -> None:
        self._base_url = base_url
        self._clock: Clock = clock or SystemClock()
        self._objects: dict[str, _Object] = {}
        self._lock = threading.Lock()

    def put(
        self,
        path: str,
        chunks: Iterable[bytes],
        *,
        content_type: str,
        custom_metadata: Mapping[str, str] | None = None,
        on_progress: ProgressCallback | None = None,
        new: bool = False,
    ) -> BlobMetadata:
        check_object_path(path)
        content, md5 = self._collect(chunks, on_progress)
        now = self._clock.now()
        metadata = BlobMetadata(
            name=path,
            size=len(content),
            content_type=content_type,
            md5_hash=base64.b64encode(md5).decode("ascii"),
            time_created=now,
            updated=now,
            custom_metadata=dict(custom_metadata or {}),
        )
        with self._lock:
            previous = self._objects.get(path)
            if new and previous is not None:
                raise PathTaken(path)
            if previous is not None:
                metadata = replace(metadata, time_created=previous.metadata.time_created)
            token = previous.token if previous else secrets.token_urlsafe(24)
            self._objects[path] = _Object(content, metadata, token)
        return metadata

    @staticmethod
    def _collect(
        chunks: Iterable[bytes], on_progress: ProgressCallback | None
    ) -> tuple[bytes, bytes]:
        buffer, digest = bytearray(), hashlib.md5(usedforsecurity=False)
        for chunk in chunks:
            buffer.extend(chunk)
            digest.update(chunk)
            if on_progress is not None:
                on_progress(len(buffer))
        return bytes(buffer), digest.digest()

    def metadata(self, path: str) -> BlobMetadata | None:
        with self._lock:
            found = self._objects.get(path)
        return found.metadata if found else None

    def read(self, path: str) -> Iterable[bytes]:
        return self._chunks(self._get(path).content)

    def download_url(self, path: str) -> str:
        token = self._get(path).token
        return f"{self._base_url}{quote(path, safe='/')}?token={token}"

    def path_of(self, url: str) -> str:
        """The path in a download URL this storage makes (`download_url`'s form)."""
        if not url.startswith(self._base_url):
            return ""
        quoted, _, _ = url.removeprefix(self._base_url).partition("?")
        return unquote(quoted)

    def browser_link(self, url: str, expires: datetime) -> str:
        """Token links have no deadline (like Firebase's): the stored link is the one."""
        return url

    def open_link(self, path: str, query: Mapping[str, str]) -> LinkedObject:
        """A download URL proves access by the object's `token`."""
        with self._lock:
            found = self._objects.get(path)
        if found is None or not secrets.compare_digest(found.token, query.get("token", "")):
            raise Forbidden(LINK_INVALID)
        return LinkedObject(found.metadata, self._chunks(found.content))

    def delete(self, path: str) -> None:
        with self._lock:
            self._objects.pop(path, None)

    def paths(self) -> list[str]:
        """Every stored path, sorted."""
        with self._lock:
            return sorted(self._objects)

    def paths_written_before(self, moment: datetime) -> list[str]:
        with self._lock:
            found = self._objects.items()
            return sorted(path for path, kept in found if kept.metadata.updated < moment)

    def remove_partials(self, before: datetime) -> int:
        """A put stores the whole object at once: there is never a partial one."""
        return 0

    def _get(self, path: str) -> _Object:
        with self._lock:
            found = self._objects.get(path)
        if found is None:
            raise NotFound(OBJECT_NOT_FOUND)
        return found

    @staticmethod
    def _chunks(content: bytes) -> Iterator[bytes]:
        for start in range(0, len(content), READ_CHUNK):
            yield content[start : start + READ_CHUNK]
