"""Stored files served at their download links (`/files/{path}`), with no session, and the
short-lived links that API answers give browsers in place of the stored ones."""

from __future__ import annotations

from collections.abc import Mapping

from signage_core.ports.blob_storage import BlobStorage, LinkedObject
from signage_core.ports.clock import Clock
from signage_core.rules.links import browser_link_deadline


class OpenStoredFile:
    """The object behind a download link; the link's query is the proof of access, checked
    by the blob storage that made it (Forbidden or NotFound otherwise)."""

    def __init__(self, blobs: BlobStorage) -> None:
        self._blobs = blobs

    def __call__(self, path: str, query: Mapping[str, str]) -> LinkedObject:
        return self._blobs.open_link(path.lstrip("/"), query)


class BrowserLinks:
    """The link an API answer carries for a stored file link: one that stops opening soon
    after (`rules.links.browser_link_deadline`), where the storage's links can expire."""

    def __init__(self, blobs: BlobStorage, clock: Clock) -> None:
        self._blobs = blobs
        self._clock = clock

    def __call__(self, url: str) -> str:
        return self._blobs.browser_link(url, browser_link_deadline(self._clock.now()))
