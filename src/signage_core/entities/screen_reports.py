"""What a screen's player says it shows (issue 24): its report, as received and kept (the
latest per screen), and the states the Screens page shows, worked out from it."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum


class ScreenState(StrEnum):
    """What the portal can honestly say of a screen (`rules.screen_states`)."""

    WAITING = "waiting"
    """Paired, never heard of since."""
    ONLINE = "online"
    """Its player polled or reported within SCREEN_ONLINE_WINDOW."""
    PLAYING_FROM_COPIES = "playingFromCopies"
    """Not heard of lately, but its last report said it played with every file kept."""
    OFFLINE = "offline"
    """Not heard of lately, and nothing says it can play without the server."""
    SUSPENDED = "suspended"
    """The licence stops its screens (`rules.screen_licence`): it shows its slate."""


@dataclass(frozen=True, slots=True)
class NowShowing:
    """The item on screen: its media, of which kind (`AssetType`), since when."""

    media_id: str
    kind: str
    since: datetime


@dataclass(frozen=True, slots=True)
class ScreenReport:
    """A player's report, its times in the server's clock. `showing` is None while nothing
    plays (standby, the slate). `offline_since` and `offline_seconds` are its last time
    without the server (None and 0 when it has had none since it started). `emergency_id`
    names the emergency message it shows ('' for none)."""

    screen_id: str
    received_at: datetime
    showing: NowShowing | None
    manifest_version: str
    files_kept: int
    files_total: int
    bytes_kept: int
    offline_since: datetime | None = None
    offline_seconds: int = 0
    emergency_id: str = ""

    @property
    def all_kept(self) -> bool:
        """Every file its manifest names is kept on the box."""
        return self.files_kept == self.files_total


@dataclass(frozen=True, slots=True)
class ReportInput:
    """A report as the player sends it, its times by the player's clock (`sent_at` too, so
    the server can shift them to its own), before any check."""

    sent_at: datetime
    showing: NowShowing | None
    manifest_version: str
    files_kept: int
    files_total: int
    bytes_kept: int
    offline_since: datetime | None = None
    offline_seconds: int = 0
    emergency_id: str = ""
