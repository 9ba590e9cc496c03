"""A client's Plays report: its screens' plays per day, screen and media, counted in a time
zone the caller names (clients keep none yet: docs/decisions.md, "Plays counted in the
viewer's time zone"). The client sees its own; staff name any client they may see."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date
from zoneinfo import ZoneInfo

from signage_core.entities.plays import Play, PlayCount, PlaysReport
from signage_core.entities.users import Actor
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.play_log import PlayLog
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.rules.plays import day_bounds, time_zone
from signage_core.usecases.screens._screen_checks import client_in_view


@dataclass(frozen=True, slots=True)
class PlaysAsked:
    start: date
    end: date
    time_zone: str
    client_id: str = ""


class ReportPlays:
    def __init__(
        self,
        clients: ClientRepository,
        screens: ScreenRepository,
        medias: MediaRepository,
        plays: PlayLog,
    ) -> None:
        self._clients, self._screens, self._medias, self._plays = clients, screens, medias, plays

    def __call__(self, actor: Actor, asked: PlaysAsked) -> PlaysReport:
        zone = time_zone(asked.time_zone)
        first, after = day_bounds(asked.start, asked.end, zone)
        client = client_in_view(self._clients, actor, asked.client_id)
        rows = count_plays(self._plays.between(client.id, first, after), zone)
        screens = {screen.id: screen.name for screen in self._screens.list_for_client(client.id)}
        medias = {row.media_id for row in rows}
        return PlaysReport(
            client.id, asked.start, asked.end, zone.key, rows, screens,
            self._media_names(medias), self._plays.dropped(client.id),
        )  # fmt: skip

    def _media_names(self, media_ids: Iterable[str]) -> dict[str, str]:
        found = (self._medias.get(media_id) for media_id in sorted(media_ids))
        return {media.id: media.name for media in found if media is not None}


def count_plays(plays: Iterable[Play], zone: ZoneInfo) -> tuple[PlayCount, ...]:
    """Per day (of `Play.at` in `zone`), screen and media: plays, completed ones, seconds."""
    tally: dict[tuple[date, str, str], list[float]] = defaultdict(lambda: [0, 0, 0.0])
    for play in plays:
        counts = tally[(play.at.astimezone(zone).date(), play.screen_id, play.media_id)]
        counts[0] += 1
        counts[1] += play.completed
        counts[2] += (play.ended_at - play.started_at).total_seconds()
    return tuple(
        PlayCount(day, screen, media, int(n), int(done), round(seconds, 3))
        for (day, screen, media), (n, done, seconds) in sorted(tally.items())
    )
