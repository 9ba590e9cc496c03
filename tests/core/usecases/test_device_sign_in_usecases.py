"""Sign-in lock-outs that protect owners (OWASP's device cookies): a stranger's guesses close
an account to unknown browsers only, never to a browser the owner signed in from before; an
address is closed only well above one person's typos. The caller vouches for the `device`
(the HTTP layer's signed cookie: tests/http/test_api_device_cookies.py)."""

from datetime import timedelta

import pytest
from signage_http.wiring.portal import Portal
from tests.core.usecases.world import PASSWORD

from signage_core import limits
from signage_core.errors import AccessDenied, AuthenticationFailed, TooManyAttempts
from signage_core.usecases.shared.throttle import SignInLimits

ANN, BOB = "ann@example.com", "bob@example.com"
HOME, STRANGER = "198.51.100.7", "203.0.113.9"
ANNS_LAPTOP, STOLEN = "a1" * 16, "ff" * 16
ACCOUNT_LIMIT = limits.SIGN_IN_FAILURES_PER_ACCOUNT


def login(world, email=ANN, password=PASSWORD, address=HOME, device="", use_case=None):
    sign_in = use_case or world.uc.login()
    return sign_in({"email": email, "password": password}, address=address, device=device)


def fail(world, times, email=ANN, address=STRANGER, device="", use_case=None):
    for _ in range(times):
        with pytest.raises((AuthenticationFailed, AccessDenied, TooManyAttempts)):
            login(world, email, "wrong-guess", address, device, use_case)


def test_a_strangers_guesses_do_not_lock_the_owners_browser_out(world):
    actor = world.signup(ANN)
    fail(world, ACCOUNT_LIMIT + 10)
    assert login(world, device=ANNS_LAPTOP).user.id == actor.user_id


def test_an_unknown_browser_is_held_once_a_stranger_closed_the_account(world):
    world.signup(ANN)
    fail(world, ACCOUNT_LIMIT)
    with pytest.raises(TooManyAttempts):
        login(world, address=HOME)


def test_a_stolen_device_id_gives_a_stranger_only_its_own_few_guesses(world):
    world.signup(ANN)
    fail(world, ACCOUNT_LIMIT)
    fail(world, ACCOUNT_LIMIT, device=STOLEN)
    with pytest.raises(TooManyAttempts):
        login(world, device=STOLEN)


def test_the_owners_typos_on_their_browser_do_not_close_the_account_elsewhere(world):
    actor = world.signup(ANN)
    fail(world, ACCOUNT_LIMIT, address=HOME, device=ANNS_LAPTOP)
    assert login(world, address="192.0.2.1").user.id == actor.user_id


def test_a_browser_with_too_many_wrong_passwords_is_held_like_an_unknown_one(world):
    world.signup(ANN)
    fail(world, ACCOUNT_LIMIT)
    fail(world, ACCOUNT_LIMIT, address=HOME, device=ANNS_LAPTOP)
    with pytest.raises(TooManyAttempts) as refused:
        login(world, device=ANNS_LAPTOP)
    assert refused.value.retry_after > 0


def test_a_held_browser_is_trusted_again_when_its_failures_leave_the_window(world):
    actor = world.signup(ANN)
    fail(world, ACCOUNT_LIMIT, address=HOME, device=ANNS_LAPTOP)
    world.clock.advance(limits.SIGN_IN_FAILURE_WINDOW)
    fail(world, ACCOUNT_LIMIT)
    assert login(world, device=ANNS_LAPTOP).user.id == actor.user_id


def test_the_owners_sign_in_does_not_reset_a_strangers_count(world):
    world.signup(ANN)
    fail(world, ACCOUNT_LIMIT - 1)
    login(world, device=ANNS_LAPTOP)
    fail(world, 1)
    with pytest.raises(TooManyAttempts):
        login(world, address=STRANGER)


def test_one_persons_typos_do_not_lock_out_the_rest_of_the_office(world):
    world.signup(BOB, name="Bob Client")
    actor = world.signup(ANN)
    fail(world, 9, email=BOB, address=HOME)
    assert login(world, address=HOME).user.id == actor.user_id


def test_a_spray_from_one_address_closes_it_to_unknown_browsers_not_to_owners(world):
    actor = world.signup(ANN)
    for number in range(limits.SIGN_IN_FAILURES_PER_ADDRESS):
        fail(world, 1, email=f"victim{number}@example.com", address=HOME)
    with pytest.raises(TooManyAttempts):
        login(world, address=HOME)
    assert login(world, address=HOME, device=ANNS_LAPTOP).user.id == actor.user_id


def test_the_limits_are_the_operators_to_choose(world):
    world.signup(ANN)
    chosen = SignInLimits(per_account=2, per_address=3)
    sign_in = Portal(world.backend, sign_in_limits=chosen).use_cases.login()
    fail(world, 2, use_case=sign_in)
    with pytest.raises(TooManyAttempts):
        login(world, address=STRANGER, use_case=sign_in)
    fail(world, 1, email="victim@example.com", use_case=sign_in)
    with pytest.raises(TooManyAttempts):
        login(world, email=BOB, address=STRANGER, use_case=sign_in)
    world.clock.advance(timedelta(minutes=15))
    assert login(world, use_case=sign_in).user.email == ANN


def test_a_limit_allowing_no_failure_is_refused():
    with pytest.raises(ValueError, match="at least one"):
        SignInLimits(per_account=5, per_address=0)
