"""An emergency message as sent (issue 26), checked before anything is kept: its text 1 to
TEXT_MAX characters once trimmed, its colour `#rrggbb`, its end time given, in the future
and at most the cap (`SIGNAGE_EMERGENCY_MAX_HOURS`) from now."""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from signage_core.entities.emergencies import EmergencyInput
from signage_core.limits import EMERGENCY_TEXT_MAX as TEXT_MAX
from signage_core.validation import messages as m
from signage_core.validation.fields import FieldErrors, check_fields, matches, max_length, required

MAX_HOURS = 24
"""The cap's default."""
COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
RULES = {
    "text": (
        required(m.EMERGENCY_TEXT_REQUIRED),
        max_length(TEXT_MAX, m.EMERGENCY_TEXT_TOO_LONG.format(limit=TEXT_MAX)),
    ),
    "colour": (required(m.EMERGENCY_COLOUR_INVALID), matches(COLOUR, m.EMERGENCY_COLOUR_INVALID)),
    "endsAt": (required(m.EMERGENCY_END_REQUIRED),),
}
"""The checks of the fields a browser can check alone (the web app has them as data:
tools/webapp_types); the end time's own are `_end_error`."""


_SENT_RULES = {key: RULES[key] for key in ("text", "colour")}


def validate_emergency(sent: EmergencyInput, now: datetime, cap: timedelta) -> FieldErrors:
    """Every broken field with its message; {} for a good message."""
    errors = check_fields({"text": sent.text, "colour": sent.colour}, _SENT_RULES)
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
