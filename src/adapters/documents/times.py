"""A stored time in any form the existing portal (or a hand edit) left in a document.

Read: a datetime (a Firestore timestamp), a date, a Firestore-export timestamp
(`{"_seconds", "_nanoseconds"}` or `{"seconds", "nanos"}`), epoch seconds or milliseconds (a
number, or a text of digits), and texts in ISO 8601 (with or without a zone, a date alone,
up to nanoseconds), mm/dd/yyyy (the spec's display form, with an optional time), JavaScript's
`Date.toString()` ("Tue Dec 06 2026 10:00:00 GMT+0100 (Central European Standard Time)") and
`toUTCString()` / RFC 2822. A time without a zone is UTC. A moment outside EARLIEST..LATEST
reads as the nearer bound (a far future stays far future, and date arithmetic cannot overflow).
`parse_time` answers None for an absent value (None, an empty text) and raises `UnreadableTime`
for a value present in no such form.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from datetime import UTC, date, datetime, timedelta, timezone
from email.utils import parsedate_to_datetime

EARLIEST = datetime(1900, 1, 1, tzinfo=UTC)
LATEST = datetime(9000, 1, 1, tzinfo=UTC)
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
MILLIS_FROM = 1e11
"""A number this large or larger counts milliseconds (1e11 seconds is the year 5138)."""

_NUMBER = re.compile(r"[+-]?\d+(?:\.\d+)?")
_LONG_FRACTION = re.compile(r"(\.\d{6})\d+")
_US = re.compile(
    r"(\d{1,2})/(\d{1,2})/(\d{4})"
    r"(?:[ T,]+(\d{1,2}):(\d\d)(?::(\d\d))?(?:\.\d+)?\s*([AaPp][Mm])?)?"
)
_JS = re.compile(
    r"(?:[A-Za-z]{3},?\s+)?([A-Za-z]{3})\s+(\d{1,2}),?\s+(\d{4})"
    r"(?:\s+(\d\d):(\d\d)(?::(\d\d))?)?"
    r"(?:\s*(?:GMT|UTC|Z)?([+-]\d\d):?(\d\d))?\s*(?:GMT|UTC|Z)?(?:\s*\([^)]*\))?"
)
_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


class UnreadableTime(ValueError):
    """A value is present but holds no time in a form the portal reads."""


def parse_time(value: object) -> datetime | None:
    """The moment `value` names (UTC, within EARLIEST..LATEST); None when absent."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    try:
        moment = _moment(value)
    except (ValueError, OverflowError, OSError, TypeError) as error:
        raise UnreadableTime(f"not a time: {value!r:.60}") from error
    if moment is None:
        raise UnreadableTime(f"not a time: {value!r:.60}")
    return min(max(moment, EARLIEST), LATEST)


def _moment(value: object) -> datetime | None:
    if isinstance(value, datetime):
        return _utc(value)
    if isinstance(value, date):
        return datetime(value.year, value.month, value.day, tzinfo=UTC)
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return _epoch(float(value))
    if isinstance(value, Mapping):
        return _exported(value)
    if isinstance(value, str):
        return _text(value.strip())
    return None


def _utc(moment: datetime) -> datetime:
    if moment.tzinfo is None or moment.utcoffset() is None:
        return moment.replace(tzinfo=UTC)
    try:
        return moment.astimezone(UTC)
    except OverflowError:  # within a day of year 1 or 9999
        return EARLIEST if moment.year < 2000 else LATEST


def _epoch(number: float) -> datetime | None:
    if not math.isfinite(number):
        return None
    seconds = number / 1000 if abs(number) >= MILLIS_FROM else number
    low, high = (bound.timestamp() for bound in (EARLIEST, LATEST))
    return EPOCH + timedelta(seconds=min(max(seconds, low), high))


def _exported(value: Mapping[object, object]) -> datetime | None:
    seconds = value.get("_seconds", value.get("seconds"))
    nanos = value.get("_nanoseconds", value.get("nanos")) or 0
    numbers = (seconds, nanos)
    if not all(isinstance(n, int | float) and not isinstance(n, bool) for n in numbers):
        return None
    return _epoch(float(seconds) + float(nanos) / 1e9)  # type: ignore[arg-type]


def _text(text: str) -> datetime | None:
    if _NUMBER.fullmatch(text):  # epoch digits first: ISO's basic form would read them too
        return _epoch(float(text))
    try:
        return _utc(datetime.fromisoformat(_LONG_FRACTION.sub(r"\1", text)))
    except ValueError:
        pass
    return _us(text) or _javascript(text) or _rfc2822(text)


def _us(text: str) -> datetime | None:
    found = _US.fullmatch(text)
    if found is None:
        return None
    month, day, year, hour, minute, second, half = found.groups()
    hours = int(hour or 0)
    if half:
        if not 1 <= hours <= 12:
            return None
        hours = hours % 12 + (12 if half.lower() == "pm" else 0)
    return datetime(
        int(year), int(month), int(day), hours, int(minute or 0), int(second or 0), tzinfo=UTC
    )


def _javascript(text: str) -> datetime | None:
    found = _JS.fullmatch(text)
    if found is None or found[1].lower() not in _MONTHS:
        return None
    month, day, year = _MONTHS.index(found[1].lower()) + 1, int(found[2]), int(found[3])
    clock = (int(found[4] or 0), int(found[5] or 0), int(found[6] or 0))
    sign = -1 if (found[7] or "+").startswith("-") else 1
    offset = timedelta(hours=abs(int(found[7] or 0)), minutes=int(found[8] or 0)) * sign
    local = datetime(year, month, day, *clock, tzinfo=timezone(offset))
    return _utc(local)


def _rfc2822(text: str) -> datetime | None:
    try:
        return _utc(parsedate_to_datetime(text))
    except (TypeError, ValueError, IndexError):
        return None
