from dataclasses import replace
from datetime import timedelta

import pytest
from signage_adapters.memory.identity import MemoryIdentity
from tests.core.usecases.world import PASSWORD, START

from signage_core.entities.logs import Location, LocationStatus, LogAction
from signage_core.entities.users import Role
from signage_core.errors import (
    AccessDenied,
    AuthenticationFailed,
    Conflict,
    ExternalServiceFailed,
    NotFound,
    ValidationFailed,
)
from signage_core.ports.identity_provider import IdentityError
from signage_core.usecases.accounts.auth import Register

REGISTRATION = {"name": "Ann", "phone": "5550101", "email": "ann@example.com", "password": PASSWORD}
HERE = Location(latitude=40.7, longitude=-74.0, accuracy=12.5)


def login(world, email="ann@example.com", password=PASSWORD, **kwargs):
    return world.uc.login()({"email": email, "password": password}, **kwargs)


def only_log(world):
    (entry,) = world.docs.user_logs.list_recent()
    return entry


def test_registration_creates_an_active_client_user_dated_by_the_clock(world):
    user = world.uc.register()(REGISTRATION)
    assert (user.role, user.status, user.created_at) == (Role.CLIENT, True, START)
    assert world.docs.users.get(user.id) == user
    assert world.identity.verify_password("ann@example.com", PASSWORD) == user.id


def test_registration_form_errors_come_from_the_validator(world):
    with pytest.raises(ValidationFailed) as refused:
        world.uc.register()({**REGISTRATION, "phone": "12ab"})
    assert refused.value.field_errors == {"phone": "Phone must contain only numbers"}


def test_registering_a_used_email_says_it_is_in_use(world):
    world.uc.register()(REGISTRATION)
    with pytest.raises(Conflict, match="already in use by another account"):
        world.uc.register()({**REGISTRATION, "email": "ANN@example.com"})


class UnreachableIdentity(MemoryIdentity):
    def create_account(self, email, password):
        raise IdentityError("backend down")


def test_other_identity_failures_are_an_unknown_error(world):
    register = Register(UnreachableIdentity(), world.docs.users, world.clock)
    with pytest.raises(ExternalServiceFailed) as refused:
        register(REGISTRATION)
    assert refused.value.message == "An unknown error occurred. Please try again."
    assert world.docs.users.list_all() == []


@pytest.mark.parametrize(
    ("change", "error", "message"),
    [
        ({"email": "ann@example"}, ValidationFailed, "Invalid email"),
        ({"password": "12345"}, ValidationFailed, "Password must be at least 6 characters"),
    ],
)
def test_registration_refuses_bad_emails_and_short_passwords(world, change, error, message):
    with pytest.raises(error) as refused:
        world.uc.register()({**REGISTRATION, **change})
    assert message in refused.value.field_errors.values()


class PickyIdentity(MemoryIdentity):
    """An identity service with stricter rules than the portal's form."""

    def __init__(self):
        super().__init__(min_password_length=10, scrypt_n=2**4)


def test_the_identity_services_own_refusals_use_the_spec_messages(world):
    register = Register(PickyIdentity(), world.docs.users, world.clock)
    with pytest.raises(ValidationFailed) as weak:
        register(REGISTRATION)
    assert weak.value.field_errors == {
        "password": "The password is too weak. Please use a stronger password."
    }


def test_a_successful_login_returns_user_client_licence_and_logs_the_session(world):
    actor, client = world.customer()
    result = login(world, location=HERE)
    assert (result.user.id, result.client, result.profile_complete) == (actor.user_id, client, True)
    assert (result.licence.trial, result.licence.days_left) == (True, 7)
    entry = world.docs.user_logs.get(result.log_id)
    assert entry.action is LogAction.USER_LOGIN
    assert (entry.note, entry.user_status, entry.login_session_id) == (
        "Successful login",
        "online",
        result.log_id,
    )
    assert (entry.location_status, entry.location, entry.login_time) == (
        LocationStatus.SUCCESS,
        HERE,
        START,
    )
    assert entry.client_type == "ClientPortal"


