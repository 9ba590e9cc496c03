from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest
from tests.contracts.builders import a_client
from tests.core.usecases.world import START, World, upload

from signage_core.entities.media import AssetType
from signage_core.entities.users import Role
from signage_core.errors import Forbidden, NotFound, ProfileIncomplete
from signage_core.paging import PageRequest
from signage_core.ports.user_log_repository import LogFilter
from signage_core.rules.first_run import first_run


def test_a_new_clients_licence_is_a_seven_day_trial(world):
    actor, client = world.customer()
    licence = world.uc.get_licence()(actor)
    assert (licence.expired, licence.trial, licence.days_left) == (False, True, 7)
    assert licence.expire_date == client.expire_date


def test_the_licence_counts_down_and_expires_after_the_expire_date(world):
    actor, _ = world.customer()
    world.clock.advance(timedelta(days=6, hours=1))
    assert world.uc.get_licence()(actor).days_left == 1
    world.clock.advance(timedelta(hours=23))
    assert world.uc.get_licence()(actor).expired is False
    world.clock.advance(timedelta(seconds=1))
    licence = world.uc.get_licence()(actor)
    assert (licence.expired, licence.days_left) == (True, 0)


def test_a_payment_ends_the_trial(world):
    actor, client = world.customer()
    form = {"clientId": client.id, "packageId": "pkg-basic", "paymentMethod": "PayPal"}
    world.uc.record_payment()(world.staff(), form)
    assert world.uc.get_licence()(actor).trial is False


def test_staff_read_any_clients_licence_clients_only_their_own(world):
    _, ann_client = world.customer()
    bob = world.signup("bob@example.com", "Bob")
    assert world.uc.get_licence()(world.staff(), ann_client.id).days_left == 7
    with pytest.raises(NotFound):
        world.uc.get_licence()(bob, ann_client.id)
    with pytest.raises(ProfileIncomplete, match=r"Please complete your client profile\."):
        world.uc.get_licence()(bob)


def test_the_dashboard_counts_media_by_type_and_this_months_additions():
    world = World(datetime(2025, 2, 27, tzinfo=UTC))
    actor, _ = world.customer()
    old = world.add_image(actor)
    world.uc.create_playlist()(actor, {"playlistName": "Old", "mediaIds": [old.id]})
    world.clock.set(datetime(2025, 3, 2, tzinfo=UTC))
    world.add_youtube(actor)
    new = world.add_image(actor)
    world.uc.create_playlist()(actor, {"playlistName": "New", "mediaIds": [new.id]})
    board = world.uc.get_dashboard()(actor)
    assert board.media_by_type == {AssetType.IMAGE: 2, AssetType.VIDEO: 0, AssetType.YOUTUBE: 1}
    assert (board.new_medias_this_month, board.new_playlists_this_month) == (2, 1)
    assert board.licence.expired is False


def test_the_dashboard_never_counts_another_users_media(world):
    ann, _ = world.customer()
    bob, _ = world.customer("bob@example.com")
    world.add_image(bob)
    assert world.uc.get_dashboard()(ann).media_by_type[AssetType.IMAGE] == 0


def test_staff_read_the_audit_log_and_clients_may_not(world):
    admin = world.staff()
    supervisor = world.staff(Role.SUPERVISOR, "sup@example.com")
    actor, client = world.customer()
    world.uc.login()({"email": "ann@example.com", "password": "secret1"})
    world.clock.advance(timedelta(seconds=1))
    world.uc.set_client_status()(supervisor, client.id, False)
    entries = world.uc.list_user_logs()(admin, PageRequest(10)).items
    assert [e.action for e in entries] == ["ToggleClientStatus", "UserLogin", "NewClient"]
    assert entries[0].action_date_time == START + timedelta(seconds=1)
    mine = LogFilter(user_id=actor.user_id)
    assert [e.action for e in world.uc.list_user_logs()(admin, PageRequest(), mine).items] == [
        "UserLogin",
        "NewClient",
    ]
    with pytest.raises(Forbidden):
        world.uc.list_user_logs()(actor, PageRequest())


def test_a_new_clients_first_run_checklist_has_only_the_profile_done(world):
    actor, _ = world.customer()
    steps = world.uc.get_dashboard()(actor).first_run
    assert (steps.profile, steps.logo, steps.media, steps.playlist, steps.screen) == (
        True, False, False, False, False,
    )  # fmt: skip
    assert steps.done is False


def test_the_first_run_checklist_ticks_logo_media_playlist_and_screen_as_they_are_made(world):
    actor, client = world.customer()
    world.uc.upload_client_logo()(actor, client.id, upload(b"png-bytes"), 400, 300)
    media = world.add_image(actor)
    playlist = world.uc.create_playlist()(actor, {"playlistName": "P", "mediaIds": [media.id]})
    world.uc.create_screen()(actor, "Lobby", world.uc.start_pairing()().code, playlist.id)
    assert world.uc.get_dashboard()(actor).first_run.done is True


def test_a_profile_missing_a_required_field_is_not_done():
    base = a_client(logo_url="https://example.com/logo.png")
    assert first_run(base, 1, 1, 1).done is True
    assert first_run(replace(base, location_number=" "), 1, 1, 1).profile is False
