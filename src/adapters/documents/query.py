"""Queries as plain data: what the kit's repositories ask of a document store.

The semantics, written once here and proven by tests/contracts on every store:

- `Where(field, EQUALS, value)`: the top-level field holds exactly `value` (a text or a flag).
  A missing field never matches.
- `Where(field, EQUALS_FOLDED, value)`: the field's text, without surrounding blanks and
  case-folded, equals `value` (which the caller passes through `fold`). Stores without folding
  in their query language may compare ASCII-lowercased text (SQLite's `lower(trim(...))`).
- `Where(field, AT_LEAST, moment)`: the field holds a time at or after `moment`. Missing fields
  never match. Times compare as moments (stores keeping text compare `time_key` strings, which
  order the same way).
- `newest_first=field`: descending by the field's value (times as moments, 'yyyy-mm-dd' texts
  as texts); documents without the field come last; among equal values the document stored
  later (first written later) comes first. Without it, documents come in the order they were
  first stored. A value neither a time nor a text (a legacy number or map) is listed all the
  same, where each store orders it (Firestore: after the dated, `firebase.firestore_dates`).
- `Where(field, BEFORE, moment)`: the field holds a time strictly before `moment` (as AT_LEAST).
- `by_folded=field`: ascending by the field's case-folded text (ASCII-lowercased where the
  store cannot fold), then in the order first stored; a missing field counts as empty text.
- `search`: documents where any of `search.fields` holds a text containing `search.text`
  (already folded), case-insensitively. Stores without a substring query may match prefixes
  only (see each store).
- `limit`: at most that many documents, after ordering (0 gives none).

Paging (`DocumentStore.page`) continues a query's order after a `Mark` the store gave with an
earlier page: the order value it saw (its `order_text`, None when missing) and the store's own
position text for the stored order (a store refuses a position it did not make: ValueError).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from .values import Document, as_utc

Value = str | bool | datetime


class Op(StrEnum):
    EQUALS = "=="
    EQUALS_FOLDED = "==folded"
    AT_LEAST = ">="
    BEFORE = "<"


@dataclass(frozen=True, slots=True)
class Where:
    field: str
    op: Op
    value: Value


@dataclass(frozen=True, slots=True)
class Query:
    collection: str
    where: tuple[Where, ...] = ()
    newest_first: str | None = None
    limit: int | None = None
    by_folded: str | None = None
    search: Search | None = None

    @property
    def order_field(self) -> str | None:
        return self.newest_first or self.by_folded


@dataclass(frozen=True, slots=True)
class Search:
    fields: tuple[str, ...]
    text: str
    """Folded (`fold`)."""

    def matches(self, doc: Document) -> bool:
        return any(self.text in fold(str(doc.get(name) or "")) for name in self.fields)


@dataclass(frozen=True, slots=True)
class Mark:
    """Where a page ended: the last document's order value as text and its stored position."""

    value: str | None
    position: str


def equals(field: str, value: str | bool) -> Where:
    return Where(field, Op.EQUALS, value)


def equals_folded(field: str, text: str) -> Where:
    return Where(field, Op.EQUALS_FOLDED, fold(text))


def at_least(field: str, moment: datetime) -> Where:
    return Where(field, Op.AT_LEAST, moment)


def before(field: str, moment: datetime) -> Where:
    return Where(field, Op.BEFORE, moment)


def order_text(value: object, *, folded: bool = False) -> str | None:
    """A value as the text it orders by: times as `time_key`, names folded; None if missing."""
    if value is None:
        return None
    text = time_key(value) if isinstance(value, datetime) else str(value)
    return fold(text) if folded else text


def fold(text: str) -> str:
    """Text compared case-insensitively, ignoring surrounding blanks (emails)."""
    return text.strip().casefold()


def time_key(moment: datetime) -> str:
    """'2024-05-01T09:30:00.000000Z': a moment as fixed-width ISO 8601 UTC text (four-digit year,
    always microseconds), so that texts sort and compare exactly as the moments they name."""
    utc: datetime = as_utc(moment)
    return utc.replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"
