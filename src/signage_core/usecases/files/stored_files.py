"""Stored files served at their download links (`/files/{path}`), with no session, and the
short-lived links that API answers give browsers in place of the stored ones."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from signage_core.ports.blob_storage import BlobStorage, LinkedObject
from signage_core.ports.clock import Clock
from signage_core.rules.links import browser_link_deadline, window_end


class OpenStoredFile:
    """The object behind a download link; the link's query is the proof of access, checked
    by the blob storage that made it (Forbidden or NotFound otherwise)."""

    def __init__(self, blobs: BlobStorage) -> None:
        self._blobs = blobs

    def __call__(self, path: str, query: Mapping[str, str]) -> LinkedObject:
        return self._blobs.open_link(path.lstrip("/"), query)


class BrowserLinks:
    """The link an API answer carries for a stored file link: one that stops opening soon
    after (`rules.links.browser_link_deadline`), where the storage's links can expire.

    Every answer within one window carries the same link for a stored link, so the links of
    the current window are remembered (two signatures saved per link: a media list shows a
    hundred); a new window starts afresh, and at most `REMEMBERED` are kept."""

    REMEMBERED = 20_000

    def __init__(self, blobs: BlobStorage, clock: Clock) -> None:
        self._blobs = blobs
        self._clock = clock
        self._window = _Window(float("-inf"), datetime.min, {})

    def __call__(self, url: str) -> str:
        if not url:
            return url  # no file (a YouTube item's file link)
        window = self._current_window()
        link = window.links.get(url)
        if link is None:
            link = window.links[url] = self._blobs.browser_link(url, window.deadline)
        return link

    def current_window(self) -> object:
        """The link window now: the same object all through it, a new one after (what a
        caller keeps a derived answer under)."""
        return self._current_window()

    def _current_window(self) -> _Window:
        now, window = self._clock.now(), self._window
        if now.timestamp() >= window.ends or len(window.links) >= self.REMEMBERED:
            deadline = browser_link_deadline(now)
            window = self._window = _Window(window_end(now), deadline, {})
        return window


@dataclass(frozen=True, slots=True)
class _Window:
    """The links given out in one window: it ends at `ends` (Unix seconds); each link stops
    opening at `deadline`."""

    ends: float
    deadline: datetime
    links: dict[str, str]
