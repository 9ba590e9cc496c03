"""A player's report (issue 24): kept as its screen's latest, its times in the server's
clock, a bad one refused with every broken field and nothing lost, kept at most once a
minute unless what it shows changed, and the states the Screens list shows from it."""

from dataclasses import replace
from datetime import timedelta

import pytest

from signage_core.entities.screen_reports import NowShowing, ReportInput, ScreenState
from signage_core.errors import DeviceNotPaired, ValidationFailed
from signage_core.validation import messages as m


def _screen_playing(world):
    """A paired screen with a one-image playlist: (actor, client, screen id, token, media)."""
    actor, client = world.customer()
    media = world.add_image(actor, name="Summer sale")
    form = {"playlistName": "Morning", "mediaIds": [media.id]}
    playlist = world.uc.create_playlist()(actor, form)
    started = world.uc.start_pairing()()
    screen = world.uc.create_screen()(actor, "Lobby", started.code, playlist.id).screen
    token = world.uc.poll_pairing()(started.code, started.poll_token).device_token
    return actor, client, screen.id, token, media


def _report(world, media_id="m1", ago=timedelta(seconds=20), **changes):
    """A report sent now by a player whose clock agrees with the server's."""
    now = world.clock.now()
    showing = NowShowing(media_id, "image", now - ago)
    return replace(ReportInput(now, showing, "v1", 3, 3, 1_000), **changes)


def _listed(world, actor):
    return world.uc.list_screens()(actor).items[0]


def test_a_report_is_listed_with_what_the_screen_shows_and_its_copies(world):
    actor, _, _, token, media = _screen_playing(world)
    assert world.uc.receive_report()(token, _report(world, media.id)) is True
    listed = _listed(world, actor)
    assert listed.state is ScreenState.ONLINE
    assert listed.showing_name == "Summer sale"
    assert listed.report.showing.since == world.clock.now() - timedelta(seconds=20)
    assert (listed.report.files_kept, listed.report.files_total) == (3, 3)
    assert listed.screen.last_seen_at == world.clock.now()


def test_a_players_clock_off_by_an_hour_is_shifted_to_the_servers(world):
    actor, _, _, token, media = _screen_playing(world)
    ahead = timedelta(hours=1)
    sent = _report(world, media.id)
    sent = replace(sent, sent_at=sent.sent_at + ahead, showing=replace(
        sent.showing, since=sent.showing.since + ahead))  # fmt: skip
    world.uc.receive_report()(token, sent)
    since = _listed(world, actor).report.showing.since
    assert since == world.clock.now() - timedelta(seconds=20)


def test_a_wrong_token_is_refused_before_the_report_is_read(world):
    _, _, screen_id, _, _ = _screen_playing(world)
    with pytest.raises(DeviceNotPaired):
        world.uc.receive_report()(f"{screen_id}.wrong", _report(world, files_kept=-1))


def test_a_bad_report_names_every_broken_field_and_loses_the_kept_one(world):
    actor, _, _, token, media = _screen_playing(world)
    world.uc.receive_report()(token, _report(world, media.id))
    world.clock.advance(timedelta(minutes=2))
    bad = _report(world, "x" * 201, files_kept=5, files_total=4, bytes_kept=-1,
                  offline_seconds=-3, manifest_version="v" * 201)  # fmt: skip
    bad = replace(bad, showing=replace(bad.showing, kind="gif", since=bad.sent_at + timedelta(1)))
    with pytest.raises(ValidationFailed) as refused:
        world.uc.receive_report()(token, bad)
    assert refused.value.field_errors == {
        "mediaId": m.REPORT_TEXT_TOO_LONG.format(limit=200),
        "manifestVersion": m.REPORT_TEXT_TOO_LONG.format(limit=200),
        "mediaKind": m.REPORT_KIND_UNKNOWN,
        "bytesKept": m.REPORT_COUNT_INVALID.format(limit=10**15),
        "offlineSeconds": m.REPORT_COUNT_INVALID.format(limit=366 * 24 * 3600),
        "showingSince": m.REPORT_TIME_AHEAD,
        "filesKept": m.REPORT_KEPT_OVER_TOTAL,
    }
    assert _listed(world, actor).report.showing.media_id == media.id


