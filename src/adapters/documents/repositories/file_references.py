"""The stored objects the documents name (implements `FileReferences`)."""

from __future__ import annotations

from signage_core.storage_paths import path_in_link

from .. import clients, medias
from ..query import Query
from ..store import DocumentStore
from ..values import Document, read_text

_NAMED_BY = (
    (medias.COLLECTION, ("filePath", "thumbnailPath"), ("fileUrl", "thumbnailUrl")),
    (clients.COLLECTION, ("logoPath",), ("logoUrl",)),
)
"""Per collection: the fields that hold an object's path, and those that hold its link."""


class StoredFileReferences:
    """Reads every media and client document once (the sweep's one look at them)."""

    def __init__(self, store: DocumentStore) -> None:
        self._store = store

    def referenced_paths(self) -> set[str]:
        named: set[str] = set()
        for collection, paths, links in _NAMED_BY:
            for _, document in self._store.find(Query(collection)):
                named |= _named(document, paths, links)
        named.discard("")
        return named


def _named(document: Document, paths: tuple[str, ...], links: tuple[str, ...]) -> set[str]:
    by_path = {read_text(document, field) for field in paths}
    return by_path | {path_in_link(read_text(document, field)) for field in links}
