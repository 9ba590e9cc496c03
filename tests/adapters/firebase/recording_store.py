"""A DocumentStore that records what Firestore would run for it (in and out of
transactions): every query, every count aggregation with how many documents it matches, and
the documents read. For the index check and the dashboard's billed reads; `fresh()` starts an
empty store underneath and keeps the record."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from signage_adapters.documents.query import Query, equals
from signage_adapters.documents.repositories.bundle import DocumentRepositories
from signage_adapters.firebase.documents import with_firestore_rules
from signage_adapters.memory.store import MemoryStore

T = TypeVar("T")


@dataclass
class Record:
    queries: list[Query] = field(default_factory=list)
    aggregations: list[tuple[Query, int]] = field(default_factory=list)
    documents_read: list[int] = field(default_factory=list)
    """Per get or find: the documents it read (Firestore bills an empty query one read)."""


class RecordingReader:
    def __init__(self, inner: Any, record: Record) -> None:
        self._inner, self.record = inner, record

    def get(self, collection: str, doc_id: str) -> Any:
        self.record.documents_read.append(1)
        return self._inner.get(collection, doc_id)

    def find(self, query: Query) -> Any:
        found = self._inner.find(query)
        self.record.queries.append(query)
        self.record.documents_read.append(max(1, len(found)))
        return found

    def put(self, collection: str, doc_id: str, doc: Any) -> None:
        self._inner.put(collection, doc_id, doc)

    def update(self, collection: str, doc_id: str, doc: Any) -> None:
        self._inner.update(collection, doc_id, doc)

    def delete(self, collection: str, doc_id: str) -> None:
        self._inner.delete(collection, doc_id)

    def create(self, collection: str, doc_id: str, doc: Any) -> bool:
        created: bool = self._inner.create(collection, doc_id, doc)
        return created


class RecordingStore(RecordingReader):
    def __init__(self, inner: MemoryStore, record: Record | None = None) -> None:
        super().__init__(inner, record or Record())

    def fresh(self) -> RecordingStore:
        return RecordingStore(MemoryStore(), self.record)

    def repositories(self) -> DocumentRepositories:
        """The Firestore backend's repositories (the kit's, with the Firestore rules) on it."""
        documents = DocumentRepositories(self)
        with_firestore_rules(documents, self)
        return documents

    def count(self, query: Query) -> int:
        counted = int(self._inner.count(query))
        self.record.queries.append(query)
        self.record.aggregations.append((query, counted))
        return counted

    def count_by(self, query: Query, field: str, values: Sequence[str]) -> dict[str, int]:
        """Recorded as Firestore runs it: one count aggregation per value."""
        counts = dict(self._inner.count_by(query, field, values))
        for value in values:
            per_value = Query(query.collection, (*query.where, equals(field, value)))
            self.record.queries.append(per_value)
            self.record.aggregations.append((per_value, counts[value]))
        return counts

    def page(self, query: Query, after: Any) -> Any:
        """Recorded as one query (Firestore's server page, or the read of every match)."""
        found = self._inner.page(query, after)
        self.record.queries.append(query)
        self.record.documents_read.append(max(1, len(found)))
        return found

    def delete_many(self, collection: str, doc_ids: Sequence[str]) -> None:
        for doc_id in doc_ids:
            self._inner.delete(collection, doc_id)

    def remember(self, key: object, read: Callable[[], T]) -> T:
        """Always reads, as the Firestore store does."""
        return read()

    def transaction(self, work: Callable[[Any], T]) -> T:
        return self._inner.transaction(lambda tx: work(RecordingReader(tx, self.record)))  # type: ignore[no-any-return]
