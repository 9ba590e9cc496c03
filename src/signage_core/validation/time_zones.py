"""Time zones a user sends (issue 26): the browser's at registration, taken when known and
'UTC' otherwise (never a refusal there); a client's or a screen's, refused when unknown."""

from __future__ import annotations

from signage_core.validation.fields import FieldErrors, FormValues
from signage_core.validation.schedules import validate_time_zone

DEFAULT_ZONE = "UTC"
"""The zone of a client that has none."""


def registration_zone(value: object) -> str:
    """The browser's zone when zoneinfo knows it, else 'UTC'."""
    name = value.strip() if isinstance(value, str) else ""
    return name if name and not validate_time_zone(name) else DEFAULT_ZONE


def sent_zone_errors(form: FormValues, field: str = "timeZone") -> FieldErrors:
    """The field's message when the form sends a zone zoneinfo does not know (or not text);
    nothing when it sends none."""
    if field not in form:
        return {}
    value = form[field]
    return validate_time_zone(value.strip() if isinstance(value, str) else "", field)
