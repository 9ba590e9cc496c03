"""Uploaded files: what the HTTP layer hands over, safe names, and size limits while streaming."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime

from signage_core.errors import ValidationFailed
from signage_core.ports.blob_storage import BlobStorage

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
MAX_NAME_LENGTH = 100


@dataclass(frozen=True, slots=True)
class Upload:
    """A file from a form: its name and type as sent, its declared size, its content chunks."""

    filename: str
    content_type: str
    size: int
    chunks: Iterable[bytes]


def safe_filename(name: str, fallback: str = "file") -> str:
    """The file's base name with anything but letters, digits, '.', '_' and '-' replaced by
    '_', and no leading dots, so it can never become a path of its own."""
    base = name.replace("\\", "/").rsplit("/", 1)[-1]
    cleaned = _UNSAFE.sub("_", base).lstrip(".")[-MAX_NAME_LENGTH:]
    return cleaned if cleaned.strip("_") else fallback


def stem(filename: str) -> str:
    """The name without its extension."""
    head, dot, _ = filename.rpartition(".")
    return head if dot and head else filename


def timestamp(now: datetime) -> int:
    """Milliseconds since the epoch, as the browser's Date.now() in the original paths."""
    return int(now.timestamp() * 1000)


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


def free_path(blobs: BlobStorage, path_at: Callable[[int], str], moment: int) -> tuple[str, int]:
    """The first path `path_at(t)` not yet taken, for t = moment, moment + 1, ...: two uploads
    in the same millisecond never overwrite each other. Returns the path and its t."""
    while blobs.metadata(path_at(moment)) is not None:
        moment += 1
    return path_at(moment), moment
