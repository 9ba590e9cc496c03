"""The kit's `DocumentStore` in process memory: plain documents, deep-copied in and out, one
dict per collection, every operation under one re-entrant lock. Counts come from tallies kept
up to date on every write (see `tallies`), not from the documents; pages from order indexes
kept the same way (see `orders`)."""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Sequence
from copy import deepcopy
from dataclasses import replace
from typing import TypeVar

from ..documents.loop_writes import check_write
from ..documents.query import Mark, Query, equals
from ..documents.remembered import RememberedReads
from ..documents.store import Gone, Marked, Row, Transaction
from ..documents.values import Document
from . import query as queries
from .orders import Orders, order_shape
from .tallies import Shape, Tally, shape_of
from .transaction import MemoryTransaction, Write

T = TypeVar("T")


class MemoryStore:
    """Implements `DocumentStore`. A transaction holds the lock and applies its writes only
    when `work` returns, so a failing transaction writes nothing."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._collections: dict[str, dict[str, Document]] = {}
        self._tallies: dict[Shape, Tally] = {}
        self._orders = Orders()
        self._writes = 0
        self._remembered = RememberedReads()

    def get(self, collection: str, doc_id: str) -> Document | None:
        with self._lock:
            return deepcopy(self._collections.get(collection, {}).get(doc_id))

    def find(self, query: Query) -> list[Row]:
        with self._lock:
            return deepcopy(queries.run(query, self._rows(query.collection)))

    def page(self, query: Query, after: Mark | None) -> list[Marked]:
        with self._lock:
            shape, values, rest = order_shape(query)
            stored = self._collections.get(query.collection, {})
            index = self._orders.index(shape, stored)
            found: list[Marked] = []
            for entry in index.walk(values, after):
                if len(found) >= max(query.limit or 0, 0):
                    break
                doc = stored[entry[2]]
                if queries.selected(doc, replace(query, where=rest)):
                    found.append((entry[2], deepcopy(doc), index.mark(entry)))
            return found

    def count(self, query: Query) -> int:
        with self._lock:
            found = shape_of(query)
            if found is None:
                return len(queries.run(query, self._rows(query.collection)))
            shape, values, since = found
            counted = self._tally(shape).count(values, since)
        return counted if query.limit is None else min(counted, max(query.limit, 0))

    def count_by(self, query: Query, field: str, values: Sequence[str]) -> dict[str, int]:
        """One count per value, as Firestore counts (each from its tally), under one lock."""
        with self._lock:
            return {
                value: self.count(replace(query, where=(*query.where, equals(field, value))))
                for value in values
            }

    def put(self, collection: str, doc_id: str, doc: Document) -> None:
        self._apply([(collection, doc_id, doc, False)])

    def update(self, collection: str, doc_id: str, doc: Document) -> None:
        self._apply([(collection, doc_id, doc, True)])

    def delete(self, collection: str, doc_id: str) -> None:
        self._apply([(collection, doc_id, None, False)])

    def create(self, collection: str, doc_id: str, doc: Document) -> bool:
        with self._lock:
            if doc_id in self._collections.get(collection, {}):
                return False
            self.put(collection, doc_id, doc)
            return True

    def remember(self, key: Hashable, read: Callable[[], T]) -> T:
        """Until the next write: the stamp is the count of writes applied."""
        return self._remembered.recall(self._writes, key, read)

    def transaction(self, work: Callable[[Transaction], T]) -> T:
        with self._lock:
            tx = MemoryTransaction(self)
            result = work(tx)
            self._apply(tx.writes)
            return result

    def _rows(self, collection: str) -> list[Row]:
        return list(self._collections.get(collection, {}).items())

    def _tally(self, shape: Shape) -> Tally:
        """The tally of `shape`, made from the stored documents the first time it is asked."""
        tally = self._tallies.get(shape)
        if tally is None:
            stored = self._collections.get(shape[0], {}).values()
            tally = self._tallies[shape] = Tally(shape, stored)
        return tally

    def _apply(self, writes: list[Write]) -> None:
        check_write("a write to the memory store")
        with self._lock:
            self._check_present(writes)
            for collection, doc_id, doc, _ in writes:
                documents = self._collections.setdefault(collection, {})
                before = documents.pop(doc_id, None) if doc is None else documents.get(doc_id)
                if doc is not None:
                    documents[doc_id] = {**(before or {}), **deepcopy(doc)}
                self._retally(collection, before, documents.get(doc_id))
                self._orders.move(collection, doc_id, before, documents.get(doc_id))
            self._writes += 1

    def _check_present(self, writes: list[Write]) -> None:
        """Gone, before anything is written, when an update's document is not stored."""
        for collection, doc_id, _, existing in writes:
            if existing and doc_id not in self._collections.get(collection, {}):
                raise Gone(collection, doc_id)

    def _retally(self, collection: str, before: Document | None, after: Document | None) -> None:
        """Move one written document between the groups of its collection's tallies."""
        for shape, tally in self._tallies.items():
            if shape[0] == collection:
                if before is not None:
                    tally.remove(before)
                if after is not None:
                    tally.add(after)
