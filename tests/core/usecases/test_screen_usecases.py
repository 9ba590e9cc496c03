"""Screens: pairing by a single-use code, the package's limit, revocation, tenants."""

from dataclasses import replace
from datetime import timedelta
from functools import partial

import pytest
from signage_adapters.documents.query import Query
from signage_adapters.documents.repositories.bundle import document_store
from signage_adapters.documents.screen_pairings import COLLECTION as PAIRINGS
from signage_adapters.documents.screens import COLLECTION as SCREENS
from tests.support.racing import race

from signage_core.entities.screens import Screen, ScreenChanges
from signage_core.errors import (
    DeviceNotPaired,
    LicenceExpired,
    NotFound,
    ScreenLimitReached,
    ValidationFailed,
)
from signage_core.validation import messages as m


def _paired(world, actor, name="Lobby", playlist_id=""):
    """A box's code used by `actor`, and the device token the box then collects."""
    started = world.uc.start_pairing()()
    listed = world.uc.create_screen()(actor, name, started.code, playlist_id)
    polled = world.uc.poll_pairing()(started.code, started.poll_token)
    assert (polled.status, polled.screen_id) == ("paired", listed.screen.id)
    return listed.screen, polled.device_token


def _code_error(call):
    with pytest.raises(ValidationFailed) as refused:
        call()
    return refused.value.field_errors


def test_a_box_waits_until_its_code_is_used_then_gets_its_token_once(world):
    actor, _ = world.customer()
    started = world.uc.start_pairing()()
    poll = world.uc.poll_pairing()
    assert poll(started.code, started.poll_token).status == "waiting"
    world.uc.create_screen()(actor, "Lobby", started.code)
    token = poll(started.code, started.poll_token).device_token
    assert world.uc.get_manifest()(token).screen_name == "Lobby"
    with pytest.raises(NotFound):
        poll(started.code, started.poll_token)


def test_a_used_code_pairs_nothing_more(world):
    actor, client = world.customer(packageId="pkg-premium")
    world.pay(client)
    world.docs.catalogue.save_package(replace(world.premium, units=5))
    started = world.uc.start_pairing()()
    create = world.uc.create_screen()
    create(actor, "One", started.code)
    errors = _code_error(lambda: create(actor, "Two", started.code))
    assert errors == {"pairingCode": m.PAIRING_CODE_INVALID}


def test_a_code_expires_ten_minutes_after_the_box_asked(world):
    actor, _ = world.customer()
    started = world.uc.start_pairing()()
    assert started.expires_at == world.clock.now() + timedelta(minutes=10)
    world.clock.advance(timedelta(minutes=10))
    errors = _code_error(lambda: world.uc.create_screen()(actor, "Late", started.code))
    assert errors == {"pairingCode": m.PAIRING_CODE_INVALID}
    with pytest.raises(NotFound):
        world.uc.poll_pairing()(started.code, started.poll_token)


def test_a_used_code_must_be_collected_within_ten_minutes(world):
    actor, _ = world.customer()
    world.clock.advance(timedelta(minutes=9))
    started = world.uc.start_pairing()()
    world.clock.advance(timedelta(minutes=9))
    world.uc.create_screen()(actor, "Lobby", started.code)
    world.clock.advance(timedelta(minutes=10))
    with pytest.raises(NotFound):
        world.uc.poll_pairing()(started.code, started.poll_token)


def test_a_trial_client_pairs_one_screen_whatever_its_package_until_it_pays(world):
    actor, client = world.customer()  # no payment yet
    world.docs.catalogue.save_package(replace(world.basic, units=3))
    _paired(world, actor)
    with pytest.raises(ScreenLimitReached) as refused:
        world.uc.create_screen()(actor, "Two", world.uc.start_pairing()().code)
    assert refused.value.message == m.SCREEN_LIMIT_TRIAL_ONE
    listed = world.uc.list_screens()(actor)
    assert (listed.limit, listed.trial) == (1, True)
    world.pay(client)
    _paired(world, actor, "Two")
    assert world.docs.screens.count_for_client(client.id) == 2
    listed = world.uc.list_screens()(actor)
    assert (listed.limit, listed.trial) == (3, False)


def test_a_trial_client_within_its_packages_units_is_told_the_package_limit(world):
    actor, _ = world.customer()  # basic: one TV, no payment yet
    _paired(world, actor)
    with pytest.raises(ScreenLimitReached) as refused:
        world.uc.create_screen()(actor, "Two", world.uc.start_pairing()().code)
    assert refused.value.message == m.SCREEN_LIMIT_ONE
    assert world.uc.list_screens()(actor).trial is False


def test_a_client_without_a_package_may_pair_one_screen(world):
    actor, client = world.customer()
    world.docs.clients.save(replace(client, package_id="", package_code=""))
    _paired(world, actor)
    with pytest.raises(ScreenLimitReached):
        world.uc.create_screen()(actor, "Two", world.uc.start_pairing()().code)


