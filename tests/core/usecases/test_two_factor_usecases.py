"""Two-factor sign-in on the in-memory portal: enrolling with the app's first code, signing in
with a code or a recovery code, throttled guesses, an Admin's reset and the staff rule. Codes
are computed with pyotp from the enrolment's secret at the world's clock."""

from datetime import timedelta

import pyotp
import pytest
from tests.core.usecases.world import PASSWORD, World

from signage_core.entities.logs import LogAction
from signage_core.entities.two_factor import SecondStep, StaffTwoFactor
from signage_core.entities.users import Role
from signage_core.errors import (
    AuthenticationFailed,
    Conflict,
    Forbidden,
    NotFound,
    TooManyAttempts,
    ValidationFailed,
)
from signage_core.usecases.accounts.second_factor import PendingSignIn
from signage_core.usecases.accounts.signed_in import LoginResult

ADMIN, HOME = "admin@example.com", "198.51.100.7"


def code_at(world, secret, seconds=0):
    return pyotp.TOTP(secret).at(world.clock.now() + timedelta(seconds=seconds))


def enrol(world, actor):
    """Turns two-factor sign-in on for `actor`; the secret and the recovery codes."""
    secret = world.uc.start_enrolment().signed_in(actor, PASSWORD).secret
    codes = world.uc.confirm_enrolment()(actor.user_id, code_at(world, secret))
    world.clock.advance(timedelta(seconds=30))  # the confirming code is spent
    return secret, codes


def password(world, email=ADMIN):
    return world.uc.login()({"email": email, "password": PASSWORD}, address=HOME)


def second_step(world, pending, code):
    finish = world.uc.complete_sign_in()
    return finish(pending.user.id, pending.log_id, code, address=HOME)


def actions(world, action):
    return [e for e in world.docs.user_logs.list_recent() if e.action is action]


def test_the_enrolment_link_names_the_portal_and_the_account(world):
    admin = world.staff()
    enrolment = world.uc.start_enrolment()(admin.user_id)
    assert enrolment.link.startswith("otpauth://totp/")
    assert f"secret={enrolment.secret}" in enrolment.link
    assert "admin%40example.com" in enrolment.link


def test_a_signed_in_user_starts_enrolling_with_their_own_password_only(world):
    admin = world.staff()
    with pytest.raises(ValidationFailed) as refused:
        world.uc.start_enrolment().signed_in(admin, "not-my-password")
    assert refused.value.field_errors == {"password": "Incorrect password. Could not authenticate."}
    assert world.docs.second_factors.find(admin.user_id) is None


def test_a_confirmed_enrolment_gives_ten_different_recovery_codes_and_is_logged(world):
    admin = world.staff()
    _, codes = enrol(world, admin)
    assert len(set(codes)) == 10
    assert world.uc.get_two_factor_state()(admin).recovery_codes_left == 10
    [entry] = actions(world, LogAction.ENABLE_TWO_FACTOR)
    assert entry.user_id == admin.user_id


def test_a_wrong_first_code_leaves_two_factor_off(world):
    admin = world.staff()
    world.uc.start_enrolment()(admin.user_id)
    with pytest.raises(ValidationFailed) as refused:
        world.uc.confirm_enrolment()(admin.user_id, "000000")
    assert "code" in refused.value.field_errors
    assert world.uc.get_two_factor_state()(admin).enrolled is False
    assert isinstance(password(world), LoginResult)


def test_the_secret_is_not_handed_out_again_once_confirmed(world):
    admin = world.staff()
    enrol(world, admin)
    with pytest.raises(Conflict):
        world.uc.start_enrolment()(admin.user_id)


def test_after_enrolment_the_password_alone_does_not_sign_in(world):
    admin = world.staff()
    enrol(world, admin)
    pending = password(world)
    assert isinstance(pending, PendingSignIn)
    assert pending.step is SecondStep.VERIFY


def test_a_code_from_the_app_finishes_the_sign_in(world):
    admin = world.staff()
    secret, _ = enrol(world, admin)
    pending = password(world)
    result = second_step(world, pending, code_at(world, secret))
    assert result.user.id == admin.user_id
    entry = world.docs.user_logs.get(result.log_id)
    assert (entry.note, entry.user_status) == ("Successful login", "online")


def test_a_code_is_accepted_once(world):
    admin = world.staff()
    secret, _ = enrol(world, admin)
    code = code_at(world, secret)
    second_step(world, password(world), code)
    with pytest.raises(AuthenticationFailed):
        second_step(world, password(world), code)


