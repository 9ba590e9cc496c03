"""Document values as JSON: times tagged `{"$time": ...}`, everything else as it is."""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from ..documents.query import time_key
from ..documents.values import read_time

TIME_TAG = "$time"
STORED_TIME = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z")
"""The text the SQLite store keeps a time as (`time_key`): it is exported as the time."""
PLAIN = (bool, int, float, str)


class ArchiveError(ValueError):
    """The archive is damaged, of another format, or holds what this portal cannot store."""


def to_json(value: object) -> Any:
    if isinstance(value, datetime):
        return {TIME_TAG: time_key(value)}
    if isinstance(value, str) and STORED_TIME.fullmatch(value):
        return {TIME_TAG: value}
    if value is None or isinstance(value, PLAIN):
        return value
    if isinstance(value, dict):
        return {str(key): to_json(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [to_json(item) for item in value]
    raise ArchiveError(f"a stored value of type {type(value).__name__} cannot be archived")


def from_json(value: Any) -> Any:
    if isinstance(value, dict):
        if set(value) == {TIME_TAG}:
            return read_time(value[TIME_TAG])
        return {key: from_json(item) for key, item in value.items()}
    if isinstance(value, list):
        return [from_json(item) for item in value]
    return value


def first_twice(values: Iterable[str]) -> str | None:
    """The first value met a second time, if any."""
    seen: set[str] = set()
    for value in values:
        if value in seen:
            return value
        seen.add(value)
    return None