def test_a_deleted_screens_token_is_refused(world):
    actor, _ = world.customer()
    screen, token = _paired(world, actor)
    world.uc.delete_screen()(actor, screen.id)
    with pytest.raises(DeviceNotPaired):
        world.uc.get_manifest()(token)
    assert world.docs.screens.get(screen.id) is None


def test_another_tenants_screen_and_playlist_are_refused(world):
    ann, _ = world.customer()
    bob, _ = world.customer("bob@example.com")
    screen, _ = _paired(world, ann)
    with pytest.raises(NotFound):
        world.uc.update_screen()(bob, screen.id, ScreenChanges(name="Mine"))
    with pytest.raises(NotFound):
        world.uc.delete_screen()(bob, screen.id)
    assert world.uc.list_screens()(bob).items == []
    media = world.add_image(ann)
    form = {"playlistName": "Ann's", "mediaIds": [media.id]}
    playlist = world.uc.create_playlist()(ann, form)
    bobs_code = world.uc.start_pairing()().code
    errors = _code_error(lambda: world.uc.create_screen()(bob, "X", bobs_code, playlist.id))
    assert errors == {"playlistId": m.SCREEN_PLAYLIST_UNKNOWN}


def test_an_expired_licence_pairs_no_screen(world):
    actor, client = world.customer()
    world.docs.clients.save(replace(client, expire_date=world.clock.now() - timedelta(days=1)))
    with pytest.raises(LicenceExpired):
        world.uc.create_screen()(actor, "Lobby", world.uc.start_pairing()().code)


def test_only_digests_of_the_tokens_are_stored(world):
    actor, _ = world.customer()
    started = world.uc.start_pairing()()
    store = document_store(world.docs)
    assert started.poll_token not in str(store.find(Query(PAIRINGS)))
    world.uc.create_screen()(actor, "Lobby", started.code)
    token = world.uc.poll_pairing()(started.code, started.poll_token).device_token
    assert token not in str(store.find(Query(SCREENS)))
    assert store.find(Query(PAIRINGS)) == []


def test_each_manifest_call_is_the_screens_last_sighting(world):
    actor, _ = world.customer()
    _, token = _paired(world, actor)
    assert world.uc.list_screens()(actor).items[0].screen.last_seen_at is None
    world.clock.advance(timedelta(minutes=3))
    world.uc.get_manifest()(token)
    assert world.uc.list_screens()(actor).items[0].screen.last_seen_at is None  # noted only
    assert world.uc.write_heartbeats()() == 1  # the heartbeat writer's work
    assert world.uc.list_screens()(actor).items[0].screen.last_seen_at == world.clock.now()


def test_a_refused_code_gives_its_place_back(world):
    actor, client = world.customer()  # basic: one TV
    errors = _code_error(lambda: world.uc.create_screen()(actor, "Lobby", "WRNGCDEF"))
    assert errors == {"pairingCode": m.PAIRING_CODE_INVALID}
    screen, _ = _paired(world, actor)
    assert screen.slot == 1
    assert world.docs.screens.count_for_client(client.id) == 1


def test_screens_paired_before_places_existed_count_against_racing_claims(world):
    actor, client = world.customer()
    world.pay(client)
    world.docs.catalogue.save_package(replace(world.basic, units=3))
    world.docs.screens.save(Screen("old-1", "Old", client.id))  # paired before: slot 0
    create, codes = world.uc.create_screen(), [world.uc.start_pairing()().code for _ in range(8)]

    def claim(code):
        try:
            return create(actor, "New", code).screen.slot
        except ScreenLimitReached:
            return 0

    assert sorted(race(*(partial(claim, code) for code in codes))) == [0] * 6 + [1, 2]
    assert world.docs.screens.count_for_client(client.id) == 3


def test_a_shrunk_package_adds_no_screen_in_a_freed_place(world):
    actor, client = world.customer()
    world.pay(client)
    world.docs.catalogue.save_package(replace(world.basic, units=3))
    first, _ = _paired(world, actor, "One")
    _paired(world, actor, "Two")
    _paired(world, actor, "Three")
    world.docs.catalogue.save_package(replace(world.basic, units=2))
    world.uc.delete_screen()(actor, first.id)
    with pytest.raises(ScreenLimitReached) as refused:
        world.uc.create_screen()(actor, "Four", world.uc.start_pairing()().code)
    assert refused.value.message == m.SCREEN_LIMIT.format(units=2)
    assert world.docs.screens.count_for_client(client.id) == 2


def test_the_list_tells_how_many_screens_the_package_allows(world):
    actor, client = world.customer()  # basic: one TV
    world.pay(client)
    assert world.uc.list_screens()(actor).limit == 1
    world.docs.catalogue.save_package(replace(world.basic, units=4))
    assert world.uc.list_screens()(actor).limit == 4
    world.docs.clients.save(replace(client, package_id="", package_code=""))
    assert world.uc.list_screens()(actor).limit == 1
