"""Durations as a form gives them: seconds, or m:ss as the library shows them."""

from __future__ import annotations

import re

from signage_core.validation import messages as m
from signage_core.validation.fields import FormValues, is_blank, number

CLOCK_PATTERN = re.compile(r"([0-9]+):([0-5][0-9])")
"""Minutes (any number of them) and two-digit seconds, as in 3:07."""


def seconds_of(values: FormValues, key: str = "duration") -> float | None:
    """The field in seconds: a number, a decimal string or m:ss; None for anything else."""
    value = values.get(key)
    if isinstance(value, str) and (clock := CLOCK_PATTERN.fullmatch(value.strip())):
        return float(int(clock[1]) * 60 + int(clock[2]))
    return number(values, key)


def duration_error(values: FormValues) -> str | None:
    """Duration is optional; when given it is seconds (or m:ss), 0 or more."""
    if is_blank(values, "duration"):
        return None
    seconds = seconds_of(values)
    if seconds is None:
        return m.DURATION_NOT_A_NUMBER
    return m.DURATION_NEGATIVE if seconds < 0 else None


def youtube_duration_error(values: FormValues) -> str | None:
    """A YouTube item's duration typed by the user: present, seconds or m:ss, more than 0."""
    if is_blank(values, "duration"):
        return m.YOUTUBE_DURATION_REQUIRED
    seconds = seconds_of(values)
    if seconds is None:
        return m.DURATION_NOT_A_NUMBER
    return m.YOUTUBE_DURATION_REQUIRED if seconds <= 0 else None
