"""ISO 8601 durations as YouTube reports them in `contentDetails.duration`.

YouTube writes `PT#H#M#S`, `P#DT#H#M#S` for videos a day or longer, and `P0D` for live
streams. Weeks are accepted too. Years and months are refused: they have no fixed length, and
YouTube never uses them. Fractional seconds round up, so a playlist never cuts a video's end.
"""

from __future__ import annotations

import math
import re
from decimal import Decimal

_DURATION = re.compile(
    r"P(?!$)"
    r"(?:(?P<weeks>\d+)W)?"
    r"(?:(?P<days>\d+)D)?"
    r"(?:T(?=\d)(?:(?P<hours>\d+)H)?(?:(?P<minutes>\d+)M)?(?:(?P<seconds>\d+(?:[.,]\d+)?)S)?)?"
)
_SECONDS_PER_UNIT = {"weeks": 604_800, "days": 86_400, "hours": 3_600, "minutes": 60}


class MalformedDuration(ValueError):
    """The text is not an ISO 8601 duration of weeks, days, hours, minutes and seconds."""


def parse_duration(text: str) -> int:
    """Whole seconds of an ISO 8601 duration: 'PT15M51S' → 951, 'P1DT2H3M' → 93780."""
    match = _DURATION.fullmatch(text)
    if match is None:
        raise MalformedDuration(f"not an ISO 8601 duration: {text!r}")
    parts = match.groupdict()
    whole = sum(int(parts[unit] or 0) * seconds for unit, seconds in _SECONDS_PER_UNIT.items())
    fraction = Decimal((parts["seconds"] or "0").replace(",", "."))
    return whole + math.ceil(fraction)
