"""What Firestore bills a store's callers, counted in place: `Billed.on(store)` swaps the
store's methods for the read-counting store's (`recording_store`), which also counts the
writes here (in and out of transactions). Reads: one per document a get or a query returns
(an empty query one), one per 1,000 index entries a count aggregation matches; writes: one per
document written or deleted."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from types import SimpleNamespace
from typing import Any, TypeVar

from tests.adapters.firebase.recording_store import Record, RecordingReader, RecordingStore

T = TypeVar("T")
METHODS = (
    "get", "find", "page", "count", "count_by", "put", "update", "delete", "create",
    "delete_many", "remember", "transaction",
)  # fmt: skip


class CountingReader(RecordingReader):
    """A transaction's reads recorded, its writes counted."""

    def __init__(self, inner: Any, billed: Billed) -> None:
        super().__init__(inner, billed.record)
        self._billed = billed

    def put(self, collection: str, doc_id: str, doc: Any) -> None:
        self._billed.writes += 1
        super().put(collection, doc_id, doc)

    def update(self, collection: str, doc_id: str, doc: Any) -> None:
        self._billed.writes += 1
        super().update(collection, doc_id, doc)

    def delete(self, collection: str, doc_id: str) -> None:
        self._billed.writes += 1
        super().delete(collection, doc_id)

    def create(self, collection: str, doc_id: str, doc: Any) -> bool:
        self._billed.writes += 1
        return super().create(collection, doc_id, doc)


class Billed(RecordingStore):
    def __init__(self, inner: Any) -> None:
        super().__init__(inner, Record())
        self.writes = 0

    @classmethod
    def on(cls, store: Any) -> Billed:
        """Counting from now on every call made to `store` (its methods swapped in place)."""
        billed = cls(SimpleNamespace(**{name: getattr(store, name) for name in METHODS}))
        for name in METHODS:
            setattr(store, name, getattr(billed, name))
        return billed

    @property
    def reads(self) -> int:
        aggregated = sum(max(1, math.ceil(matched / 1000)) for _, matched in self.aggregations)
        return sum(self.record.documents_read) + aggregated

    @property
    def aggregations(self) -> list[tuple[Any, int]]:
        return self.record.aggregations

    def reset(self) -> None:
        self.record, self.writes = Record(), 0

    def put(self, collection: str, doc_id: str, doc: Any) -> None:
        CountingReader(self._inner, self).put(collection, doc_id, doc)

    def update(self, collection: str, doc_id: str, doc: Any) -> None:
        CountingReader(self._inner, self).update(collection, doc_id, doc)

    def delete(self, collection: str, doc_id: str) -> None:
        CountingReader(self._inner, self).delete(collection, doc_id)

    def create(self, collection: str, doc_id: str, doc: Any) -> bool:
        return CountingReader(self._inner, self).create(collection, doc_id, doc)

    def delete_many(self, collection: str, doc_ids: Sequence[str]) -> None:
        self.writes += len(doc_ids)
        self._inner.delete_many(collection, doc_ids)

    def transaction(self, work: Callable[[Any], T]) -> T:
        result: T = self._inner.transaction(lambda tx: work(CountingReader(tx, self)))
        return result
