"""The kit's `Query` interpreted in Python over plain documents (semantics: documents.query)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from ..documents.query import Op, Query, Where, fold, time_key
from ..documents.store import Row
from ..documents.values import Document


def run(query: Query, stored: Iterable[Row]) -> list[Row]:
    """`stored` in the order the documents were first stored."""
    found = [row for row in stored if selected(row[1], query)]
    if query.by_folded is not None:
        name = query.by_folded
        found.sort(key=lambda row: fold(str(row[1].get(name) or "")))
    if query.newest_first is not None:
        field = query.newest_first
        found.reverse()  # the sort is stable: equal values keep the later-stored first
        found.sort(key=lambda row: order_key(row[1].get(field)), reverse=True)
    return found if query.limit is None else found[: max(query.limit, 0)]


def selected(doc: Document, query: Query) -> bool:
    """The document matches every filter of `query` and its search."""
    searched = query.search is None or query.search.matches(doc)
    return searched and all(matches(doc, where) for where in query.where)


def matches(doc: Document, where: Where) -> bool:
    value = doc.get(where.field)
    if value is None:
        return False
    if where.op is Op.EQUALS:
        return bool(value == where.value)
    if where.op is Op.EQUALS_FOLDED:
        return isinstance(value, str) and fold(value) == where.value
    if where.op is Op.BEFORE:
        return order_key(value) < order_key(where.value)
    return order_key(value) >= order_key(where.value)


def order_key(value: object) -> tuple[bool, str]:
    """Missing values first (so last when descending); times as their `time_key` text."""
    if value is None:
        return (False, "")
    return (True, time_key(value) if isinstance(value, datetime) else str(value))
