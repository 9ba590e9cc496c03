from datetime import timedelta

import pytest
from tests.core.usecases.world import PASSWORD, START, client_form

from signage_core.entities.logs import LogAction
from signage_core.entities.users import Role
from signage_core.errors import (
    AuthenticationFailed,
    Conflict,
    Forbidden,
    NotFound,
    ValidationFailed,
)
from signage_core.paging import PageRequest


def test_a_client_creates_its_own_profile_with_a_seven_day_licence(world):
    actor = world.signup()
    client = world.uc.create_client()(actor, client_form(password=PASSWORD))
    assert client.user_id == actor.user_id
    assert (client.username, client.status, client.created_at) == ("ann@example.com", True, START)
    assert client.expire_date == START + timedelta(days=7)
    assert (client.package_code, client.package_id) == ("BASIC", "pkg-basic")
    assert client.business_name == "Ann's Bakery"
    assert world.docs.clients.find_by_user(actor.user_id) == client


def test_creating_a_profile_re_verifies_the_password(world):
    actor = world.signup()
    with pytest.raises(ValidationFailed) as missing:
        world.uc.create_client()(actor, client_form())
    assert missing.value.field_errors == {"password": "Please enter your password."}
    with pytest.raises(AuthenticationFailed, match=r"Incorrect password\. Could not authenticate"):
        world.uc.create_client()(actor, client_form(password="wrong-one"))
    assert world.docs.clients.list_all() == []


def test_the_business_form_rules_apply(world):
    actor = world.signup()
    with pytest.raises(ValidationFailed) as refused:
        world.uc.create_client()(
            actor, client_form(password=PASSWORD, businessName="", locationNumber="12a")
        )
    assert refused.value.field_errors == {
        "businessName": "Required field",
        "locationNumber": "It must be a number",
    }


def test_an_unknown_package_is_refused(world):
    actor = world.signup()
    with pytest.raises(NotFound) as refused:
        world.uc.create_client()(actor, client_form(password=PASSWORD, packageId="nope"))
    assert refused.value.message == "The package assigned to the client was not found."


def test_each_user_has_at_most_one_profile(world):
    actor, _ = world.customer()
    with pytest.raises(Conflict):
        world.uc.create_client()(actor, client_form(password=PASSWORD))


def test_a_client_cannot_create_a_profile_for_someone_else(world):
    ann = world.signup()
    bob = world.signup("bob@example.com", "Bob")
    with pytest.raises(Forbidden):
        world.uc.create_client()(ann, client_form(password=PASSWORD, userId=bob.user_id))


def test_staff_create_a_profile_for_a_user_with_their_own_password(world):
    supervisor = world.staff(Role.SUPERVISOR, "sup@example.com")
    bob = world.signup("bob@example.com", "Bob")
    client = world.uc.create_client()(
        supervisor, client_form(password=PASSWORD, userId=bob.user_id, packageId="pkg-pro")
    )
    assert (client.user_id, client.username, client.package_code) == (
        bob.user_id,
        "bob@example.com",
        "PRO",
    )
    assert [e.action for e in world.docs.user_logs.list_recent()] == [LogAction.NEW_CLIENT]


def test_staff_must_name_the_user(world):
    admin = world.staff()
    with pytest.raises(ValidationFailed) as refused:
        world.uc.create_client()(admin, client_form(password=PASSWORD))
    assert refused.value.field_errors == {"userId": "The current user could not be identified."}


def test_owner_and_staff_read_a_client_others_do_not_see_it(world):
    actor, client = world.customer()
    bob = world.signup("bob@example.com", "Bob")
    supervisor = world.staff(Role.SUPERVISOR, "sup@example.com")
    assert world.uc.get_client()(actor, client.id) == client
    assert world.uc.get_client()(supervisor, client.id) == client
    with pytest.raises(NotFound, match=r"The client does not exist\."):
        world.uc.get_client()(bob, client.id)


def test_only_staff_list_clients(world):
    actor, client = world.customer()
    [listed] = world.uc.list_clients()(world.staff(), PageRequest()).items
    assert listed.client == client
    with pytest.raises(Forbidden):
        world.uc.list_clients()(actor, PageRequest())


def test_staff_see_each_clients_licence_state_in_the_list(world):
    _, trial = world.customer()
    _, paid = world.customer("bob@example.com")
    staff = world.staff()
    payment = {"clientId": paid.id, "packageId": world.basic.id, "paymentMethod": "Cash"}
    world.uc.record_payment()(staff, {**payment, "paymentReference": "R-1"})
    world.clock.advance(timedelta(days=8))
    states = {
        item.client.id: (item.licence.trial, item.licence.expired)
        for item in world.uc.list_clients()(staff, PageRequest()).items
    }
    assert states == {trial.id: (True, True), paid.id: (False, False)}


