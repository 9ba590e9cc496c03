"""Issue 27 on the memory backend: the licence governs what a paired screen's manifest says:
play, stand by, or the slate (no playlist) once the licence's end plus the grace has passed,
or the client or its owner is switched off; a deleted client's screens are gone."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

import pytest

from signage_core.entities.player import ScreenMode
from signage_core.errors import DeviceNotPaired
from signage_core.validation import messages as m

DAY = timedelta(days=1)


def _playing(world):
    """A client (basic, 7-day trial licence) whose one screen plays a one-image playlist."""
    actor, client = world.customer()
    media = world.add_image(actor)
    form = {"playlistName": "Shop", "mediaIds": [media.id]}
    playlist = world.uc.create_playlist()(actor, form)
    started = world.uc.start_pairing()()
    world.uc.create_screen()(actor, "Lobby", started.code, playlist.id)
    token = world.uc.poll_pairing()(started.code, started.poll_token).device_token
    return actor, client, token


def _pay(world, client):
    admin = world.staff(email=f"admin{world.clock.now().timestamp()}@example.com")
    form = {"clientId": client.id, "packageId": world.basic.id, "paymentMethod": "Cash"}
    world.uc.record_payment()(admin, {**form, "paymentReference": "R-1"})


def test_a_screen_with_active_items_plays(world):
    _, _, token = _playing(world)
    found = world.uc.get_manifest()(token)
    assert (found.mode, found.reason, found.slate) == (ScreenMode.PLAY, "", None)
    assert found.playlist is not None


def test_a_screen_without_a_playlist_stands_by(world):
    actor, _ = world.customer()
    started = world.uc.start_pairing()()
    world.uc.create_screen()(actor, "Lobby", started.code)
    token = world.uc.poll_pairing()(started.code, started.poll_token).device_token
    found = world.uc.get_manifest()(token)
    assert (found.mode, found.playlist) == (ScreenMode.STANDBY, None)


def test_an_ended_licence_plays_through_the_grace_then_shows_the_slate_until_paid(world):
    _, client, token = _playing(world)
    world.clock.advance(7 * DAY + 3 * DAY)  # the trial's end plus the whole grace
    assert world.uc.get_manifest()(token).mode is ScreenMode.PLAY
    world.clock.advance(timedelta(minutes=1))
    suspended = world.uc.get_manifest()(token)
    assert (suspended.mode, suspended.reason, suspended.playlist) == (
        ScreenMode.SUSPENDED, "licenceEnded", None,
    )  # fmt: skip
    assert suspended.slate is not None
    assert (suspended.slate.message_key, suspended.slate.message) == (
        "licenceEnded", m.SLATE_LICENCE_ENDED,
    )  # fmt: skip
    _pay(world, client)
    assert world.uc.get_manifest()(token).mode is ScreenMode.PLAY


def test_the_manifest_version_changes_with_the_mode(world):
    _, _, token = _playing(world)
    playing = world.uc.get_manifest()(token).version
    world.clock.advance(11 * DAY)
    assert world.uc.get_manifest()(token).version != playing


def test_a_deactivated_client_is_suspended_at_the_next_poll_and_plays_when_reactivated(world):
    _, client, token = _playing(world)
    staff = world.staff()
    world.uc.set_client_status()(staff, client.id, False)
    found = world.uc.get_manifest()(token)
    assert (found.mode, found.reason) == (ScreenMode.SUSPENDED, "clientDeactivated")
    world.uc.set_client_status()(staff, client.id, True)
    assert world.uc.get_manifest()(token).mode is ScreenMode.PLAY


def test_a_deactivated_owner_suspends_the_screens(world):
    actor, _, token = _playing(world)
    world.uc.set_user_status()(world.staff(), actor.user_id, False)
    found = world.uc.get_manifest()(token)
    assert (found.mode, found.reason) == (ScreenMode.SUSPENDED, "ownerDeactivated")


def test_the_slate_carries_the_clients_logo(world):
    _, client, token = _playing(world)
    logo = "https://cdn.example/logo.png"
    world.docs.clients.save(replace(client, status=False, logo_url=logo))
    slate = world.uc.get_manifest()(token).slate
    assert slate is not None
    assert slate.logo_url == logo


def test_a_deleted_clients_screens_are_deleted_and_their_tokens_refused(world):
    _, client, token = _playing(world)
    world.uc.delete_client()(world.staff(), client.id)
    assert world.docs.screens.list_for_client(client.id) == []
    with pytest.raises(DeviceNotPaired):
        world.uc.get_manifest()(token)


def test_the_licence_counts_down_to_when_the_screens_stop(world):
    actor, client, _ = _playing(world)  # the trial ends in 7 days
    outlook = world.uc.get_licence()(actor).screens
    assert outlook is not None
    assert (outlook.stop_at, outlook.stop_in_days) == (client.expire_date + 3 * DAY, 10)
    world.clock.advance(8 * DAY)  # in the grace
    outlook = world.uc.get_licence()(actor).screens
    assert (outlook.stop_in_days, outlook.suspended) == (2, None)
    world.clock.advance(3 * DAY)
    outlook = world.uc.get_licence()(actor).screens
    assert (outlook.stop_in_days, outlook.suspended) == (None, "licenceEnded")


def test_the_licence_says_the_client_is_switched_off(world):
    actor, client, _ = _playing(world)
    world.uc.set_client_status()(world.staff(), client.id, False)
    outlook = world.uc.get_licence()(actor).screens
    assert outlook is not None
    assert outlook.suspended == "clientDeactivated"
