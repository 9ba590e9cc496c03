"""A screen's manifest carries its schedule: the slices of the client's entries that reach it
(its own, its groups', all screens') over the horizon, in its zone, and the scheduled playlists
they play built like its own; cut per hour from the kept parts."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime, time, timedelta

import pytest
from tests.core.usecases.world import START

from signage_core.entities.player import ScreenMode
from signage_core.entities.schedules import ScheduleEntry, Switch, TargetKind

HOUR = START.replace(minute=0)  # Monday 2025-03-10 09:00 UTC
WEEKDAYS = frozenset(range(5))


def at(hour: int, day: int = 10) -> datetime:
    return datetime(2025, 3, day, hour, tzinfo=UTC)


@pytest.fixture
def lobby(world):
    """Ann's screen Lobby playing Morning, in group Front; her playlist Lunch."""
    actor, client = world.customer()
    morning = world.uc.create_playlist()(
        actor, {"playlistName": "Morning", "mediaIds": [world.add_image(actor).id]}
    )
    lunch = world.uc.create_playlist()(
        actor, {"playlistName": "Lunch", "mediaIds": [world.add_image(actor, "Soup").id]}
    )
    started = world.uc.start_pairing()()
    screen = world.uc.create_screen()(actor, "Lobby", started.code, morning.id).screen
    token = world.uc.poll_pairing()(started.code, started.poll_token).device_token
    group = world.uc.create_screen_group()(actor, "Front", (screen.id,))
    return actor, client, screen, group, lunch, token


def entry(client_id: str, kind: TargetKind, target: str, playlist: str, **changes) -> ScheduleEntry:
    fields = {"days": WEEKDAYS, "start": time(11), "end": time(15), "created_at": START} | changes
    return ScheduleEntry("e-lunch", client_id, kind, target, playlist, **fields)


def slices_of(manifest) -> list[tuple[datetime, datetime, str | None, str | None]]:
    return [(s.starts_at, s.ends_at, s.entry_id, s.playlist_id) for s in manifest.schedule.slices]


def test_a_group_entry_gives_the_screen_its_slices_and_the_scheduled_playlist(world, lobby):
    _, client, _, group, lunch, token = lobby
    world.docs.schedules.save(entry(client.id, TargetKind.GROUP, group.id, lunch.id))
    schedule = world.uc.get_manifest()(token).schedule
    assert schedule.time_zone == "UTC"
    assert schedule.until == HOUR + timedelta(hours=73)
    assert slices_of(world.uc.get_manifest()(token))[:3] == [
        (HOUR, at(11), None, None),
        (at(11), at(15), "e-lunch", lunch.id),
        (at(15), at(11, day=11), None, None),
    ]
    assert [p.name for p in schedule.playlists] == ["Lunch"]
    assert [len(p.items) for p in schedule.playlists] == [1]
    assert schedule.playlists[0].items[0].url.startswith("/api/player/files")


def test_the_slices_follow_the_screens_zone_else_the_clients(world, lobby):
    _, client, screen, _, lunch, token = lobby
    world.docs.schedules.save(entry(client.id, TargetKind.SCREEN, screen.id, lunch.id))
    world.docs.clients.update(client.id, lambda c: replace(c, time_zone="America/New_York"))
    assert slices_of(world.uc.get_manifest()(token))[1][:2] == (at(15), at(19))
    world.docs.screens.change(screen.id, lambda s: replace(s, time_zone="Europe/Madrid"))
    manifest = world.uc.get_manifest()(token)
    assert manifest.schedule.time_zone == "Europe/Madrid"
    assert slices_of(manifest)[1][:2] == (at(10), at(14))


def test_a_switched_off_scheduled_playlist_falls_back_to_the_screens_own(world, lobby):
    actor, client, _, group, lunch, token = lobby
    world.docs.schedules.save(entry(client.id, TargetKind.GROUP, group.id, lunch.id))
    world.uc.set_playlist_status()(actor, lunch.id, False)
    manifest = world.uc.get_manifest()(token)
    assert slices_of(manifest)[1] == (at(11), at(15), "e-lunch", None)
    assert manifest.schedule.playlists == ()
    assert manifest.playlist.name == "Morning"


def test_another_clients_entries_never_reach_the_screen(world, lobby):
    *_, lunch, token = lobby
    _, other = world.customer("bob@example.com")
    world.docs.schedules.save(entry(other.id, TargetKind.ALL, "", lunch.id))
    assert world.uc.get_manifest()(token).schedule is None


def test_an_entry_of_a_group_the_screen_is_not_in_never_reaches_it(world, lobby):
    _, client, _, _, lunch, token = lobby
    world.docs.schedules.save(entry(client.id, TargetKind.GROUP, "another-group", lunch.id))
    assert world.uc.get_manifest()(token).schedule is None


def test_a_screen_with_only_a_scheduled_playlist_plays(world, lobby):
    _, client, screen, _, lunch, token = lobby
    world.docs.screens.change(screen.id, lambda s: replace(s, playlist_id=""))
    assert world.uc.get_manifest()(token).mode is ScreenMode.STANDBY
    world.docs.schedules.save(entry(client.id, TargetKind.ALL, "", lunch.id, switch=Switch.NOW))
    manifest = world.uc.get_manifest()(token)
    assert manifest.mode is ScreenMode.PLAY
    assert manifest.playlist is None
    assert manifest.schedule.slices[1].switch == "now"


def test_the_kept_manifest_holds_through_the_hour_and_moves_on_with_the_next(world, lobby):
    _, client, _, group, lunch, token = lobby
    world.docs.schedules.save(entry(client.id, TargetKind.GROUP, group.id, lunch.id))
    first = world.uc.get_manifest()(token)
    world.clock.advance(timedelta(minutes=20))
    assert world.uc.get_manifest()(token) is first
    world.clock.advance(timedelta(minutes=20))
    later = world.uc.get_manifest()(token)
    assert slices_of(later)[0][:2] == (at(10), at(11))
    assert later.schedule.until == at(10) + timedelta(hours=73)
    assert later.version != first.version


def test_an_entry_written_is_in_the_next_poll(world, lobby):
    _, client, _, group, lunch, token = lobby
    assert world.uc.get_manifest()(token).schedule is None
    world.docs.schedules.save(entry(client.id, TargetKind.GROUP, group.id, lunch.id))
    assert world.uc.get_manifest()(token).schedule is not None
    world.docs.schedules.delete("e-lunch")
    assert world.uc.get_manifest()(token).schedule is None


def test_a_suspended_screen_gets_no_schedule(world, lobby):
    _, client, _, group, lunch, token = lobby
    world.docs.schedules.save(entry(client.id, TargetKind.GROUP, group.id, lunch.id))
    world.docs.clients.update(client.id, lambda c: replace(c, status=False))
    manifest = world.uc.get_manifest()(token)
    assert manifest.mode is ScreenMode.SUSPENDED
    assert manifest.schedule is None
