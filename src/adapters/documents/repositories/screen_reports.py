"""`screenReports/{screenId}`: the `ScreenReports` port, one small document per screen
written whole (the latest report), on a store of its own on the embedded backends (the
heartbeats' store, so a report moves no stamp of the content) and on Firestore's."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from signage_core.entities.screen_reports import NowShowing, ScreenReport

from ..store import DocumentStore
from ..values import Document, read_time

COLLECTION = "screenReports"


class StoredScreenReports:
    """Implements `ScreenReports`."""

    def __init__(self, store: DocumentStore) -> None:
        self.store = store

    def save(self, report: ScreenReport) -> None:
        doc = _document(report)
        self.store.transaction(lambda tx: tx.put(COLLECTION, report.screen_id, doc))

    def latest(self, screen_ids: Iterable[str]) -> dict[str, ScreenReport]:
        found: dict[str, ScreenReport] = {}
        for screen_id in screen_ids:
            doc = self.store.get(COLLECTION, screen_id)
            report = _report(screen_id, doc) if doc else None
            if report is not None:
                found[screen_id] = report
        return found


def _document(r: ScreenReport) -> Document:
    showing = r.showing
    return {
        "receivedAt": r.received_at,
        "mediaId": showing.media_id if showing else None,
        "mediaKind": showing.kind if showing else None,
        "showingSince": showing.since if showing else None,
        "manifestVersion": r.manifest_version,
        "filesKept": r.files_kept,
        "filesTotal": r.files_total,
        "bytesKept": r.bytes_kept,
        "offlineSince": r.offline_since,
        "offlineSeconds": r.offline_seconds,
        "emergencyId": r.emergency_id,
    }


def _report(screen_id: str, doc: Document) -> ScreenReport | None:
    """The stored report; None when its time of receipt is unreadable."""
    received = read_time(doc.get("receivedAt"))
    if received is None:
        return None
    return ScreenReport(
        screen_id, received, _showing(doc), str(doc.get("manifestVersion") or ""),
        _count(doc, "filesKept"), _count(doc, "filesTotal"), _count(doc, "bytesKept"),
        read_time(doc.get("offlineSince")), _count(doc, "offlineSeconds"),
        _text(doc, "emergencyId"),
    )  # fmt: skip


def _showing(doc: Document) -> NowShowing | None:
    since, media_id = read_time(doc.get("showingSince")), doc.get("mediaId")
    if since is None or not isinstance(media_id, str) or not media_id:
        return None
    return NowShowing(media_id, str(doc.get("mediaKind") or ""), since)


def _count(doc: Document, key: str) -> int:
    value: Any = doc.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else 0


def _text(doc: Document, key: str) -> str:
    """The text stored; '' when missing (a report stored before the field) or not a text."""
    value: Any = doc.get(key)
    return value if isinstance(value, str) else ""
