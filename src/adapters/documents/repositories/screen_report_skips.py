"""The skips of a screen's latest report in its document (`screenReports/{screenId}`): a list
of small maps. Read leniently: a report stored before skips were reported, or an entry that
cannot be read, counts as no skip."""

from __future__ import annotations

from typing import Any

from signage_core.entities.screen_reports import SkipCount

from ..values import Document, read_time


def skips_document(skips: tuple[SkipCount, ...]) -> list[Document]:
    return [
        {"mediaId": s.media_id, "reason": s.reason, "count": s.count, "lastAt": s.last_at}
        for s in skips
    ]


def read_skips(stored: Any) -> tuple[SkipCount, ...]:
    """The skips kept; () when none are (or the field is absent)."""
    if not isinstance(stored, list):
        return ()
    read = (_skip(entry) for entry in stored if isinstance(entry, dict))
    return tuple(skip for skip in read if skip is not None)


def _skip(entry: Document) -> SkipCount | None:
    media_id, reason, count = entry.get("mediaId"), entry.get("reason"), entry.get("count")
    last_at = read_time(entry.get("lastAt"))
    if not isinstance(media_id, str) or not isinstance(reason, str) or last_at is None:
        return None
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        return None
    return SkipCount(media_id, reason, count, last_at)