def test_editing_changes_the_form_fields_package_and_updated_at(world):
    actor, client = world.customer()
    world.clock.advance(timedelta(hours=3))
    edited = world.uc.update_client()(
        actor, client.id, {"phone": "5550999", "packageId": "pkg-pro"}
    )
    assert (edited.phone, edited.package_code, edited.package_id) == ("5550999", "PRO", "pkg-pro")
    assert edited.updated_at == START + timedelta(hours=3)
    assert (edited.business_name, edited.expire_date) == (client.business_name, client.expire_date)


def test_edit_save_checks_reject_a_bad_company_email(world):
    actor, client = world.customer()
    with pytest.raises(ValidationFailed) as refused:
        world.uc.update_client()(actor, client.id, {"companyEmail": "nope"})
    assert refused.value.field_errors == {"companyEmail": "Invalid email format"}


def test_another_client_cannot_edit_a_profile(world):
    _, client = world.customer()
    bob = world.signup("bob@example.com", "Bob")
    with pytest.raises(NotFound):
        world.uc.update_client()(bob, client.id, {"phone": "1"})


def test_staff_toggle_a_client_and_the_switch_is_logged(world):
    _, client = world.customer()
    supervisor = world.staff(Role.SUPERVISOR, "sup@example.com")
    assert world.uc.set_client_status()(supervisor, client.id, False).status is False
    assert world.uc.deactivate_client()(supervisor, client.id).status is False
    logged = [entry.action for entry in world.docs.user_logs.list_recent()]
    assert logged[:2] == [LogAction.DEACTIVATE_CLIENT, LogAction.TOGGLE_CLIENT_STATUS]


def test_clients_cannot_switch_their_own_status(world):
    actor, client = world.customer()
    with pytest.raises(Forbidden):
        world.uc.set_client_status()(actor, client.id, True)


def test_admin_deletes_a_client_with_its_payments_and_logs_the_total(world):
    _, client = world.customer()
    admin = world.staff()
    for package in ("pkg-basic", "pkg-pro"):
        form = {"clientId": client.id, "packageId": package, "paymentMethod": "Cash"}
        world.uc.record_payment()(admin, {**form, "paymentReference": "R1"})
    deleted = world.uc.delete_client()(admin, client.id)
    assert (deleted.deleted_payments, deleted.total_amount) == (2, "34.49")
    assert world.docs.clients.get(client.id) is None
    assert world.docs.payments.list_for_client(client.id) == []
    (entry,) = [e for e in world.docs.user_logs.list_recent() if e.action == "DeleteClient"]
    assert "total amount 34.49" in entry.note


def test_supervisors_cannot_delete_clients(world):
    _, client = world.customer()
    supervisor = world.staff(Role.SUPERVISOR, "sup@example.com")
    with pytest.raises(Forbidden):
        world.uc.delete_client()(supervisor, client.id)
    assert world.docs.clients.get(client.id) == client


def test_business_types_put_business_office_first(world):
    actor = world.signup()
    assert world.uc.list_business_types()(actor) == ["Business Office", "Retail", "Gym"]


def test_packages_are_listed_by_price(world):
    codes = [p.code for p in world.uc.list_packages()(world.signup())]
    assert codes == ["BASIC", "PRO", "PREMIUM"]


def _pay(world, client, package_id: str, staff=None) -> None:
    form = {"clientId": client.id, "packageId": package_id, "paymentMethod": "Zelle"}
    world.uc.record_payment()(staff or world.staff(), {**form, "paymentReference": "Z-1"})


def test_a_paying_client_cannot_change_its_package_on_its_own_form(world):
    actor, client = world.customer()
    _pay(world, client, client.package_id)
    with pytest.raises(ValidationFailed) as refused:
        world.uc.update_client()(actor, client.id, {"packageId": "pkg-pro"})
    assert refused.value.field_errors == {
        "packageId": "The package changes with a payment. Please choose a new package under "
        "Subscriptions."
    }
    assert world.uc.get_client()(actor, client.id).package_id == client.package_id


def test_a_paying_client_cannot_change_its_package_by_code_either(world):
    actor, client = world.customer()
    _pay(world, client, client.package_id)
    with pytest.raises(ValidationFailed) as refused:
        world.uc.update_client()(actor, client.id, {"packageCode": "PRO"})
    assert list(refused.value.field_errors) == ["packageCode"]


def test_a_paying_client_still_edits_the_rest_of_its_form(world):
    actor, client = world.customer()
    _pay(world, client, client.package_id)
    form = {"phone": "5550999", "packageId": client.package_id}
    assert world.uc.update_client()(actor, client.id, form).phone == "5550999"


def test_staff_change_a_paying_clients_package(world):
    _, client = world.customer()
    staff = world.staff()
    _pay(world, client, client.package_id, staff)
    edited = world.uc.update_client()(staff, client.id, {"packageId": "pkg-pro"})
    assert edited.package_id == "pkg-pro"
