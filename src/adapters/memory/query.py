"""The kit's `Query` interpreted in Python over plain documents (semantics: documents.query)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from ..documents.query import Op, Query, Where, fold, time_key
from ..documents.store import Row
from ..documents.values import Document


def run(query: Query, stored: Iterable[Row]) -> list[Row]:
    """`stored` in the order the documents were first stored."""
    found = [row for row in stored if all(matches(row[1], where) for where in query.where)]
    if query.newest_first is not None:
        field = query.newest_first
        found.reverse()  # the sort is stable: equal values keep the later-stored first
        found.sort(key=lambda row: order_key(row[1].get(field)), reverse=True)
    return found if query.limit is None else found[: max(query.limit, 0)]


def matches(doc: Document, where: Where) -> bool:
    value = doc.get(where.field)
    if value is None:
        return False
    if where.op is Op.EQUALS:
        return bool(value == where.value)
    if where.op is Op.EQUALS_FOLDED:
        return isinstance(value, str) and fold(value) == where.value
    return order_key(value) >= order_key(where.value)


def order_key(value: object) -> tuple[bool, str]:
    """Missing values first (so last when descending); times as their `time_key` text."""
    if value is None:
        return (False, "")
    return (True, time_key(value) if isinstance(value, datetime) else str(value))