def test_times_a_year_old_or_without_a_zone_are_refused(world):
    _, _, _, token, media = _screen_playing(world)
    old = _report(world, media.id, offline_since=world.clock.now() - timedelta(days=400))
    with pytest.raises(ValidationFailed) as refused:
        world.uc.receive_report()(token, old)
    assert refused.value.field_errors == {"offlineSince": m.REPORT_TIME_TOO_OLD}
    naive = _report(world, media.id, sent_at=world.clock.now().replace(tzinfo=None))
    with pytest.raises(ValidationFailed) as refused:
        world.uc.receive_report()(token, naive)
    assert refused.value.field_errors == {"sentAt": m.REPORT_TIME_NO_ZONE}


def test_the_same_report_within_a_minute_is_not_kept_again(world):
    actor, _, _, token, media = _screen_playing(world)
    receive = world.uc.receive_report()
    first = _report(world, media.id)
    assert receive(token, first) is True
    world.clock.advance(timedelta(seconds=30))
    assert receive(token, replace(first, sent_at=world.clock.now(), bytes_kept=9)) is False
    assert _listed(world, actor).report.bytes_kept == 1_000
    world.clock.advance(timedelta(seconds=31))
    assert receive(token, replace(first, sent_at=world.clock.now(), bytes_kept=9)) is True
    assert _listed(world, actor).report.bytes_kept == 9


def test_another_item_shown_is_kept_at_once(world):
    _, _, _, token, media = _screen_playing(world)
    receive = world.uc.receive_report()
    assert receive(token, _report(world, media.id)) is True
    world.clock.advance(timedelta(seconds=5))
    assert receive(token, _report(world, "m2", ago=timedelta(seconds=1))) is True


def test_a_silent_screen_that_played_from_full_copies_plays_from_them_then_is_offline(world):
    actor, _, _, token, media = _screen_playing(world)
    world.uc.receive_report()(token, _report(world, media.id))
    heard = world.clock.now()
    world.clock.advance(timedelta(minutes=3))
    listed = _listed(world, actor)
    assert (listed.state, listed.state_since) == (ScreenState.PLAYING_FROM_COPIES, heard)
    world.clock.advance(timedelta(hours=24))
    assert _listed(world, actor).state is ScreenState.OFFLINE


def test_a_silent_screen_missing_files_is_offline(world):
    actor, _, _, token, media = _screen_playing(world)
    world.uc.receive_report()(token, _report(world, media.id, files_kept=2))
    world.clock.advance(timedelta(minutes=3))
    assert _listed(world, actor).state is ScreenState.OFFLINE


def test_a_screen_back_after_an_outage_is_online_with_its_outage(world):
    actor, _, _, token, media = _screen_playing(world)
    lost = world.clock.now() - timedelta(minutes=10)
    back = _report(world, media.id, offline_since=lost, offline_seconds=540)
    world.uc.receive_report()(token, back)
    listed = _listed(world, actor)
    assert listed.state is ScreenState.ONLINE
    assert (listed.report.offline_since, listed.report.offline_seconds) == (lost, 540)


def test_a_suspended_clients_screens_are_suspended_whatever_they_report(world):
    actor, client, _, token, media = _screen_playing(world)
    world.uc.receive_report()(token, _report(world, media.id))
    world.docs.clients.save(replace(client, status=False))
    assert _listed(world, actor).state is ScreenState.SUSPENDED


def test_a_media_not_of_the_screens_playlist_is_not_named(world):
    actor, _, _, token, _ = _screen_playing(world)
    bob, _ = world.customer("bob@example.com")
    secret = world.add_image(bob, name="Bob's secret")
    world.uc.receive_report()(token, _report(world, secret.id))
    listed = _listed(world, actor)
    assert (listed.report.showing.media_id, listed.showing_name) == (secret.id, "")


def test_a_report_is_the_screens_sign_of_life(world):
    _, _, _, token, media = _screen_playing(world)
    world.clock.advance(timedelta(minutes=5))
    world.uc.receive_report()(token, _report(world, media.id))
    assert world.uc.write_heartbeats()() == 1


def test_a_media_of_a_scheduled_playlist_of_the_client_is_named(world):
    actor, _, _, token, _ = _screen_playing(world)
    lunch = world.add_image(actor, name="Soup of the day")
    world.uc.create_playlist()(actor, {"playlistName": "Lunch", "mediaIds": [lunch.id]})
    world.uc.receive_report()(token, _report(world, lunch.id))
    assert _listed(world, actor).showing_name == "Soup of the day"
