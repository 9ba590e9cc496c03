"""Tolerant readers for document values, shared by the collection mappings."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation
from typing import Any

from .times import EPOCH, UnreadableTime, parse_time
from .unreadable import report_unreadable

Document = dict[str, Any]
_STRICT: ContextVar[bool] = ContextVar("signage_strict_times", default=False)


@contextmanager
def strict_times() -> Iterator[None]:
    """Within it an unreadable time raises UnreadableTime instead of reading as unknown: an
    archive being imported is refused for what stored documents are only forgiven."""
    token = _STRICT.set(True)
    try:
        yield
    finally:
        _STRICT.reset(token)


def as_utc(moment: datetime) -> datetime:
    """Timezone-aware UTC; a naive datetime is taken to be UTC already."""
    if moment.tzinfo is UTC:
        return moment
    if moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


def read_time(value: object) -> datetime | None:
    """A datetime from any stored form `times.parse_time` reads; None when absent or
    unreadable (see `read_moment` for a document's field, which reports the unreadable)."""
    try:
        return parse_time(value)
    except UnreadableTime:
        if _STRICT.get():
            raise
        return None


def read_moment(data: Mapping[str, Any], key: str, document: str) -> datetime | None:
    """The field `key` of `document` ('collection/id') as a time; None when absent, and when
    unreadable (then logged once: `unreadable.report_unreadable`)."""
    try:
        return parse_time(data.get(key))
    except UnreadableTime:
        if _STRICT.get():
            raise
        report_unreadable(document, key, "unknown")
        return None


def read_expiry(data: Mapping[str, Any], key: str, document: str) -> datetime | None:
    """An expiry date: None only when absent. An unreadable one reads as EPOCH, long
    expired, never as 'never expires' (docs/decisions.md); logged once."""
    try:
        return parse_time(data.get(key))
    except UnreadableTime:
        if _STRICT.get():
            raise
        report_unreadable(document, key, "expired (01/01/1970)")
        return EPOCH


def read_text(data: Mapping[str, Any], key: str) -> str:
    value = data.get(key)
    if type(value) is str:
        return value
    return "" if value is None else str(value)


def read_flag(data: Mapping[str, Any], key: str, default: bool = True) -> bool:
    value = data.get(key)
    if value is None:
        return default
    if isinstance(value, str):
        return value.strip().lower() in ("true", "1", "yes")
    return bool(value)


def read_int(data: Mapping[str, Any], key: str) -> int:
    value = data.get(key)
    if isinstance(value, int):
        return int(value)
    try:
        return int(float(value)) if value not in (None, "") else 0
    except (TypeError, ValueError, OverflowError):
        return 0


def read_float(data: Mapping[str, Any], key: str) -> float:
    value = data.get(key)
    if type(value) is float:
        return value
    try:
        return float(value) if value not in (None, "") else 0.0
    except (TypeError, ValueError):
        return 0.0


def read_decimal(data: Mapping[str, Any], key: str) -> Decimal:
    """Money stored as a number (Firestore has no decimal type): read back exactly as shown."""
    value = data.get(key)
    try:
        return Decimal(str(value)) if value not in (None, "") else Decimal(0)
    except InvalidOperation:
        return Decimal(0)


def money(amount: Decimal) -> float | int:
    """A Decimal written as a JSON/Firestore number (int when whole)."""
    return int(amount) if amount == amount.to_integral_value() else float(amount)
