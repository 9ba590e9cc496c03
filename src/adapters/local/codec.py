"""Documents as JSON text: datetimes become fixed-width ISO 8601 UTC strings, which sort and
compare in SQL exactly as the moments they name. Reading decodes with msgspec (several times
faster than `json.loads`); text it refuses (JSON's rare corners, such as a lone surrogate
escape written by another program) is read by `json` as before."""

from __future__ import annotations

import json
from collections.abc import Mapping
from datetime import datetime
from typing import Any

import msgspec

from ..documents.query import time_key
from ..documents.values import Document

__all__ = ["decode", "encode", "time_key"]


def encode(data: Mapping[str, Any]) -> str:
    text: str = json.dumps(
        data, default=_encode_value, ensure_ascii=False, separators=(",", ":"), allow_nan=False
    )
    return text


_DECODER = msgspec.json.Decoder()


def decode(text: str) -> Document:
    try:
        data = _DECODER.decode(text)
    except msgspec.DecodeError:
        data = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError("a stored document must be a JSON object")
    return data


def _encode_value(value: object) -> str:
    if isinstance(value, datetime):
        return time_key(value)
    raise TypeError(f"cannot store a {type(value).__name__} in a document")
