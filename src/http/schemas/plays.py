"""Proof of play: the batch a player sends, and a client's Plays report."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from datetime import date, datetime
from typing import Annotated

import msgspec

from signage_core.entities.plays import Play, PlayBatch, PlayCount, PlaysReport

Moment = Annotated[datetime, msgspec.Meta(tz=True)]


class PlayBody(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """One play by the player's clock; `offsetMs` is the server's clock minus the player's."""

    sequence: int
    media_id: str
    started_at: Moment
    ended_at: Moment
    completed: bool
    playlist_id: str = ""
    offset_ms: int = 0

    def play(self) -> Play:
        return Play(
            "", self.sequence, "", self.media_id, self.playlist_id, self.started_at,
            self.ended_at, self.offset_ms, self.completed,
        )  # fmt: skip


class PlayBatchBody(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    """At most 500 plays; `dropped`: how many plays the player's outbox dropped in all."""

    plays: list[PlayBody] = msgspec.field(default_factory=list)
    dropped: int = 0

    def batch(self) -> PlayBatch:
        return PlayBatch(tuple(body.play() for body in self.plays), self.dropped)


class RecordedPlaysView(msgspec.Struct, rename="camel"):
    kept: int


class PlayRowView(msgspec.Struct, rename="camel"):
    day: date
    screen_id: str
    screen_name: str
    media_id: str
    media_name: str
    plays: int
    completed: int
    seconds: float


class PlayTotalView(msgspec.Struct, rename="camel"):
    """Plays of one media, one screen or one day (`key`: its id, or the day)."""

    key: str
    name: str
    plays: int


class PlaysReportView(msgspec.Struct, rename="camel"):
    client_id: str
    start: date
    end: date
    time_zone: str
    total: int
    rows: list[PlayRowView]
    by_media: list[PlayTotalView]
    by_screen: list[PlayTotalView]
    by_day: list[PlayTotalView]
    dropped: list[PlayTotalView]

    @classmethod
    def of(cls, report: PlaysReport) -> PlaysReportView:
        screen, media = _name(report.screen_names), _name(report.media_names)
        rows = [_row(row, screen, media) for row in report.rows]
        dropped = [PlayTotalView(k, screen(k), n) for k, n in sorted(report.dropped.items())]
        return cls(
            report.client_id, report.start, report.end, report.time_zone, report.total, rows,
            _totals(report.rows, lambda row: row.media_id, media),
            _totals(report.rows, lambda row: row.screen_id, screen),
            _totals(report.rows, lambda row: row.day.isoformat(), lambda day: day), dropped,
        )  # fmt: skip


def _name(names: dict[str, str]) -> Callable[[str], str]:
    """An id's name, '' for one deleted since."""
    return lambda key: names.get(key, "")


def _row(row: PlayCount, screen: Callable[[str], str], media: Callable[[str], str]) -> PlayRowView:
    return PlayRowView(
        row.day, row.screen_id, screen(row.screen_id), row.media_id, media(row.media_id),
        row.plays, row.completed, row.seconds,
    )  # fmt: skip


def _totals(
    rows: tuple[PlayCount, ...], key: Callable[[PlayCount], str], name: Callable[[str], str]
) -> list[PlayTotalView]:
    tally: dict[str, int] = defaultdict(int)
    for row in rows:
        tally[key(row)] += row.plays
    return [PlayTotalView(k, name(k), n) for k, n in sorted(tally.items())]
