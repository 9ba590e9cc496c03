"""Finding documents in Firestore with the kit's order (semantics: documents.query).

Firestore orders by document id by default and drops documents missing an `order_by` field;
the kit wants the order documents were first stored, missing values last, and the later-stored
first among equal values. Every document carries its `create_time` (kept when `set` replaces
it), so the store sorts what it reads by it, and reads only what it must:

- without a limit, or without an order: every match, sorted here (what a query reads anyway;
  the unordered limited queries of the kit find one or two documents: a user's client, a
  payment reference, the first business);
- newest first with a limit: one ordered page (`order_by` desc + limit) per type a time is
  stored as (timestamps, and texts in older documents: Firestore orders values by type
  first), merged; plus the documents holding the page's last value (the tie at the cut);
  plus, only when the page is short, the undated matches (missing the field, or holding a
  number or a map: `firestore_dates`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from typing import Any

from google.cloud.firestore_v1 import FieldFilter
from google.cloud.firestore_v1 import Query as FirestoreQuery

from ..documents.query import Query, time_key
from ..documents.store import Row
from ..documents.values import Document
from .firestore_dates import dated, standing
from .firestore_filters import FoldedLookup, narrowed
from .indexes import orders_on_the_server
from .search_keys import without_search_keys

TYPE_FLOORS = (datetime(1, 1, 1, tzinfo=UTC), "")
"""The lowest timestamp and the lowest text."""
Found = tuple[str, Document, datetime]
"""A document's id, data and create_time."""
Source = Callable[[Any], Iterable[Any]]
"""Runs a Firestore query (or reads a document) and yields snapshots, in a transaction or not."""


class Finder:
    def __init__(self, db: Any, source: Source) -> None:
        self._db, self._read_snapshots = db, source

    def find(self, query: Query) -> list[Row]:
        if query.limit is not None and query.limit <= 0:
            return []
        on_the_server = query.search is None and orders_on_the_server(query)
        found = self._newest_page(query) if on_the_server else self._all(query)
        ordered = arranged(found, query.newest_first)[: query.limit]
        return [(doc_id, data) for doc_id, data, _ in ordered]

    def _all(self, query: Query) -> list[Found]:
        collection = self._db.collection(query.collection)
        lookup = FoldedLookup.of(query)
        if lookup is None:
            return self._read(narrowed(collection, query.where))
        exact = self._read(lookup.exact(collection))
        return exact or [
            row for row in self._read(lookup.scan(collection)) if lookup.matches(row[1])
        ]

    def _newest_page(self, query: Query) -> list[Found]:
        field, limit = str(query.newest_first), int(query.limit or 0)
        base = narrowed(self._db.collection(query.collection), query.where)
        page = arranged(self._typed_pages(base, field, limit), field)[:limit]
        if len(page) < limit:
            return page + [row for row in self._read(base) if not dated(row[1].get(field))]
        tie = base.where(filter=FieldFilter(field, "==", page[-1][1][field]))
        return unique(page + self._read(tie))

    def _typed_pages(self, base: Any, field: str, limit: int) -> list[Found]:
        """The newest `limit` timestamps and the newest `limit` texts (a range filter keeps
        to one type; a plain order_by would put every text before every timestamp)."""
        found: list[Found] = []
        for lowest in TYPE_FLOORS:
            typed = base.where(filter=FieldFilter(field, ">=", lowest))
            found += self._read(
                typed.order_by(field, direction=FirestoreQuery.DESCENDING).limit(limit)
            )
        return unique(found)

    def _read(self, query: Any) -> list[Found]:
        return read_found(self._read_snapshots(query))


def read_found(snapshots: Iterable[Any]) -> list[Found]:
    """The documents found, without the store's search keys."""
    return [(s.id, stored_data(s), s.create_time) for s in snapshots if s.exists]


def stored_data(snapshot: Any) -> Document:
    return without_search_keys(snapshot.reference.parent.id, snapshot.to_dict() or {})


def arranged(found: list[Found], newest_first: str | None) -> list[Found]:
    """First-stored order; or newest value first, later-stored first among equals, the
    undated last (`firestore_dates`)."""
    if newest_first is None:
        return sorted(found, key=lambda row: row[2])
    return sorted(
        found,
        key=lambda row: (
            value_key(row[1].get(newest_first)),
            standing(row[1], newest_first, row[2]),
        ),
        reverse=True,
    )


def value_key(value: object) -> tuple[bool, str]:
    """Undated values (missing, or not a timestamp or text) first, so last when descending;
    times as their `time_key` text."""
    if not dated(value):
        return (False, "")
    return (True, time_key(value) if isinstance(value, datetime) else str(value))


def unique(found: list[Found]) -> list[Found]:
    return list({row[0]: row for row in found}.values())
