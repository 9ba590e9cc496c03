"""Tolerant readers for document values, shared by the collection mappings."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation
from typing import Any

Document = dict[str, Any]


def as_utc(moment: datetime) -> datetime:
    """Timezone-aware UTC; a naive datetime is taken to be UTC already."""
    if moment.tzinfo is UTC:
        return moment
    if moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC)


def read_time(value: object) -> datetime | None:
    """A datetime from a datetime, an ISO 8601 string, or a Firestore-export timestamp
    (`{"_seconds", "_nanoseconds"}` or `{"seconds", "nanos"}`); None when absent."""
    if isinstance(value, datetime):
        return as_utc(value)
    if isinstance(value, str) and value:
        return as_utc(datetime.fromisoformat(value))
    if isinstance(value, Mapping):
        seconds = value.get("_seconds", value.get("seconds"))
        nanos = value.get("_nanoseconds", value.get("nanos", 0))
        if isinstance(seconds, int | float):
            return datetime.fromtimestamp(seconds + (nanos or 0) / 1e9, UTC)
    return None


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
