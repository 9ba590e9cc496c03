"""Spec §7: where uploaded files are stored.

- clients/logos/{clientId}_{timestamp}
- medias/{timestamp}_{filename}
- medias/thumbnails/thumb_{timestamp}_{name}.jpg

The timestamp is milliseconds since the epoch (the browser's Date.now() in the original
paths). Two uploads in the same millisecond must never share a path; instead of probing the
storage for a free name, each use case takes its timestamps from one `UploadStamps`, which never
gives the same number twice (docs/decisions.md). Paths already stored in documents are used as
they are.
"""

from __future__ import annotations

import re
import threading
from datetime import datetime
from urllib.parse import unquote, urlsplit

from signage_core.limits import MAX_STORED_NAME
from signage_core.ports.clock import Clock
from signage_core.storage_links import object_in_link

_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def timestamp(moment: datetime) -> int:
    """Milliseconds since the epoch."""
    return int(moment.timestamp() * 1000)


class UploadStamps:
    """Timestamps for upload paths: the clock's milliseconds, or one more than the last one
    given when the clock has not moved on, so two uploads never share a path."""

    def __init__(self, clock: Clock) -> None:
        self._clock = clock
        self._last = 0
        self._lock = threading.Lock()

    def next(self) -> int:
        with self._lock:
            self._last = max(timestamp(self._clock.now()), self._last + 1)
            return self._last


def safe_filename(name: str, fallback: str = "file") -> str:
    """The file's base name with anything but letters, digits, '.', '_' and '-' replaced by
    '_', no leading dots and at most 100 characters, so it can never become a path of its own."""
    base = name.replace("\\", "/").rsplit("/", 1)[-1]
    cleaned = _UNSAFE.sub("_", base).lstrip(".")[-MAX_STORED_NAME:]
    return cleaned if cleaned.strip("_") else fallback


def stem(filename: str) -> str:
    """The name without its extension."""
    head, dot, _ = filename.rpartition(".")
    return head if dot and head else filename


def logo_path(client_id: str, stamp: int) -> str:
    """clients/logos/{clientId}_{timestamp}."""
    return f"clients/logos/{client_id}_{stamp}"


def media_path(stamp: int, filename: str) -> str:
    """medias/{timestamp}_{safe filename}."""
    return f"medias/{stamp}_{safe_filename(filename)}"


def thumbnail_path(stamp: int, filename: str) -> str:
    """medias/thumbnails/thumb_{timestamp}_{name without extension}.jpg, named after the
    media file."""
    return f"medias/thumbnails/thumb_{stamp}_{stem(safe_filename(filename))}.jpg"


def path_in_link(url: str) -> str:
    """The object path a stored download link names, in any bucket ('' for none): a
    Firebase, Cloud Storage or gs:// link's (`storage_links`), the embedded backends' after
    `/files/`."""
    found = object_in_link(url)
    if found is not None:
        return found.path
    _, marker, rest = urlsplit(url).path.partition("/files/")
    return unquote(rest) if marker and rest else ""
