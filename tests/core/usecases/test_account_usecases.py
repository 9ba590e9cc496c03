"""Accounts made without a signed-in admin (first start, `signage users create`) follow the
same core rules as the add-user screen."""

import pytest
from tests.core.usecases.world import PASSWORD

from signage_core.entities.users import Role
from signage_core.errors import Conflict, ValidationFailed
from signage_core.usecases.accounts.opening import CreateAccount, CreateFirstAdmin

ACCOUNT = {
    "name": "Sue Supervisor",
    "phone": "5550300",
    "email": "sue@example.com",
    "password": "secret-1",
    "role": "Supervisor",
}


def create_account(world):
    return CreateAccount(world.identity, world.docs.users, world.clock)


def test_the_first_admin_is_created_only_when_there_is_no_user(world):
    first_admin = CreateFirstAdmin(world.identity, world.docs.users, world.clock)
    password = first_admin("root@example.com")
    assert password
    result = world.uc.login()({"email": "root@example.com", "password": password})
    assert (result.user.role, result.user.status, result.user.created_by_admin) == (
        Role.ADMIN,
        True,
        True,
    )
    assert first_admin("other@example.com") is None
    assert [user.email for user in world.docs.users.list_all()] == ["root@example.com"]


def test_the_first_admin_needs_a_valid_email(world):
    first_admin = CreateFirstAdmin(world.identity, world.docs.users, world.clock)
    with pytest.raises(ValidationFailed) as refused:
        first_admin("not-an-email")
    assert refused.value.field_errors == {"email": "Invalid email"}
    assert world.docs.users.list_all() == []


def test_an_operator_account_follows_the_add_user_rules(world):
    with pytest.raises(ValidationFailed) as refused:
        create_account(world)({**ACCOUNT, "password": "1", "role": "Owner"})
    assert refused.value.field_errors == {
        "password": "Password must be at least 6 characters",
        "role": "Role must be Client, Supervisor or Admin",
    }
    user = create_account(world)(ACCOUNT)
    assert (user.role, user.status, user.created_by_admin) == (Role.SUPERVISOR, True, True)
    assert world.docs.users.get(user.id) == user


def test_an_operator_account_with_a_taken_email_is_a_conflict(world):
    world.signup("sue@example.com")
    with pytest.raises(Conflict, match="already in use"):
        create_account(world)(ACCOUNT)


class FailingUsers:
    def __init__(self, users):
        self._users = users

    def list_all(self):
        return self._users.list_all()

    def save(self, user):
        raise OSError("store down")


def test_no_identity_account_outlives_a_users_document_that_could_not_be_saved(world):
    create = CreateAccount(world.identity, FailingUsers(world.docs.users), world.clock)
    with pytest.raises(OSError, match="store down"):
        create(ACCOUNT)
    assert world.identity.find_uid("sue@example.com") is None
    assert world.identity.create_account("sue@example.com", PASSWORD)
