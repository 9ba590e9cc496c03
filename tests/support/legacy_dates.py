"""Dates as legacy documents keep them (hypothesis strategies): a moment in every form the
existing portal, a hand edit in the Firebase console or another tool may have stored, with how
precisely that form keeps it; and values that hold no date at all."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta, timezone
from email.utils import format_datetime
from typing import Any

from hypothesis import strategies as st

moments = st.datetimes(
    min_value=datetime(1975, 1, 1), max_value=datetime(2500, 1, 1), timezones=st.just(UTC)
)
"""Moments whose epoch seconds and milliseconds cannot be taken for one another."""

EXACT = timedelta(0)
MICRO = timedelta(microseconds=10)
MILLI = timedelta(milliseconds=1)
SECOND = timedelta(seconds=1)
DAY = timedelta(days=1)

UNREADABLE: list[Any] = [
    "soon", "next tuesday", "13/45/2026", "2026-02-30", "Tue Foo 06 2026", "12/06", True,
    [], ["2026-12-06"], {"seconds": "x"}, {"nanos": 5}, math.nan, math.inf, b"2026-12-06",
]  # fmt: skip
"""Values present in a date's place that name no date."""

unreadable = st.sampled_from(UNREADABLE) | st.text(
    alphabet="abcdefghijklmnopqrstuvwxyz!?# ", min_size=1, max_size=12
).filter(str.strip)


def js_date_string(moment: datetime, offset_minutes: int = 60) -> str:
    """`Date.prototype.toString()` in a browser `offset_minutes` east of UTC."""
    local = moment.astimezone(timezone(timedelta(minutes=offset_minutes)))
    sign = "+" if offset_minutes >= 0 else "-"
    hours, minutes = divmod(abs(offset_minutes), 60)
    zone = "Central European Standard Time" if offset_minutes == 60 else "Local Time"
    return local.strftime("%a %b %d %Y %H:%M:%S") + f" GMT{sign}{hours:02d}{minutes:02d} ({zone})"


def _forms(moment: datetime, offset: int) -> list[tuple[Any, timedelta]]:
    shifted = moment.astimezone(timezone(timedelta(minutes=offset)))
    seconds = moment.timestamp()
    return [
        (moment, EXACT),
        (shifted, EXACT),
        ({"_seconds": int(seconds), "_nanoseconds": moment.microsecond * 1000}, MICRO),
        ({"seconds": int(seconds), "nanos": moment.microsecond * 1000}, MICRO),
        (int(seconds), SECOND),
        (seconds, MICRO),
        (int(seconds * 1000), MILLI),
        (str(int(seconds * 1000)), MILLI),
        (moment.isoformat(), EXACT),
        (shifted.isoformat(), EXACT),
        (moment.replace(tzinfo=None).isoformat(sep=" "), EXACT),
        (moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z", MILLI),
        (moment.strftime("%Y-%m-%d"), DAY),
        (moment.strftime("%m/%d/%Y"), DAY),
        (moment.strftime("%m/%d/%Y %I:%M:%S %p"), SECOND),
        (js_date_string(moment, offset), SECOND),
        (format_datetime(moment, usegmt=True), SECOND),
    ]


def legacy_forms(moment: datetime) -> st.SearchStrategy[tuple[Any, timedelta]]:
    """(a stored form of `moment`, how far from it the form may read)."""
    offsets = st.integers(min_value=-12 * 60, max_value=14 * 60)
    return offsets.flatmap(lambda offset: st.sampled_from(_forms(moment, offset)))
