"""The orders the memory store keeps up to date on every write, so that a page of a list reads
the page's documents and never the rest of the collection.

An order index answers every page of one shape: a collection, the fields compared with EQUALS
and the query's order (newest first by a field, by a folded name, or first stored). It is made
from the stored documents the first time a page of its shape is asked, then each write moves a
document within it. A group is keyed by the EQUALS values and holds `(sort key, stored
sequence, id)` ascending, so a page is one bisection and a walk; the query's other filters and
its search are checked on the documents walked.
"""

from __future__ import annotations

import itertools
from bisect import bisect_left, insort
from collections.abc import Hashable, Iterable, Iterator, Mapping
from typing import Any

from ..documents.query import Mark, Op, Query, Where, fold
from ..documents.values import Document
from .query import order_key

OrderShape = tuple[str, tuple[str, ...], str | None, bool]
"""(collection, the EQUALS fields by name, the order field, whether newest first)."""
Entry = tuple[Any, int, str]
"""(sort key, stored sequence, document id)."""


def order_shape(query: Query) -> tuple[OrderShape, tuple[Any, ...], tuple[Where, ...]]:
    """The query's shape, its EQUALS values, and the filters the index does not answer."""
    equal = sorted((w for w in query.where if w.op is Op.EQUALS), key=lambda w: w.field)
    rest = tuple(w for w in query.where if w.op is not Op.EQUALS)
    fields = tuple(w.field for w in equal)
    newest = query.newest_first is not None
    shape = (query.collection, fields, query.order_field, newest)
    return shape, tuple(w.value for w in equal), rest


class OrderIndex:
    def __init__(self, shape: OrderShape, stored: Iterable[tuple[str, Document, int]]) -> None:
        _, self._fields, self._field, self._newest = shape
        self._groups: dict[tuple[Any, ...], list[Entry]] = {}
        for doc_id, doc, seq in stored:
            self.add(doc_id, doc, seq)

    def add(self, doc_id: str, doc: Document, seq: int) -> None:
        values = self._values(doc)
        if values is not None:
            insort(self._groups.setdefault(values, []), (self._key(doc), seq, doc_id))

    def remove(self, doc_id: str, doc: Document, seq: int) -> None:
        values = self._values(doc)
        if values is not None:
            group = self._groups[values]
            del group[bisect_left(group, (self._key(doc), seq, doc_id))]

    def walk(self, values: tuple[Any, ...], after: Mark | None) -> Iterator[Entry]:
        """The group's entries in the query's order, from just after `after`."""
        group = self._groups.get(values, [])
        start = None if after is None else self._entry(after)
        if self._newest:
            end = len(group) if start is None else bisect_left(group, start)
            yield from (group[i] for i in range(end - 1, -1, -1))
        else:
            begin = 0 if start is None else bisect_left(group, (start[0], start[1] + 1))
            yield from (group[i] for i in range(begin, len(group)))

    def mark(self, entry: Entry) -> Mark:
        key, seq, _ = entry
        value = (key[1] if key[0] else None) if self._newest else key
        return Mark(value if self._field else None, str(seq))

    def _entry(self, mark: Mark) -> tuple[Any, int]:
        """The sort position of `mark` (ValueError for a position this store never made)."""
        if not mark.position.isdigit():
            raise ValueError(f"not a memory position: {mark.position!r}")
        if self._newest:
            key: Any = (mark.value is not None, mark.value or "")
        else:
            key = (mark.value or "") if self._field else ""
        return key, int(mark.position)

    def _key(self, doc: Document) -> Any:
        if self._field is None:
            return ""
        value = doc.get(self._field)
        return order_key(value) if self._newest else fold(str(value or ""))

    def _values(self, doc: Document) -> tuple[Any, ...] | None:
        values = tuple(doc.get(name) for name in self._fields)
        if any(value is None or not isinstance(value, Hashable) for value in values):
            return None
        return values


class Orders:
    """A store's order indexes, and each document's place in the order first stored."""

    def __init__(self) -> None:
        self._indexes: dict[OrderShape, OrderIndex] = {}
        self._sequence: dict[tuple[str, str], int] = {}
        self._counter = itertools.count()

    def index(self, shape: OrderShape, stored: Mapping[str, Document]) -> OrderIndex:
        """The index of `shape`, made from the collection's documents the first time."""
        index = self._indexes.get(shape)
        if index is None:
            rows = (
                (doc_id, doc, self._sequence[shape[0], doc_id]) for doc_id, doc in stored.items()
            )
            index = self._indexes[shape] = OrderIndex(shape, rows)
        return index

    def move(
        self, collection: str, doc_id: str, before: Document | None, after: Document | None
    ) -> None:
        """One written document, from where it was (`before`) to where it goes (`after`)."""
        key = (collection, doc_id)
        seq = (
            self._sequence.setdefault(key, next(self._counter))
            if after
            else self._sequence.get(key, -1)
        )
        for shape, index in self._indexes.items():
            if shape[0] == collection:
                if before is not None:
                    index.remove(doc_id, before, seq)
                if after is not None:
                    index.add(doc_id, after, seq)
        if after is None:
            self._sequence.pop(key, None)
