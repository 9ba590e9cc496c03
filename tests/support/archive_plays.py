"""Plays for the archive tests: what a paired TV's player reports, and the Plays report a
moved portal must give the same."""

from __future__ import annotations

from datetime import datetime, timedelta

from signage_adapters.archive.carried import CARRIED
from signage_adapters.archive.contents import portal_data
from signage_adapters.documents.query import Query
from signage_http.wiring.portal import Portal

from signage_core.entities.plays import Play, PlayBatch, PlaysReport
from signage_core.usecases.screens.plays_report import PlaysAsked

PLAYS = 5
DROPPED = 2
CARRIED_PLAYS = ("plays", "playsDropped")


def play_some(portal: Portal, device_token: str, media_ids: list[str], playlist_id: str) -> None:
    """`PLAYS` plays over the medias (one cut short, the player's clock a little behind) on
    the portal's day, and `DROPPED` plays the player dropped unsent."""
    start = portal.backend.clock.now().replace(hour=8, minute=0, second=0, microsecond=0)
    plays = tuple(
        Play("", number, "", media_ids[number % len(media_ids)], playlist_id,
             start + timedelta(seconds=30 * number),
             start + timedelta(seconds=30 * number + 10), 1250, number != 3)
        for number in range(1, PLAYS + 1)
    )  # fmt: skip
    portal.use_cases.record_plays()(device_token, PlayBatch(plays, DROPPED))


def plays_report(portal: Portal, actor_id: str, client_id: str, day: datetime) -> PlaysReport:
    """The client's Plays report of `day` (UTC), as `actor_id` sees it."""
    asked = PlaysAsked(day.date(), day.date(), "UTC", client_id)
    return portal.use_cases.report_plays()(portal.actor(actor_id), asked)


def report_totals(report: PlaysReport) -> tuple[int, int, float, dict[str, int]]:
    """Plays, completed ones, seconds, and dropped per screen."""
    completed = sum(row.completed for row in report.rows)
    seconds = sum(row.seconds for row in report.rows)
    return report.total, completed, seconds, report.dropped


def kept_plays(portal: Portal) -> dict[str, list[tuple[str, object]]]:
    """Every play and dropped total (as the portal reads them: each store keeps times in its
    own form), from where the backend keeps them."""
    data = portal_data(portal.backend)
    return {
        name: sorted((row[0], CARRIED[name].read(*row)) for row in data.plays.find(Query(name)))
        for name in CARRIED_PLAYS
    }
