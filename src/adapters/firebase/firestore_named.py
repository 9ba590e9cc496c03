"""Pages of a list by name, and searches, on Firestore's indexes (semantics: documents.query).

A list by name is ordered on the server by the name's sort key (search_keys): `order_by` the
key, `limit` the page, after the mark's value by a range filter (`>`); plus the documents
holding the mark's value (the tie the mark stands in) and the page's last value (the tie at
the cut), read whole, since the kit breaks ties by create_time and Firestore by id. A search
is one such query per searched field, narrowed by `array_contains` the search text on the
field's search key, merged here. A page reads about its own size, not the list's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from google.cloud.firestore_v1 import FieldFilter

from ..documents.query import Query
from .firestore_find import Found, unique
from .search_keys import MAX_GRAM, search_field, sort_field

Key = tuple[Any, ...]


class Ordering(Protocol):
    field: str

    def key(self, row: Found) -> Key: ...

    def arranged(self, found: list[Found]) -> list[Found]: ...

    def after(self, found: list[Found], start: Key | None) -> list[Found]: ...


def searched_bases(base: Any, query: Query) -> list[Any]:
    """`base` narrowed to each searched field's search key holding the text (or `base`)."""
    if query.search is None:
        return [base]
    text = query.search.text[:MAX_GRAM]
    contains = [
        FieldFilter(search_field(name), "array_contains", text) for name in query.search.fields
    ]
    return [base.where(filter=holds) for holds in contains]


def exact_on_the_index(query: Query) -> bool:
    """Whether the search keys alone find exactly the search's matches (no longer text)."""
    return query.search is None or len(query.search.text) <= MAX_GRAM


class NamedPages:
    def __init__(self, read: Callable[[Any], list[Found]]) -> None:
        self._read = read

    def page(self, base: Any, order: Ordering, start: Key | None, limit: int) -> list[Found]:
        key = sort_field(order.field)
        found: list[Found] = []
        ordered = base
        if start is not None:
            found = self._read(base.where(filter=FieldFilter(key, "==", start[0])))
            ordered = base.where(filter=FieldFilter(key, ">", start[0]))
        found += self._read(ordered.order_by(key).limit(limit))
        page = order.arranged(order.after(unique(found), start))[:limit]
        if len(page) < limit:
            return page
        last = order.key(page[-1])[0]
        return unique(page + self._read(base.where(filter=FieldFilter(key, "==", last))))
