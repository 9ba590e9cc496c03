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
  first stored.
- `limit`: at most that many documents, after ordering (0 gives none).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum

from .values import as_utc

Value = str | bool | datetime


class Op(StrEnum):
    EQUALS = "=="
    EQUALS_FOLDED = "==folded"
    AT_LEAST = ">="


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


def equals(field: str, value: str | bool) -> Where:
    return Where(field, Op.EQUALS, value)


def equals_folded(field: str, text: str) -> Where:
    return Where(field, Op.EQUALS_FOLDED, fold(text))


def at_least(field: str, moment: datetime) -> Where:
    return Where(field, Op.AT_LEAST, moment)


def fold(text: str) -> str:
    """Text compared case-insensitively, ignoring surrounding blanks (emails)."""
    return text.strip().casefold()


def time_key(moment: datetime) -> str:
    """'2024-05-01T09:30:00.000000Z': a moment as fixed-width ISO 8601 UTC text (four-digit year,
    always microseconds), so that texts sort and compare exactly as the moments they name."""
    utc: datetime = as_utc(moment)
    return utc.replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"
