"""Pages of the kit's `Query` in Firestore (semantics: documents.query).

A mark's position is the document's `create_time` (as `time_key`) and its id, so the order
first stored continues exactly where the page ended. Two ways to read a page:

- on the server, for a newest-first list narrowed by equalities only (every main list without
  a search): per type a time is stored as (timestamps, and texts in older documents), one
  query `order_by(field desc)` under the mark's value, `limit` the rest of the page; plus the
  documents holding the mark's value (the tie the mark stands in) and the page's last value
  (the tie at the cut). Firestore orders ties by id, the kit by create_time, so both ties are
  read whole and arranged here. A range filter under the mark's value (not `start_after`, which
  the emulator ignores) means the same on Firestore. Only past the last valued document are
  the undated documents read, all of them (Firestore cannot query a missing field; a number or
  a map stands among them: `firestore_dates`).
- by name, and searched, on the search keys' indexes: see firestore_named;
- in Python, for the rest (a range filter, the audit log's search, a search text longer than
  the search keys keep): every match of the filters is read (the tenant's list, one query per
  searched field) and paged here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime
from typing import Any

from google.cloud.firestore_v1 import FieldFilter
from google.cloud.firestore_v1 import Query as FirestoreQuery

from ..documents.query import Mark, Query, order_text, time_key
from ..documents.store import Marked
from ..documents.values import read_time
from .firestore_dates import dated, first_stamp_from, standing
from .firestore_filters import narrowed
from .firestore_find import TYPE_FLOORS, Found, unique
from .firestore_named import NamedPages, exact_on_the_index, searched_bases
from .indexes import names_on_the_server, orders_on_the_server

_POSITION = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z [^ ]+")
Key = tuple[Any, ...]


class Pager:
    def __init__(self, db: Any, read: Callable[[Any], list[Found]]) -> None:
        self._db, self._read = db, read

    def page(self, query: Query, after: Mark | None) -> list[Marked]:
        order = Order(query)
        start = None if after is None else order.mark_key(after)
        base = narrowed(self._db.collection(query.collection), query.where)
        server = orders_on_the_server(query) or names_on_the_server(query)
        bases = searched_bases(base, query) if server else [base]
        paged = server and exact_on_the_index(query)
        found = [row for each in bases for row in self._found(each, order, start, paged)]
        rows = order.arranged(order.after(unique(found), start))[: query.limit]
        return [(row[0], row[1], order.mark(row)) for row in rows]

    def _found(self, base: Any, order: Order, start: Key | None, paged: bool) -> list[Found]:
        """One page on the server's order, or every match of `base` read and searched here."""
        limit = order.limit
        if not paged:
            return [row for row in self._read(base) if order.selected(row)]
        if order.newest_first:
            return self._newest(base, order, start, limit)
        return NamedPages(self._read).page(base, order, start, limit)

    def _newest(self, base: Any, order: Order, start: Key | None, limit: int) -> list[Found]:
        field, value = order.field, None if start is None else start[0]
        if value is not None and not value[0]:
            return self._missing(base, field)
        found = self._tie(base, field, value[1]) if value else []
        for lowest in TYPE_FLOORS:
            typed = base.where(filter=FieldFilter(field, ">=", lowest))
            if value:
                typed = typed.where(filter=FieldFilter(field, "<", _typed(value[1], lowest)))
            newest = typed.order_by(field, direction=FirestoreQuery.DESCENDING)
            found += self._read(newest.limit(limit))
        page = order.arranged(order.after(unique(found), start))[:limit]
        if len(page) < limit:
            return page + self._missing(base, field)
        return unique(page + self._tie(base, field, order_text(page[-1][1].get(field)) or ""))

    def _tie(self, base: Any, field: str, text: str) -> list[Found]:
        moment = _moment(text)
        found = self._read(base.where(filter=FieldFilter(field, "==", text)))
        if moment is not None:
            found += self._read(base.where(filter=FieldFilter(field, "==", moment)))
        return found

    def _missing(self, base: Any, field: str) -> list[Found]:
        """The undated documents, read whole (`firestore_dates`)."""
        return [row for row in self._read(base) if not dated(row[1].get(field))]


def _moment(text: str) -> datetime | None:
    try:
        return read_time(text)
    except ValueError:
        return None


def _typed(text: str, lowest: object) -> object:
    """The bound under the mark's value in the type of the sub-query: the text, or the
    first timestamp not ordered below it (an odd text, say a JavaScript date, orders as
    text, not as the moment it names: `firestore_dates.first_stamp_from`)."""
    if isinstance(lowest, str):
        return text
    return first_stamp_from(text)


class Order:
    """A query's order over found documents, with their marks."""

    def __init__(self, query: Query) -> None:
        self._query = query
        self.field = query.order_field or ""
        self.limit, self.newest_first = query.limit or 0, query.newest_first is not None

    def key(self, row: Found) -> Key:
        raw = row[1].get(self.field)
        value = order_text(raw, folded=self._query.by_folded is not None)
        if self._query.newest_first:
            place = (time_key(standing(row[1], self.field, row[2])), row[0])
            return ((True, value), *place) if dated(raw) else ((False, ""), *place)
        place = (time_key(row[2]), row[0])
        return (value or "", *place) if self._query.by_folded else place

    def mark_key(self, mark: Mark) -> Key:
        if not _POSITION.fullmatch(mark.position):
            raise ValueError(f"not a Firestore position: {mark.position!r}")
        place = tuple(mark.position.split(" ", 1))
        if self._query.newest_first:
            return ((mark.value is not None, mark.value or ""), *place)
        return (mark.value or "", *place) if self._query.by_folded else place

    def mark(self, row: Found) -> Mark:
        key = self.key(row)
        value = key[0][1] if self._query.newest_first and key[0][0] else None
        value = key[0] if self._query.by_folded else value
        return Mark(value, f"{key[-2]} {key[-1]}")

    def arranged(self, found: list[Found]) -> list[Found]:
        return sorted(found, key=self.key, reverse=bool(self._query.newest_first))

    def after(self, found: list[Found], start: Key | None) -> list[Found]:
        """The documents past `start` in the order (all of them when None)."""
        if start is None:
            return found
        if self._query.newest_first:
            return [row for row in found if self.key(row) < start]
        return [row for row in found if self.key(row) > start]

    def selected(self, row: Found) -> bool:
        search = self._query.search
        return search is None or search.matches(row[1])
