"""A player's report (issue 24), checked field by field before anything is kept: texts
bounded, counts whole and non-negative, files kept at most the files named, and its times
sane by the player's own clock (none after the report was sent, none a year before it)."""

from __future__ import annotations

from datetime import datetime, timedelta

from signage_core.entities.media import AssetType
from signage_core.entities.screen_reports import ReportInput
from signage_core.validation import messages as m
from signage_core.validation.fields import FieldErrors

TEXT_MAX = 200
"""A media id's or a manifest version's length at most."""
FILES_MAX = 100_000
BYTES_MAX = 10**15
OUTAGE_SECONDS_MAX = 366 * 24 * 3600
OLDEST = timedelta(days=366)
KINDS = frozenset(kind.value for kind in AssetType)


def validate_report(r: ReportInput) -> FieldErrors:
    """Every broken field with its message; {} for a good report."""
    errors = {**_texts(r), **_counts(r), **_times(r)}
    if "filesKept" not in errors and "filesTotal" not in errors and r.files_kept > r.files_total:
        errors["filesKept"] = m.REPORT_KEPT_OVER_TOTAL
    return errors


def _texts(r: ReportInput) -> FieldErrors:
    texts = {"manifestVersion": r.manifest_version, "emergencyId": r.emergency_id}
    if r.showing is not None:
        texts["mediaId"] = r.showing.media_id
    errors = {k: m.REPORT_TEXT_TOO_LONG.format(limit=TEXT_MAX) for k, v in texts.items()}
    errors = {k: v for k, v in errors.items() if len(texts[k]) > TEXT_MAX}
    if r.showing is not None and r.showing.kind not in KINDS:
        errors["mediaKind"] = m.REPORT_KIND_UNKNOWN
    return errors


def _counts(r: ReportInput) -> FieldErrors:
    limits = {
        "filesKept": (r.files_kept, FILES_MAX),
        "filesTotal": (r.files_total, FILES_MAX),
        "bytesKept": (r.bytes_kept, BYTES_MAX),
        "offlineSeconds": (r.offline_seconds, OUTAGE_SECONDS_MAX),
    }
    return {
        key: m.REPORT_COUNT_INVALID.format(limit=limit)
        for key, (value, limit) in limits.items()
        if not 0 <= value <= limit
    }


def _times(r: ReportInput) -> FieldErrors:
    if r.sent_at.tzinfo is None:
        return {"sentAt": m.REPORT_TIME_NO_ZONE}
    times = {"showingSince": r.showing.since if r.showing else None}
    times["offlineSince"] = r.offline_since
    return {key: error for key, at in times.items() if (error := _time_error(at, r.sent_at))}


def _time_error(at: datetime | None, sent_at: datetime) -> str | None:
    if at is None:
        return None
    if at.tzinfo is None:
        return m.REPORT_TIME_NO_ZONE
    if at > sent_at:
        return m.REPORT_TIME_AHEAD
    return m.REPORT_TIME_TOO_OLD if sent_at - at > OLDEST else None
