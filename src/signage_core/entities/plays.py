"""Proof of play: what a screen's player showed, one record per item it started."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta


@dataclass(frozen=True, slots=True)
class Play:
    """One item a screen played. `sequence` is the player's own count (its outbox's), so
    screen + sequence names a play however often it is sent. `started_at` and `ended_at`
    are by the player's clock; `offset_ms` is the server's clock minus the player's, as the
    player last measured it. `completed` is False for an item skipped or cut short."""

    screen_id: str
    sequence: int
    client_id: str
    media_id: str
    playlist_id: str
    started_at: datetime
    ended_at: datetime
    offset_ms: int
    completed: bool

    @property
    def id(self) -> str:
        return play_id(self.screen_id, self.sequence)

    @property
    def at(self) -> datetime:
        """When it started by the server's clock: what reports count by."""
        return self.started_at + timedelta(milliseconds=self.offset_ms)


def play_id(screen_id: str, sequence: int) -> str:
    """`{screen id}-{sequence}`, the sequence zero-padded so ids sort in order."""
    return f"{screen_id}-{sequence:012d}"


@dataclass(frozen=True, slots=True)
class PlayBatch:
    """What a player sends: its plays (screen and client filled in by the server) and how
    many plays its outbox has dropped in all (oldest first, when it was full)."""

    plays: tuple[Play, ...]
    dropped: int = 0


@dataclass(frozen=True, slots=True)
class PlayCount:
    """Plays of one media on one screen on one day (in the report's time zone)."""

    day: date
    screen_id: str
    media_id: str
    plays: int
    completed: int
    seconds: float


@dataclass(frozen=True, slots=True)
class PlaysReport:
    """A client's plays between two days (inclusive) in a time zone, with the names of its
    screens and medias (an id without a name was deleted since) and the plays each screen's
    player dropped unsent (its outbox full)."""

    client_id: str
    start: date
    end: date
    time_zone: str
    rows: tuple[PlayCount, ...]
    screen_names: dict[str, str]
    media_names: dict[str, str]
    dropped: dict[str, int]

    @property
    def total(self) -> int:
        return sum(row.plays for row in self.rows)