def test_five_wrong_codes_close_the_second_step_even_to_the_right_code(world):
    admin = world.staff()
    secret, _ = enrol(world, admin)
    pending = password(world)
    for _ in range(5):
        with pytest.raises(AuthenticationFailed):
            second_step(world, pending, "000000")
    with pytest.raises(TooManyAttempts) as refused:
        second_step(world, pending, code_at(world, secret))
    assert refused.value.message.startswith("Too many failed sign-in attempts.")


def test_a_right_password_does_not_forgive_wrong_codes(world):
    admin = world.staff()
    secret, _ = enrol(world, admin)
    for _ in range(5):
        with pytest.raises(AuthenticationFailed):
            second_step(world, password(world), "000000")
    with pytest.raises(TooManyAttempts):
        second_step(world, password(world), code_at(world, secret))


def test_a_recovery_code_signs_in_once_and_is_logged(world):
    admin = world.staff()
    _, codes = enrol(world, admin)
    assert second_step(world, password(world), codes[3].upper()).user.id == admin.user_id
    with pytest.raises(AuthenticationFailed):
        second_step(world, password(world), codes[3])
    assert len(actions(world, LogAction.USE_RECOVERY_CODE)) == 1
    assert world.uc.get_two_factor_state()(admin).recovery_codes_left == 9


def test_the_second_step_expires_five_minutes_after_the_password(world):
    admin = world.staff()
    secret, _ = enrol(world, admin)
    pending = password(world)
    world.clock.advance(timedelta(minutes=5, seconds=1))
    with pytest.raises(AuthenticationFailed) as refused:
        second_step(world, pending, code_at(world, secret))
    assert refused.value.message == "Your sign-in has expired. Please sign in again."


def test_a_finished_sign_in_cannot_be_finished_again(world):
    admin = world.staff()
    secret, _ = enrol(world, admin)
    pending = password(world)
    second_step(world, pending, code_at(world, secret))
    world.clock.advance(timedelta(seconds=30))
    with pytest.raises(AuthenticationFailed):
        second_step(world, pending, code_at(world, secret))


def test_an_admin_resets_another_users_two_factor_and_it_is_logged(world):
    admin = world.staff()
    other = world.staff(Role.SUPERVISOR, "sup@example.com")
    enrol(world, other)
    world.uc.reset_two_factor()(admin, other.user_id)
    assert isinstance(password(world, "sup@example.com"), LoginResult)
    [entry] = actions(world, LogAction.RESET_TWO_FACTOR)
    assert (entry.user_id, entry.note) == (admin.user_id, "Reset sup@example.com")


def test_nobody_resets_their_own_two_factor_and_supervisors_reset_none(world):
    admin = world.staff()
    supervisor = world.staff(Role.SUPERVISOR, "sup@example.com")
    enrol(world, admin)
    with pytest.raises(Forbidden):
        world.uc.reset_two_factor()(admin, admin.user_id)
    with pytest.raises(Forbidden):
        world.uc.reset_two_factor()(supervisor, admin.user_id)


def test_resetting_a_user_without_two_factor_is_not_found(world):
    admin = world.staff()
    client = world.signup()
    with pytest.raises(NotFound):
        world.uc.reset_two_factor()(admin, client.user_id)


def test_required_rule_makes_staff_enrol_after_the_password():
    world = World(staff_two_factor=StaffTwoFactor.REQUIRED)
    admin = world.staff()
    pending = password(world)
    assert pending.step is SecondStep.ENROL
    assert world.uc.get_two_factor_state()(admin).required is True
    secret = world.uc.start_enrolment()(admin.user_id).secret
    world.uc.confirm_enrolment()(admin.user_id, code_at(world, secret))
    assert world.uc.complete_sign_in().enrolled(admin.user_id, pending.log_id).user.id


def test_required_rule_only_offers_it_to_clients():
    world = World(staff_two_factor=StaffTwoFactor.REQUIRED)
    client = world.signup()
    assert isinstance(password(world, client.email), LoginResult)
    assert world.uc.get_two_factor_state()(client).required is False


def test_an_enrolment_sign_in_is_not_finished_before_the_enrolment_is_confirmed():
    world = World(staff_two_factor=StaffTwoFactor.REQUIRED)
    admin = world.staff()
    pending = password(world)
    world.uc.start_enrolment()(admin.user_id)
    with pytest.raises(AuthenticationFailed):
        world.uc.complete_sign_in().enrolled(admin.user_id, pending.log_id)
