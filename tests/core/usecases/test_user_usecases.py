from dataclasses import replace

import pytest
from tests.core.usecases.world import PASSWORD, START

from signage_core.entities.logs import LogAction
from signage_core.entities.users import Role
from signage_core.errors import (
    AccessDenied,
    AuthenticationFailed,
    Conflict,
    Forbidden,
    NotFound,
    ValidationFailed,
)
from signage_core.paging import PageRequest

NEW_USER = {
    "name": "Sam Staff",
    "phone": "5550200",
    "email": "sam@example.com",
    "password": "sampass1",
    "role": "Supervisor",
    "adminPassword": PASSWORD,
}


def actions(world):
    return [entry.action for entry in world.docs.user_logs.list_recent()]


def test_staff_list_users_and_clients_may_not(world):
    supervisor = world.staff(Role.SUPERVISOR, "sup@example.com")
    client = world.signup()
    assert {u.id for u in world.uc.list_users()(supervisor, PageRequest()).items} == {
        supervisor.user_id,
        client.user_id,
    }
    with pytest.raises(Forbidden):
        world.uc.list_users()(client, PageRequest())


def test_admin_creates_a_user_after_re_verifying_their_own_password(world):
    admin = world.staff()
    user = world.uc.create_user()(admin, NEW_USER)
    assert (user.role, user.status, user.created_at, user.created_by_admin) == (
        Role.SUPERVISOR,
        True,
        START,
        True,
    )
    assert world.identity.verify_password("sam@example.com", "sampass1") == user.id
    assert actions(world) == [LogAction.NEW_USER]


def test_a_wrong_admin_password_creates_nothing(world):
    admin = world.staff()
    with pytest.raises(AuthenticationFailed) as refused:
        world.uc.create_user()(admin, {**NEW_USER, "adminPassword": "not-mine"})
    assert refused.value.message == "Incorrect password. Could not authenticate."
    assert world.identity.find_uid("sam@example.com") is None


def test_the_admin_password_is_required_by_the_form(world):
    admin = world.staff()
    with pytest.raises(ValidationFailed) as refused:
        world.uc.create_user()(admin, {**NEW_USER, "adminPassword": ""})
    assert refused.value.field_errors == {"adminPassword": "Please enter your password to confirm."}


def test_creating_a_user_with_a_used_email_explains_why(world):
    admin = world.staff()
    world.signup("sam@example.com")
    with pytest.raises(Conflict) as refused:
        world.uc.create_user()(admin, NEW_USER)
    assert refused.value.message == (
        "User could not be created: The email address is already in use by another account."
    )


def test_supervisors_cannot_create_or_delete_users(world):
    supervisor = world.staff(Role.SUPERVISOR, "sup@example.com")
    client = world.signup()
    with pytest.raises(Forbidden):
        world.uc.create_user()(supervisor, {**NEW_USER, "adminPassword": PASSWORD})
    with pytest.raises(Forbidden):
        world.uc.delete_user()(supervisor, client.user_id)
    with pytest.raises(Forbidden):
        world.uc.set_user_status()(supervisor, client.user_id, False)


def test_admin_edits_name_phone_and_role(world):
    admin = world.staff()
    client = world.signup()
    edited = world.uc.update_user()(
        admin, client.user_id, {"name": "Ann B", "phone": "5550999", "role": "Supervisor"}
    )
    assert (edited.name, edited.phone, edited.role) == ("Ann B", "5550999", Role.SUPERVISOR)
    assert edited.email == "ann@example.com"
    assert world.docs.users.get(client.user_id) == edited


def test_edit_user_messages_come_from_the_edit_form(world):
    admin = world.staff()
    client = world.signup()
    with pytest.raises(ValidationFailed) as refused:
        world.uc.update_user()(admin, client.user_id, {"name": "", "phone": "12a"})
    assert refused.value.field_errors == {
        "name": "Name is required.",
        "phone": "Phone must contain only numbers.",
    }


def test_users_edit_their_own_name_but_not_their_role(world):
    supervisor = world.staff(Role.SUPERVISOR, "sup@example.com")
    edited = world.uc.update_user()(supervisor, supervisor.user_id, {"name": "Sue"})
    assert (edited.name, edited.role) == ("Sue", Role.SUPERVISOR)
    with pytest.raises(Forbidden):
        world.uc.update_user()(supervisor, supervisor.user_id, {"role": "Admin"})


def test_supervisors_cannot_edit_other_users(world):
    supervisor = world.staff(Role.SUPERVISOR, "sup@example.com")
    client = world.signup()
    with pytest.raises(Forbidden):
        world.uc.update_user()(supervisor, client.user_id, {"name": "Hacked"})


def test_a_client_sees_only_itself_and_others_are_not_found(world):
    ann = world.signup()
    bob = world.signup("bob@example.com", "Bob")
    assert world.uc.get_user()(ann, ann.user_id).email == "ann@example.com"
    with pytest.raises(NotFound, match=r"User not found\."):
        world.uc.get_user()(ann, bob.user_id)
    with pytest.raises(NotFound, match=r"User not found\."):
        world.uc.update_user()(ann, bob.user_id, {"name": "Hacked"})


def test_deactivating_a_user_keeps_them_out_until_reactivated_and_is_logged(world):
    admin = world.staff()
    client = world.signup()
    credentials = {"email": "ann@example.com", "password": PASSWORD}
    user = world.uc.set_user_status()(admin, client.user_id, False)
    assert user.status is False
    assert world.docs.users.get(client.user_id).status is False
    with pytest.raises(AccessDenied, match="is deactivated"):
        world.uc.login()(credentials)
    world.uc.set_user_status()(admin, client.user_id, True)
    assert world.uc.login()(credentials).user.id == client.user_id
    toggles = [action for action in actions(world) if action is LogAction.TOGGLE_USER_STATUS]
    assert len(toggles) == 2


def test_the_users_status_is_the_one_record_of_deactivation(world):
    admin = world.staff()
    client = world.signup()
    world.uc.set_user_status()(admin, client.user_id, False)
    assert not world.identity.is_disabled(client.user_id)


def test_deleting_a_user_removes_account_and_record(world):
    admin = world.staff()
    client = world.signup()
    world.uc.delete_user()(admin, client.user_id)
    assert world.docs.users.get(client.user_id) is None
    assert world.identity.find_uid("ann@example.com") is None
    assert actions(world) == [LogAction.DELETE_USER]
    with pytest.raises(NotFound, match=r"User not found\."):
        world.uc.delete_user()(admin, client.user_id)


def test_admins_cannot_deactivate_or_delete_themselves(world):
    admin = world.staff()
    with pytest.raises(Forbidden):
        world.uc.set_user_status()(admin, admin.user_id, False)
    with pytest.raises(Forbidden):
        world.uc.delete_user()(admin, admin.user_id)


def test_staff_send_a_reset_email_to_a_user(world):
    supervisor = world.staff(Role.SUPERVISOR, "sup@example.com")
    client = world.signup()
    answer = world.uc.send_user_password_reset()(supervisor, client.user_id)
    assert answer == "Password reset email sent. Please check your inbox."
    assert len(world.mailer.sent_to("ann@example.com")) == 1


def test_a_user_without_a_valid_email_gets_no_reset_email(world):
    admin = world.staff()
    client = world.signup()
    user = world.docs.users.get(client.user_id)
    world.docs.users.save(replace(user, email="broken"))
    with pytest.raises(ValidationFailed) as refused:
        world.uc.send_user_password_reset()(admin, client.user_id)
    assert refused.value.message == "The selected user does not have a valid email address."
    assert world.mailer.outbox == []
