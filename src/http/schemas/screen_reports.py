"""A player's report (issue 24) as it sends it, and what the Screens list shows of it."""

from __future__ import annotations

from datetime import datetime

import msgspec

from signage_core.entities.screen_reports import NowShowing, ReportInput, ScreenReport


class ShowingBody(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    media_id: str
    media_kind: str
    since: datetime
    """When it started showing, by the player's clock."""


class ReportBody(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """Times by the player's clock; `sentAt` lets the server shift them to its own."""

    sent_at: datetime
    manifest_version: str
    files_kept: int
    files_total: int
    bytes_kept: int
    showing: ShowingBody | None = None
    """null while nothing plays (standby, the slate)."""
    offline_since: datetime | None = None
    """When its last time without the server began (null: none since it started)."""
    offline_seconds: int = 0
    """How long that lasted."""
    emergency_id: str | None = None
    """The emergency message it shows now (null: none)."""

    def report(self) -> ReportInput:
        s = self.showing
        showing = NowShowing(s.media_id, s.media_kind, s.since) if s else None
        return ReportInput(
            self.sent_at, showing, self.manifest_version, self.files_kept, self.files_total,
            self.bytes_kept, self.offline_since, self.offline_seconds, self.emergency_id or "",
        )  # fmt: skip


class ReportAnswer(msgspec.Struct, rename="camel"):
    kept: bool
    """False when a report kept less than a minute ago said the same."""


class NowPlayingView(msgspec.Struct, rename="camel"):
    media_id: str
    name: str
    """'' when the media is not one of the screen's playlist's (any more)."""
    kind: str
    since: datetime


class CopiesView(msgspec.Struct, rename="camel"):
    """The files the player keeps of those its manifest names, and their bytes."""

    kept: int
    total: int
    bytes: int


class OutageView(msgspec.Struct, rename="camel"):
    """Its last time without the server, as it reported when back."""

    since: datetime
    seconds: int


def now_playing(report: ScreenReport | None, name: str) -> NowPlayingView | None:
    shown = report.showing if report else None
    return NowPlayingView(shown.media_id, name, shown.kind, shown.since) if shown else None


def copies(report: ScreenReport | None) -> CopiesView | None:
    if report is None:
        return None
    return CopiesView(report.files_kept, report.files_total, report.bytes_kept)


def last_outage(report: ScreenReport | None) -> OutageView | None:
    if report is None or report.offline_since is None:
        return None
    return OutageView(report.offline_since, report.offline_seconds)
