"""The skips of a player's report (issue 24), checked before anything is kept: a few media
at most, each once, a known reason, a count from 1 up, and a sane time by the player's clock
(`validation.screen_reports`). Errors are keyed `skips` for the list, `skips.<field>` for a
field of any of its entries."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from signage_core.entities.screen_reports import SkipCount
from signage_core.validation import messages as m
from signage_core.validation.fields import FieldErrors

SKIPS_MAX = 10
"""Media a player counts skips of at most (the most recently skipped)."""
SKIP_COUNT_MAX = 10**9
SKIP_REASONS = frozenset({"offline", "youtube-error", "load-timeout", "media-error", "stalled"})

TimeCheck = Callable[[datetime | None], str | None]


def validate_skips(
    skips: tuple[SkipCount, ...], text_max: int, time_error: TimeCheck
) -> FieldErrors:
    """Every broken part of `skips`; {} when they are good."""
    if len(skips) > SKIPS_MAX:
        return {"skips": m.REPORT_SKIPS_TOO_MANY.format(limit=SKIPS_MAX)}
    errors: FieldErrors = {}
    if len({skip.media_id for skip in skips}) < len(skips):
        errors["skips"] = m.REPORT_SKIP_TWICE
    for skip in skips:
        errors = {**_entry(skip, text_max, time_error), **errors}
    return errors


def _entry(skip: SkipCount, text_max: int, time_error: TimeCheck) -> FieldErrors:
    errors: FieldErrors = {}
    if not 0 < len(skip.media_id) <= text_max:
        errors["skips.mediaId"] = m.REPORT_TEXT_TOO_LONG.format(limit=text_max)
    if skip.reason not in SKIP_REASONS:
        errors["skips.reason"] = m.REPORT_SKIP_REASON_UNKNOWN
    if not 1 <= skip.count <= SKIP_COUNT_MAX:
        errors["skips.count"] = m.REPORT_COUNT_INVALID.format(limit=SKIP_COUNT_MAX)
    if error := time_error(skip.last_at):
        errors["skips.lastAt"] = error
    return errors
