"""An emergency message as sent (issue 26), checked before anything is kept: its text 1 to
TEXT_MAX characters once trimmed, its colour `#rrggbb`, its end time given, in the future
and at most the cap (`SIGNAGE_EMERGENCY_MAX_HOURS`) from now."""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from signage_core.entities.emergencies import EmergencyInput
from signage_core.validation import messages as m
from signage_core.validation.fields import FieldErrors

TEXT_MAX = 200
MAX_HOURS = 24
"""The cap's default."""
COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


def validate_emergency(sent: EmergencyInput, now: datetime, cap: timedelta) -> FieldErrors:
    """Every broken field with its message; {} for a good message."""
    errors: FieldErrors = {}
    text = sent.text.strip()
    if not text:
        errors["text"] = m.EMERGENCY_TEXT_REQUIRED
    elif len(text) > TEXT_MAX:
        errors["text"] = m.EMERGENCY_TEXT_TOO_LONG.format(limit=TEXT_MAX)
    if not COLOUR.fullmatch(sent.colour):
        errors["colour"] = m.EMERGENCY_COLOUR_INVALID
    end_error = _end_error(sent.ends_at, now, cap)
    if end_error:
        errors["endsAt"] = end_error
    return errors


def _end_error(ends_at: datetime | None, now: datetime, cap: timedelta) -> str | None:
    if ends_at is None:
        return m.EMERGENCY_END_REQUIRED
    if ends_at.tzinfo is None:
        return m.REPORT_TIME_NO_ZONE
    if ends_at <= now:
        return m.EMERGENCY_END_PAST
    if ends_at - now > cap:
        return m.EMERGENCY_END_TOO_LATE.format(hours=_hours(cap))
    return None


def _hours(cap: timedelta) -> str:
    hours = cap.total_seconds() / 3600
    return str(int(hours)) if hours.is_integer() else f"{hours:g}"
