"""Stored files served at their download links (`/files/{path}`), with no session."""

from __future__ import annotations

from collections.abc import Mapping

from signage_core.ports.blob_storage import BlobStorage, LinkedObject


class OpenStoredFile:
    """The object behind a download link; the link's query is the proof of access, checked
    by the blob storage that made it (Forbidden or NotFound otherwise)."""

    def __init__(self, blobs: BlobStorage) -> None:
        self._blobs = blobs

    def __call__(self, path: str, query: Mapping[str, str]) -> LinkedObject:
        return self._blobs.open_link(path.lstrip("/"), query)
