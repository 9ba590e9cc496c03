"""Which of a player's reports are kept: the first, then one each REPORT_KEPT_EVERY per
screen, unless what it says it shows changed (another item, another manifest, an outage
come to an end), as this process counts them. A Firestore write per screen and minute at
most beside that (docs/operations.md, "What it costs on Firebase"); the way the heartbeats
are noted (`rules.sightings`)."""

from __future__ import annotations

import threading
from collections.abc import Hashable
from datetime import datetime, timedelta

from signage_core.entities.screen_reports import ScreenReport

REPORT_KEPT_EVERY = timedelta(minutes=1)
REPORTS_NOTED = 100_000
"""Screens whose last kept report is remembered at most; past it all are forgotten (each
screen's next report is then kept, early at worst)."""


class ReportWrites:
    """When each screen's report was last kept and what it said. Safe across threads."""

    def __init__(self, noted: int = REPORTS_NOTED) -> None:
        self._max = noted
        self._lock = threading.Lock()
        self._noted: dict[str, tuple[datetime, Hashable]] = {}

    def due(self, report: ScreenReport) -> bool:
        """True (and noted) when `report` is to be kept."""
        said, now = what_it_says(report), report.received_at
        with self._lock:
            last = self._noted.get(report.screen_id)
            if last is not None and last[1] == said and _recent(last[0], now):
                return False
            if len(self._noted) >= self._max:
                self._noted.clear()
            self._noted[report.screen_id] = (now, said)
            return True

    def forget(self, screen_id: str) -> None:
        """The kept report was not written after all: the next one is kept."""
        with self._lock:
            self._noted.pop(screen_id, None)


def what_it_says(report: ScreenReport) -> Hashable:
    """What a change of makes a report worth keeping at once."""
    showing = report.showing
    shown = (showing.media_id, showing.since) if showing else None
    said = (report.manifest_version, report.offline_since, report.all_kept, report.emergency_id)
    return (shown, *said)


def _recent(then: datetime, now: datetime) -> bool:
    return 0 <= (now - then).total_seconds() < REPORT_KEPT_EVERY.total_seconds()
