"""Which events end a user's sessions: a session is its user id and the stamp it started
with (`IdentifyActor` checks both on every request)."""

import pytest

from signage_core.entities.users import Role
from signage_core.errors import AuthenticationFailed


def start_session(world, email="ann@example.com"):
    """What the HTTP layer keeps of a sign-in: the user id and the stamp."""
    result = world.uc.login()({"email": email, "password": "secret1"})
    return result.user.id, result.stamp


def still_valid(world, session):
    return world.uc.identify_actor()(*session) is not None


def test_a_fresh_session_is_recognised(world):
    world.signup()
    session = start_session(world)
    assert world.uc.identify_actor()(*session).email == "ann@example.com"


def test_changing_the_password_ends_the_other_sessions_and_gives_this_one_a_new_stamp(world):
    actor = world.signup()
    this, other = start_session(world), start_session(world)
    stamp = world.uc.change_password()(actor, "secret1", "brand-new")
    assert not still_valid(world, this)
    assert not still_valid(world, other)
    assert still_valid(world, (actor.user_id, stamp))
    result = world.uc.login()({"email": "ann@example.com", "password": "brand-new"})
    assert result.stamp == stamp


def test_a_refused_change_of_password_ends_nothing(world):
    actor = world.signup()
    session = start_session(world)
    with pytest.raises(AuthenticationFailed):
        world.uc.change_password()(actor, "wrong-current", "brand-new")
    assert still_valid(world, session)


def test_a_password_reset_ends_every_session(world):
    world.signup()
    session = start_session(world)
    token = world.identity.create_reset_token("ann@example.com")
    world.uc.confirm_password_reset()(token, "brand-new")
    assert not still_valid(world, session)


def test_deactivation_ends_the_sessions_for_good(world):
    admin = world.staff()
    actor = world.signup()
    session = start_session(world)
    world.uc.set_user_status()(admin, actor.user_id, False)
    world.uc.set_user_status()(admin, actor.user_id, True)
    assert not still_valid(world, session)
    assert still_valid(world, start_session(world))


def test_activation_alone_ends_nothing(world):
    admin = world.staff()
    actor = world.signup()
    session = start_session(world)
    world.uc.set_user_status()(admin, actor.user_id, True)
    assert still_valid(world, session)


def test_a_new_role_ends_the_users_sessions(world):
    admin = world.staff()
    actor = world.signup()
    session = start_session(world)
    world.uc.update_user()(admin, actor.user_id, {"role": Role.SUPERVISOR.value})
    assert not still_valid(world, session)


def test_editing_name_and_phone_ends_nothing(world):
    admin = world.staff()
    actor = world.signup()
    session = start_session(world)
    world.uc.update_user()(admin, actor.user_id, {"name": "Ann B", "phone": "5550199"})
    world.uc.update_user()(actor, actor.user_id, {"name": "Ann C"})
    assert still_valid(world, session)


def test_deletion_ends_the_sessions_even_if_the_account_comes_back(world):
    admin = world.staff()
    actor = world.signup()
    user = world.docs.users.get(actor.user_id)
    session = start_session(world)
    world.uc.delete_user()(admin, actor.user_id)
    world.docs.users.save(user)  # restored from an export, say
    assert not still_valid(world, session)


def test_one_users_events_leave_other_users_sessions_alone(world):
    admin = world.staff()
    ann = world.signup()
    world.signup("bob@example.com", name="Bob Client")
    bobs = start_session(world, "bob@example.com")
    world.uc.set_user_status()(admin, ann.user_id, False)
    world.uc.change_password()(admin, "secret1", "brand-new")
    assert still_valid(world, bobs)
