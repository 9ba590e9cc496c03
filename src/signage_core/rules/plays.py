"""What a player may send as plays, and the days and time zone a Plays report covers."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from signage_core.entities.plays import Play, PlayBatch
from signage_core.errors import ValidationFailed
from signage_core.validation import messages as m

MAX_BATCH = 500
"""Plays in one request at most (one Firestore commit)."""
MAX_PLAY = timedelta(days=1)
MAX_SEQUENCE = 2**53 - 1
"""A JavaScript number's exact integers: the player counts with one."""
MAX_DAYS = 366
MAX_ID = 200


def check_batch(batch: PlayBatch) -> None:
    """ValidationFailed for a batch too large, empty, or with a play that makes no sense."""
    if len(batch.plays) > MAX_BATCH:
        raise ValidationFailed({"plays": m.PLAYS_TOO_MANY.format(limit=MAX_BATCH)})
    if batch.dropped < 0:
        raise ValidationFailed({"dropped": m.PLAYS_DROPPED_INVALID})
    if not batch.plays and not batch.dropped:
        raise ValidationFailed({"plays": m.PLAYS_EMPTY})
    if not all(_sensible(play) for play in batch.plays):
        raise ValidationFailed({"plays": m.PLAY_INVALID})


def _sensible(play: Play) -> bool:
    length = play.ended_at - play.started_at
    return (
        0 <= play.sequence <= MAX_SEQUENCE
        and 0 < len(play.media_id) <= MAX_ID
        and len(play.playlist_id) <= MAX_ID
        and timedelta(0) <= length <= MAX_PLAY
        and abs(play.offset_ms) <= MAX_SEQUENCE
    )


def time_zone(name: str) -> ZoneInfo:
    """The IANA zone named `name`; ValidationFailed for any other text."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        raise ValidationFailed({"tz": m.TIME_ZONE_UNKNOWN}) from None


def day_bounds(start: date, end: date, zone: ZoneInfo) -> tuple[datetime, datetime]:
    """From the first moment of `start` to the first of the day after `end`, in `zone`;
    ValidationFailed when `end` is before `start` or the range is over MAX_DAYS."""
    if end < start or (end - start).days >= MAX_DAYS:
        raise ValidationFailed({"to": m.DATE_RANGE_INVALID})
    first = datetime.combine(start, time(), zone)
    after = datetime.combine(end + timedelta(days=1), time(), zone)
    return first, after
