"""A player's report (issue 24): what it shows now and since when, the manifest it applies,
the files it keeps, and its last time without the server. Authenticated by the device token
like the manifest (from the parts its polls keep, so a report reads nothing while the
screen is unchanged), checked field by field (a bad report changes nothing kept), its times
shifted from the player's clock to the server's, and kept as the screen's latest at most
once a minute unless what it shows changed (`rules.report_writes`). A report is a sign of
life too: it notes the screen's heartbeat like a poll."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from signage_core.entities.screen_reports import ReportInput, ScreenReport
from signage_core.errors import ValidationFailed
from signage_core.ports.clock import Clock
from signage_core.ports.screen_reports import ScreenReports
from signage_core.rules.report_writes import ReportWrites
from signage_core.rules.sightings import Sightings
from signage_core.usecases.screens.manifest import GetManifest
from signage_core.validation.screen_reports import validate_report


class ReceiveReport:
    def __init__(
        self,
        manifests: GetManifest,
        reports: ScreenReports,
        clock: Clock,
        sightings: Sightings,
        writes: ReportWrites,
    ) -> None:
        self._manifests, self._reports, self._clock = manifests, reports, clock
        self._sightings, self._writes = sightings, writes

    def __call__(self, device_token: str, sent: ReportInput) -> bool:
        """Keep the report; True when written now, False when one kept less than a minute
        ago says the same. DeviceNotPaired for a token naming no screen, ValidationFailed
        for a bad report."""
        screen = self._manifests.paired_screen(device_token)
        errors = validate_report(sent)
        if errors:
            raise ValidationFailed(errors)
        now = self._clock.now()
        self._sightings.note(screen.id, now)
        report = in_server_time(screen.id, sent, now)
        if not self._writes.due(report):
            return False
        try:
            self._reports.save(report)
        except BaseException:
            self._writes.forget(screen.id)
            raise
        return True


def in_server_time(screen_id: str, sent: ReportInput, now: datetime) -> ScreenReport:
    """The report received at `now`, its times moved by the player's clock's offset."""
    offset = now - sent.sent_at
    showing = sent.showing and replace(sent.showing, since=sent.showing.since + offset)
    return ScreenReport(
        screen_id, now, showing, sent.manifest_version, sent.files_kept, sent.files_total,
        sent.bytes_kept, _moved(sent.offline_since, offset), sent.offline_seconds,
        sent.emergency_id,
    )  # fmt: skip


def _moved(at: datetime | None, offset: timedelta) -> datetime | None:
    return None if at is None else at + offset
