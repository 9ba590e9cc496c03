"""Proof of play: a paired screen's player records its plays (the tenant from its screen,
bounded batches, resends idempotent), and a client's Plays report counts them per day,
screen and media in the time zone asked for; staff see any client's."""

from dataclasses import replace
from datetime import UTC, date, datetime, timedelta

import pytest

from signage_core.entities.plays import Play, PlayBatch
from signage_core.errors import DeviceNotPaired, NotFound, ValidationFailed
from signage_core.rules.plays import MAX_BATCH
from signage_core.usecases.screens.plays_report import PlaysAsked
from signage_core.validation import messages as m

NOON = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)


def _paired(world, actor, name="Lobby"):
    started = world.uc.start_pairing()()
    listed = world.uc.create_screen()(actor, name, started.code)
    polled = world.uc.poll_pairing()(started.code, started.poll_token)
    return listed.screen, polled.device_token


def _play(sequence, at=NOON, media="m1", seconds=8, **changes):
    play = Play("", sequence, "", media, "p1", at, at + timedelta(seconds=seconds), 0, True)
    return replace(play, **changes)


def _report(world, actor, start=date(2025, 3, 10), end=date(2025, 3, 10), tz="UTC", **kw):
    return world.uc.report_plays()(actor, PlaysAsked(start, end, tz, **kw))


def test_a_players_plays_are_counted_for_its_screens_client(world):
    actor, client = world.customer()
    screen, token = _paired(world, actor)
    world.uc.record_plays()(token, PlayBatch((_play(1), _play(2), _play(3, media="m2"))))
    report = _report(world, actor)
    assert report.client_id == client.id
    assert report.total == 3
    assert {(row.screen_id, row.media_id, row.plays) for row in report.rows} == {
        (screen.id, "m1", 2), (screen.id, "m2", 1),
    }  # fmt: skip
    assert report.screen_names == {screen.id: "Lobby"}


def test_a_batch_sent_again_counts_once(world):
    actor, _ = world.customer()
    _, token = _paired(world, actor)
    batch = PlayBatch((_play(1), _play(2)))
    world.uc.record_plays()(token, batch)
    assert world.uc.record_plays()(token, batch).kept == 2
    assert _report(world, actor).total == 2


def test_a_token_of_no_paired_screen_records_nothing(world):
    with pytest.raises(DeviceNotPaired):
        world.uc.record_plays()("s1.not-a-token", PlayBatch((_play(1),)))


def test_a_batch_over_the_limit_is_refused_with_the_limit(world):
    actor, _ = world.customer()
    _, token = _paired(world, actor)
    too_many = PlayBatch(tuple(_play(n) for n in range(MAX_BATCH + 1)))
    with pytest.raises(ValidationFailed) as refused:
        world.uc.record_plays()(token, too_many)
    assert refused.value.message == m.PLAYS_TOO_MANY.format(limit=MAX_BATCH)


@pytest.mark.parametrize(
    "play",
    [
        _play(-1),
        _play(1, media=""),
        _play(1, seconds=-1),
        _play(1, seconds=2 * 86400),
    ],
)
def test_a_play_that_makes_no_sense_is_refused(world, play):
    actor, _ = world.customer()
    _, token = _paired(world, actor)
    with pytest.raises(ValidationFailed) as refused:
        world.uc.record_plays()(token, PlayBatch((play,)))
    assert refused.value.message == m.PLAY_INVALID


def test_the_dropped_count_is_reported_per_screen(world):
    actor, _ = world.customer()
    screen, token = _paired(world, actor)
    world.uc.record_plays()(token, PlayBatch((), dropped=7))
    assert _report(world, actor).dropped == {screen.id: 7}


def test_days_are_counted_in_the_time_zone_asked_for(world):
    """23:30 UTC on the 10th is the 11th in Madrid (UTC+1 in March)."""
    actor, _ = world.customer()
    _, token = _paired(world, actor)
    late = NOON.replace(hour=23, minute=30)
    world.uc.record_plays()(token, PlayBatch((_play(1), _play(2, at=late))))
    utc = _report(world, actor, end=date(2025, 3, 11))
    madrid = _report(world, actor, end=date(2025, 3, 11), tz="Europe/Madrid")
    assert [row.day.day for row in utc.rows] == [10]
    assert [row.day.day for row in madrid.rows] == [10, 11]


def test_a_play_counts_on_its_start_by_the_servers_clock(world):
    """A player clock a day behind, with its offset: counted on the server's day."""
    actor, _ = world.customer()
    _, token = _paired(world, actor)
    behind = _play(1, at=NOON - timedelta(days=1), offset_ms=86_400_000)
    world.uc.record_plays()(token, PlayBatch((behind,)))
    assert _report(world, actor).total == 1


def test_an_unknown_time_zone_or_a_reversed_range_is_refused(world):
    actor, _ = world.customer()
    with pytest.raises(ValidationFailed) as refused:
        _report(world, actor, tz="Mars/Olympus")
    assert refused.value.field_errors == {"tz": m.TIME_ZONE_UNKNOWN}
    with pytest.raises(ValidationFailed) as refused:
        _report(world, actor, start=date(2025, 3, 11))
    assert refused.value.field_errors == {"to": m.DATE_RANGE_INVALID}


def test_staff_see_any_clients_plays_and_clients_only_their_own(world):
    ann, ann_client = world.customer()
    bob, _ = world.customer("bob@example.com")
    _, token = _paired(world, ann)
    world.uc.record_plays()(token, PlayBatch((_play(1),)))
    assert _report(world, bob).total == 0
    with pytest.raises(NotFound):
        _report(world, bob, client_id=ann_client.id)
    assert _report(world, world.staff(), client_id=ann_client.id).total == 1
