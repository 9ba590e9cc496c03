"""Login as an attacker tries it: guessing passwords of one account, from one address or
many, and what the audit log and the rightful owner see (the clock is moved, not waited on)."""

from datetime import timedelta

import pytest
from tests.core.usecases.world import PASSWORD

from signage_core import limits
from signage_core.entities.logs import LogAction
from signage_core.errors import AccessDenied, AuthenticationFailed, TooManyAttempts
from signage_core.validation import messages as m

ANN = "ann@example.com"
HOME, ELSEWHERE = "198.51.100.7", "203.0.113.9"
ADDRESS_LIMIT = limits.SIGN_IN_FAILURES_PER_ADDRESS


def login(world, email=ANN, password=PASSWORD, address=HOME):
    return world.uc.login()({"email": email, "password": password}, address=address)


def fail(world, times, email=ANN, address=HOME):
    for _ in range(times):
        with pytest.raises((AuthenticationFailed, AccessDenied)):
            login(world, email, "wrong-guess", address)


def spray(world, times, address=HOME):
    """One wrong password each for `times` different emails."""
    for number in range(times):
        fail(world, 1, email=f"victim{number}@example.com", address=address)


def test_five_failures_close_the_account_even_to_the_right_password(world):
    world.signup(ANN)
    fail(world, 5)
    with pytest.raises(TooManyAttempts) as refused:
        login(world)
    assert refused.value.retry_after == 15 * 60
    assert refused.value.message == (
        "Too many failed sign-in attempts. Please try again in 15 minutes."
    )


def test_four_failures_still_let_the_right_password_in(world):
    actor = world.signup(ANN)
    fail(world, 4)
    assert login(world).user.id == actor.user_id


def test_the_account_is_closed_from_every_address(world):
    world.signup(ANN)
    fail(world, 5, address=HOME)
    with pytest.raises(TooManyAttempts):
        login(world, address=ELSEWHERE)


def test_failures_spread_over_addresses_still_close_the_account(world):
    world.signup(ANN)
    for number in range(5):
        fail(world, 1, address=f"192.0.2.{number}")
    with pytest.raises(TooManyAttempts):
        login(world, address="192.0.2.99")


def test_an_address_guessing_at_many_accounts_is_closed_for_all_of_them(world):
    world.signup(ANN)
    spray(world, ADDRESS_LIMIT)
    with pytest.raises(TooManyAttempts):
        login(world, address=HOME)
    assert login(world, address=ELSEWHERE).user.email == ANN


def test_unknown_emails_are_throttled_like_accounts(world):
    fail(world, 5, email="nobody@example.com")
    with pytest.raises(TooManyAttempts):
        login(world, email="NOBODY@example.com", password="anything", address=ELSEWHERE)


def test_the_wait_counts_down_and_the_account_opens_when_the_window_passes(world):
    actor = world.signup(ANN)
    fail(world, 5)
    world.clock.advance(timedelta(minutes=14, seconds=30))
    with pytest.raises(TooManyAttempts) as refused:
        login(world)
    assert refused.value.retry_after == 30
    assert refused.value.message.endswith("Please try again in 1 minute.")
    world.clock.advance(timedelta(seconds=30))
    assert login(world).user.id == actor.user_id


def test_refused_attempts_do_not_push_the_end_of_the_wait_away(world):
    actor = world.signup(ANN)
    fail(world, 5)
    for _ in range(20):
        world.clock.advance(timedelta(seconds=30))
        with pytest.raises(TooManyAttempts):
            login(world, password="still guessing")
    world.clock.advance(timedelta(minutes=5))
    assert login(world).user.id == actor.user_id


def test_the_window_slides_old_failures_out_one_by_one(world):
    world.signup(ANN)
    fail(world, 1)
    world.clock.advance(timedelta(minutes=10))
    fail(world, 4)
    world.clock.advance(timedelta(minutes=5))
    assert login(world).user.email == ANN


def test_a_success_resets_the_accounts_count(world):
    world.signup(ANN)
    fail(world, 4, address=HOME)
    login(world, address=HOME)
    fail(world, 4, address=ELSEWHERE)
    assert login(world, address=ELSEWHERE).user.email == ANN


def test_a_success_does_not_reset_the_addresss_count(world):
    world.signup(ANN)
    spray(world, ADDRESS_LIMIT - 1)
    login(world)
    fail(world, 1, email="one-more@example.com")
    with pytest.raises(TooManyAttempts):
        login(world)


def test_a_login_without_an_address_is_throttled_per_account_only(world):
    world.signup(ANN)
    spray(world, ADDRESS_LIMIT, address="")
    assert login(world, address="").user.email == ANN


def test_every_refused_attempt_is_in_the_audit_log_with_the_refusal(world):
    actor = world.signup(ANN)
    fail(world, 5)
    with pytest.raises(TooManyAttempts) as refused:
        login(world)
    entries = world.docs.user_logs.list_recent(user_id=actor.user_id)
    assert [entry.note for entry in entries] == [refused.value.message] + [m.LOGIN_FAILED] * 5
    assert {entry.action for entry in entries} == {LogAction.USER_LOGIN}
    assert all(entry.user_status == "" for entry in entries)
