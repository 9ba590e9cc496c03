"""The memory store's transaction: reads go to the store (whose lock the transaction holds),
writes are collected and applied together when the work returns (see `MemoryStore`)."""

from __future__ import annotations

from copy import deepcopy

from ..documents.query import Query
from ..documents.store import DocumentReader, Row
from ..documents.values import Document

Write = tuple[str, str, Document | None, bool]
"""collection, id, the document (None: delete), and whether it must exist (an update)."""


class MemoryTransaction:
    """Reads the store as it is; collects the writes. Refuses a read after a write, as
    Firestore does, so the kit's repositories stay correct on every store."""

    def __init__(self, store: DocumentReader) -> None:
        self._store = store
        self.writes: list[Write] = []

    def get(self, collection: str, doc_id: str) -> Document | None:
        self._check_no_writes()
        return self._store.get(collection, doc_id)

    def find(self, query: Query) -> list[Row]:
        self._check_no_writes()
        return self._store.find(query)

    def put(self, collection: str, doc_id: str, doc: Document) -> None:
        self.writes.append((collection, doc_id, deepcopy(doc), False))

    def update(self, collection: str, doc_id: str, doc: Document) -> None:
        """Checked when the writes are applied, under the store's lock (see `MemoryStore`)."""
        self.writes.append((collection, doc_id, deepcopy(doc), True))

    def delete(self, collection: str, doc_id: str) -> None:
        self.writes.append((collection, doc_id, None, False))

    def _check_no_writes(self) -> None:
        if self.writes:
            raise RuntimeError("a transaction reads everything before its first write")
