"""Documents as JSON text: datetimes become fixed-width ISO 8601 UTC strings, which sort and
compare in SQL exactly as the moments they name."""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from .mapping.values import Document, as_utc


def time_key(moment: datetime) -> str:
    """'2024-05-01T09:30:00.000000Z': the stored form of a datetime, and its SQL sort key
    (fixed width: four-digit year, always microseconds)."""
    utc: datetime = as_utc(moment)
    return utc.replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"


def encode(data: Mapping[str, Any]) -> str:
    text: str = json.dumps(
        data, default=_encode_value, ensure_ascii=False, separators=(",", ":"), allow_nan=False
    )
    return text


def decode(text: str) -> Document:
    data = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError("a stored document must be a JSON object")
    return data


def _encode_value(value: object) -> str:
    if isinstance(value, datetime):
        return time_key(value)
    raise TypeError(f"cannot store a {type(value).__name__} in a document")