def test_a_client_without_profile_logs_in_with_profile_incomplete(world):
    world.signup()
    result = login(world)
    assert (result.client, result.licence, result.profile_complete) == (None, None, False)


def test_an_unknown_email_is_refused_as_not_registered_and_logged(world):
    with pytest.raises(AccessDenied) as refused:
        login(world, "who@example.com", location_error="User denied the request for Geolocation.")
    message = 'Access denied: User "who@example.com" is not registered in the system.'
    assert refused.value.message == message
    entry = only_log(world)
    assert (entry.note, entry.location_status) == (message, LocationStatus.FAILED)
    assert entry.location_error == "User denied the request for Geolocation."


def test_a_wrong_password_fails_authentication_and_is_logged(world):
    actor = world.signup()
    with pytest.raises(AuthenticationFailed, match=r"Failed to log in\. Verify your credentials\."):
        login(world, password="wrong-one")
    entry = only_log(world)
    assert (entry.user_id, entry.note) == (
        actor.user_id,
        "Failed to log in. Verify your credentials.",
    )
    assert entry.user_status != "online"


def test_an_account_without_a_users_record_is_not_registered(world):
    world.identity.create_account("ghost@example.com", PASSWORD)
    with pytest.raises(AccessDenied, match="is not registered in the system"):
        login(world, "ghost@example.com")


def test_a_deactivated_user_is_refused_by_name(world):
    admin = world.staff()
    actor = world.signup(name="Ann Client")
    world.uc.set_user_status()(admin, actor.user_id, False)
    with pytest.raises(AccessDenied) as refused:
        login(world)
    assert refused.value.message == 'Access denied: The user "Ann Client" is deactivated.'
    assert only_log_notes(world).count(refused.value.message) == 1


def test_a_user_with_status_false_but_enabled_account_is_still_refused(world):
    actor = world.signup(name="Ann Client")
    world.docs.users.save(replace(world.docs.users.get(actor.user_id), status=False))
    with pytest.raises(AccessDenied, match="is deactivated"):
        login(world)


@pytest.mark.parametrize("password", [PASSWORD, "any other password"])
def test_an_account_disabled_in_the_identity_service_is_refused_as_a_wrong_password(
    world, password
):
    actor = world.signup(name="Ann Client")  # its users document stays active
    world.identity.set_disabled(actor.user_id, True)
    with pytest.raises(AuthenticationFailed) as refused:
        login(world, password=password)
    assert refused.value.message == "Failed to log in. Verify your credentials."
    assert only_log_notes(world) == [refused.value.message]
    [entry] = world.docs.user_logs.list_recent()
    assert entry.user_id == actor.user_id


def only_log_notes(world):
    return [entry.note for entry in world.docs.user_logs.list_recent()]


def test_logout_closes_the_entry_with_duration_in_seconds_and_offline(world):
    actor, _ = world.customer()
    result = login(world)
    world.clock.advance(timedelta(minutes=2, seconds=5, milliseconds=700))
    closed = world.uc.logout()(actor, result.log_id)
    assert (closed.session_duration, closed.user_status) == (125, "offline")
    assert closed.logout_time == START + timedelta(minutes=2, seconds=5, milliseconds=700)
    assert world.docs.user_logs.get(result.log_id) == closed


def test_logging_out_twice_keeps_the_first_logout(world):
    actor, _ = world.customer()
    result = login(world)
    world.clock.advance(timedelta(seconds=30))
    first = world.uc.logout()(actor, result.log_id)
    world.clock.advance(timedelta(hours=1))
    assert world.uc.logout()(actor, result.log_id) == first


def test_nobody_can_close_another_users_session(world):
    world.customer()
    result = login(world)
    bob = world.signup("bob@example.com", "Bob")
    with pytest.raises(NotFound):
        world.uc.logout()(bob, result.log_id)
    assert world.docs.user_logs.get(result.log_id).logout_time is None


def test_current_session_ends_for_a_deactivated_user(world):
    admin = world.staff()
    actor, client = world.customer()
    assert world.uc.current_session()(actor).client == client
    world.uc.set_user_status()(admin, actor.user_id, False)
    with pytest.raises(AccessDenied):
        world.uc.current_session()(actor)
