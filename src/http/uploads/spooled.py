"""An uploaded file part, spooled to a temporary file on disk while it streams in."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from signage_adapters.local.private_files import private_temporary
from signage_adapters.storage_failures import storage_writes
from signage_http.request_path.errors import ApiError
from signage_http.uploads.folder import SPOOL_PREFIX

READ_CHUNK = 256 * 1024


class UploadedFile:
    """Written once while the body streams in, then read back as chunks; `discard` deletes it."""

    def __init__(
        self, field: str, filename: str, declared_type: str, handle: BinaryIO, path: Path
    ) -> None:
        self.field = field
        self.filename = filename
        self.declared_type = declared_type
        self.path = path
        self.size = 0
        self._handle: BinaryIO | None = handle
        self._max_bytes = 0
        self._too_large = ""

    @classmethod
    def create(
        cls,
        field: str,
        filename: str,
        declared_type: str,
        max_bytes: int,
        too_large: str,
        tmp_dir: Path | None = None,
    ) -> UploadedFile:
        with storage_writes(durable=False):
            fd, name = private_temporary(tmp_dir, SPOOL_PREFIX)
        upload = cls(field, filename, declared_type, os.fdopen(fd, "wb"), Path(name))
        upload._max_bytes, upload._too_large = max_bytes, too_large
        return upload

    def write(self, data: bytes | memoryview) -> None:
        if self._handle is None:
            return
        self.size += len(data)
        if self.size > self._max_bytes:
            raise ApiError(413, "payload_too_large", self._too_large)
        with storage_writes(durable=False):
            self._handle.write(data)

    def finish(self) -> None:
        handle, self._handle = self._handle, None
        if handle is not None:
            with storage_writes(durable=False):
                handle.close()  # writes what the buffer still holds

    def chunks(self, size: int = READ_CHUNK) -> Iterator[bytes]:
        """The content, `size` bytes at a time."""
        with self.path.open("rb") as handle:
            while block := handle.read(size):
                yield block

    def discard(self) -> None:
        self.finish()
        self.path.unlink(missing_ok=True)
