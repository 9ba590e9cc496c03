"""Pairing codes cannot be guessed: wrong codes are throttled per client and per address,
and expired pairings are swept away (issue 27)."""

from dataclasses import replace
from datetime import timedelta

import pytest

from signage_core import limits
from signage_core.errors import TooManyAttempts, ValidationFailed
from signage_core.rules.screens import PAIRING_ALPHABET
from signage_core.validation import messages as m

SHOP = "203.0.113.7"


def wrong_code(number):
    """A code of the TV's shape that no box shows: 'WRNG' and four letters of the number."""
    return "WRNG" + "".join(PAIRING_ALPHABET[(number >> (5 * i)) & 31] for i in range(4))


def _wrong_codes(world, actor, count, address=SHOP):
    create = world.uc.create_screen()
    for number in range(count):
        with pytest.raises(ValidationFailed) as refused:
            create(actor, "Guess", wrong_code(number), address=address)
        assert refused.value.field_errors == {"pairingCode": m.PAIRING_CODE_INVALID}


def test_a_client_trying_wrong_codes_is_held_even_with_the_right_one(world):
    actor, _ = world.customer()
    _wrong_codes(world, actor, limits.PAIRING_CLAIM_FAILURES_PER_CLIENT)
    started = world.uc.start_pairing()()
    with pytest.raises(TooManyAttempts) as refused:
        world.uc.create_screen()(actor, "Lobby", started.code, address=SHOP)
    assert refused.value.message == m.TOO_MANY_PAIRING_CODES.format(wait="15 minutes")
    assert refused.value.retry_after == 15 * 60
    assert world.docs.pairings.get(started.code).claimed is False


def test_the_right_code_pairs_once_the_window_has_passed(world):
    actor, _ = world.customer()
    _wrong_codes(world, actor, limits.PAIRING_CLAIM_FAILURES_PER_CLIENT)
    world.clock.advance(limits.PAIRING_CLAIM_WINDOW)
    started = world.uc.start_pairing()()
    listed = world.uc.create_screen()(actor, "Lobby", started.code, address=SHOP)
    assert listed.screen.name == "Lobby"


def test_refused_claims_do_not_push_the_wait_away(world):
    actor, _ = world.customer()
    _wrong_codes(world, actor, limits.PAIRING_CLAIM_FAILURES_PER_CLIENT)
    world.clock.advance(timedelta(minutes=5))
    for _ in range(3):
        with pytest.raises(TooManyAttempts) as refused:
            world.uc.create_screen()(actor, "Guess", wrong_code(99), address=SHOP)
    assert refused.value.retry_after == 10 * 60


def _guessers_fail(world, count, name="guesser"):
    """`count` wrong codes from SHOP by new clients, each below its own limit."""
    each = limits.PAIRING_CLAIM_FAILURES_PER_CLIENT - 1
    for number, first in enumerate(range(0, count, each)):
        guesser, _ = world.customer(f"{name}{number}@example.com")
        _wrong_codes(world, guesser, min(each, count - first))


def test_another_client_at_the_address_is_held_only_past_the_address_limit(world):
    bob, client = world.customer("bob@example.com")
    world.pay(client)  # past the trial's one screen
    world.docs.catalogue.save_package(replace(world.basic, units=5))
    _guessers_fail(world, limits.PAIRING_CLAIM_FAILURES_PER_ADDRESS - 1)
    assert world.uc.create_screen()(bob, "One", world.uc.start_pairing()().code, address=SHOP)
    _guessers_fail(world, 1, name="last")
    started = world.uc.start_pairing()()
    with pytest.raises(TooManyAttempts):
        world.uc.create_screen()(bob, "Two", started.code, address=SHOP)
    listed = world.uc.create_screen()(bob, "Two", started.code, address="198.51.100.2")
    assert listed.screen.name == "Two"


def test_a_client_below_its_limit_still_pairs_at_a_busy_address(world):
    ann, _ = world.customer()
    _wrong_codes(world, ann, limits.PAIRING_CLAIM_FAILURES_PER_CLIENT - 1)
    started = world.uc.start_pairing()()
    assert world.uc.create_screen()(ann, "Lobby", started.code, address=SHOP).screen.name


def test_a_success_clears_no_failures(world):
    ann, _ = world.customer()
    _wrong_codes(world, ann, limits.PAIRING_CLAIM_FAILURES_PER_CLIENT - 1)
    started = world.uc.start_pairing()()
    world.uc.create_screen()(ann, "Lobby", started.code, address=SHOP)
    world.uc.delete_screen()(ann, world.uc.list_screens()(ann).items[0].screen.id)
    _wrong_codes(world, ann, 1)
    with pytest.raises(TooManyAttempts):
        world.uc.create_screen()(ann, "Two", world.uc.start_pairing()().code, address=SHOP)


def test_expired_pairings_are_swept_when_a_box_asks_for_a_code(world):
    old = [world.uc.start_pairing()().code for _ in range(3)]
    world.clock.advance(limits.PAIRING_LIFETIME + timedelta(seconds=1))
    fresh = world.uc.start_pairing()().code
    assert [world.docs.pairings.get(code) for code in old] == [None, None, None]
    assert world.docs.pairings.get(fresh) is not None


def test_a_code_of_another_shape_is_told_so_and_costs_no_try(world):
    actor, _ = world.customer()
    create = world.uc.create_screen()
    for typed in ["K7QX2M", "K7QX-2M9P-Q", "K7QX2M9O"] * limits.PAIRING_CLAIM_FAILURES_PER_CLIENT:
        with pytest.raises(ValidationFailed) as refused:
            create(actor, "Lobby", typed, address=SHOP)
        assert refused.value.field_errors == {"pairingCode": m.PAIRING_CODE_FORMAT}
    started = world.uc.start_pairing()()
    shown = f"{started.code[:4]}-{started.code[4:]}".lower()
    assert create(actor, "Lobby", shown, address=SHOP).screen.name == "Lobby"
