"""Where a document stands in a newest-first list on Firestore when its date is stored in a
form Firestore cannot order with the others.

Firestore orders a field's values by type first, and a range filter keeps to one type, so the
lists read the timestamps and the texts (the forms this portal and the original one write)
ordered on the server. A date stored as a number (epoch seconds or milliseconds), a map
(`{seconds, nanos}`) or anything else is read with the documents missing the date, after every
dated one (docs/decisions.md): among those, each stands at the moment its value names, or at
the moment it was first stored when it names none (a missing or unreadable date).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from ..documents.query import time_key
from ..documents.values import Document, read_time

_FIRST = datetime(1, 1, 1, tzinfo=UTC)
_LAST = datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=UTC)
_MICROS_SPAN = (_LAST - _FIRST) // timedelta(microseconds=1)


def dated(value: object) -> bool:
    """A value Firestore orders with the dates on the server: a timestamp or a text."""
    return isinstance(value, datetime | str)


def standing(data: Document, field: str, stored: datetime) -> datetime:
    """The moment a document stands at among equals: when it was `stored` (first written),
    or for a date stored in another form, the moment that date names if it names one."""
    value = data.get(field)
    if value is None or dated(value):
        return stored
    return read_time(value) or stored


def first_stamp_from(text: str) -> datetime:
    """The earliest moment whose `time_key` text is not below `text`: the timestamps before
    it are exactly those that come after a mark of value `text` in a newest-first list (the
    kit compares times and texts as texts, and `time_key` orders as the moments it names, so
    one bound splits them). Found by halving the microseconds between the first and the last
    timestamp; the last when every one is below."""
    low, high = 0, _MICROS_SPAN
    while low < high:
        middle = (low + high) // 2
        if time_key(_FIRST + timedelta(microseconds=middle)) < text:
            low = middle + 1
        else:
            high = middle
    return _FIRST + timedelta(microseconds=low)
