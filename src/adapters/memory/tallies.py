"""Counts the memory store keeps up to date on every write, so that counting a user's medias
never visits the documents (its own or anyone else's).

A tally answers every count of one shape: a collection, the fields compared with EQUALS and at
most one field compared with AT_LEAST. It is made from the stored documents the first time a
count of its shape is asked, then each write moves a document between its groups. A group is
keyed by the EQUALS values (dict equality: the `==` of `query.matches`) and holds the AT_LEAST
field's order keys sorted, so a count is one lookup and one bisection. Queries of any other
shape (EQUALS_FOLDED, two AT_LEAST) are not tallied; the store evaluates their documents.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Hashable, Iterable
from typing import Any

from ..documents.query import Op, Query, Value
from ..documents.values import Document
from .query import order_key

Shape = tuple[str, tuple[str, ...], str | None]
"""(collection, the EQUALS fields in order of name, the AT_LEAST field or None)."""
Key = tuple[Any, ...]
OrderKey = tuple[bool, str]
_UNDATED: OrderKey = (True, "")


def shape_of(query: Query) -> tuple[Shape, Key, Value | None] | None:
    """The query's shape, its EQUALS values (in the shape's order) and its AT_LEAST bound;
    None for a query no tally answers."""
    equal = sorted((w for w in query.where if w.op is Op.EQUALS), key=lambda w: w.field)
    ranges = [w for w in query.where if w.op is Op.AT_LEAST]
    if len(equal) + len(ranges) != len(query.where) or len(ranges) > 1:
        return None
    bound = ranges[0] if ranges else None
    shape = (query.collection, tuple(w.field for w in equal), bound.field if bound else None)
    return shape, tuple(w.value for w in equal), bound.value if bound else None


class Tally:
    """The documents of one collection grouped by the shape's EQUALS values."""

    def __init__(self, shape: Shape, documents: Iterable[Document]) -> None:
        _, self._fields, self._range = shape
        self._groups: dict[Key, list[OrderKey]] = {}
        for doc in documents:
            self.add(doc)

    def add(self, doc: Document) -> None:
        entry = self._entry(doc)
        if entry is not None:
            insort(self._groups.setdefault(entry[0], []), entry[1])

    def remove(self, doc: Document) -> None:
        entry = self._entry(doc)
        if entry is not None:
            group = self._groups[entry[0]]
            del group[bisect_left(group, entry[1])]
            if not group:
                del self._groups[entry[0]]

    def count(self, values: Key, since: Value | None) -> int:
        group = self._groups.get(values, [])
        return len(group) - (0 if since is None else bisect_left(group, order_key(since)))

    def _entry(self, doc: Document) -> tuple[Key, OrderKey] | None:
        """Where the document counts; None when no query of the shape can match it."""
        values = tuple(doc.get(field) for field in self._fields)
        if any(value is None or not isinstance(value, Hashable) for value in values):
            return None
        if self._range is None:
            return values, _UNDATED
        bound = doc.get(self._range)
        return None if bound is None else (values, order_key(bound))
