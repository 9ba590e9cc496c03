from datetime import date, timedelta
from decimal import Decimal

import pytest
from tests.core.usecases.world import START

from signage_core.entities.payments import PaymentMethod
from signage_core.entities.users import Role
from signage_core.errors import Forbidden, LicenceExpired, NotFound, ValidationFailed
from signage_core.paging import PageRequest


def pay(world, staff, client, package="pkg-basic", method="Cash", reference="R-1"):
    form = {"clientId": client.id, "packageId": package, "paymentMethod": method}
    return world.uc.record_payment()(staff, {**form, "paymentReference": reference})


def test_recording_a_payment_prices_it_from_the_package_and_renews_the_client(world):
    _, client = world.customer()
    admin = world.staff()
    payment = pay(world, admin, client, "pkg-pro")
    assert (payment.amount, payment.units, payment.package_code) == (Decimal("24.50"), 1, "PRO")
    assert (payment.payment_date, payment.method) == (date(2025, 3, 10), PaymentMethod.CASH)
    assert payment.expire_date == START + timedelta(days=90)
    renewed = world.docs.clients.get(client.id)
    assert (renewed.package_code, renewed.package_id) == ("PRO", "pkg-pro")
    assert renewed.expire_date == START + timedelta(days=90)


def test_a_paying_client_renewing_early_keeps_the_days_left(world):
    _, client = world.customer()
    admin = world.staff()
    pay(world, admin, client)
    world.clock.advance(timedelta(days=10))
    pay(world, admin, client, reference="R-2")
    assert world.docs.clients.get(client.id).expire_date == START + timedelta(days=60)


def test_payment_form_rules_apply(world):
    _, client = world.customer()
    admin = world.staff()
    with pytest.raises(ValidationFailed) as refused:
        pay(world, admin, client, package="", reference="")
    assert refused.value.field_errors == {
        "packageId": "Please select a package.",
        "paymentReference": "Please provide a payment reference.",
    }


def test_an_online_payment_needs_no_reference(world):
    _, client = world.customer()
    payment = pay(world, world.staff(), client, method="PayPal", reference="")
    assert payment.method is PaymentMethod.PAYPAL


def test_clients_cannot_record_edit_or_switch_payments(world):
    actor, client = world.customer()
    payment = pay(world, world.staff(), client)
    with pytest.raises(Forbidden):
        pay(world, actor, client)
    with pytest.raises(Forbidden):
        world.uc.edit_payment()(actor, payment.id, {"paymentReference": "mine"})
    with pytest.raises(Forbidden):
        world.uc.set_payment_status()(actor, payment.id, False)


def test_clients_see_only_their_own_payments(world):
    ann, ann_client = world.customer()
    _, bob_client = world.customer("bob@example.com")
    staff = world.staff(Role.SUPERVISOR, "sup@example.com")
    mine, theirs = pay(world, staff, ann_client), pay(world, staff, bob_client)
    assert world.uc.list_payments()(ann, PageRequest()).items == [mine]
    assert world.uc.get_payment()(ann, mine.id) == mine
    with pytest.raises(NotFound, match=r"Payment not found\."):
        world.uc.get_payment()(ann, theirs.id)
    with pytest.raises(NotFound):
        world.uc.list_payments()(ann, PageRequest(), bob_client.id)
    assert {p.id for p in world.uc.list_payments()(staff, PageRequest()).items} == {
        mine.id,
        theirs.id,
    }
    assert world.uc.list_payments()(staff, PageRequest(), bob_client.id).items == [theirs]


def test_changing_the_package_shifts_both_expiries_by_the_difference_in_days(world):
    _, client = world.customer()
    admin = world.staff()
    payment = pay(world, admin, client, "pkg-basic")
    edited = world.uc.edit_payment()(admin, payment.id, {"packageId": "pkg-pro"})
    assert edited.expire_date == payment.expire_date + timedelta(days=60)
    assert (edited.package_code, edited.amount) == ("PRO", Decimal("24.50"))
    renewed = world.docs.clients.get(client.id)
    assert renewed.expire_date == START + timedelta(days=90)
    assert renewed.package_code == "PRO"


def test_editing_method_or_reference_leaves_the_expiry_alone(world):
    _, client = world.customer()
    admin = world.staff()
    payment = pay(world, admin, client)
    before = world.docs.clients.get(client.id)
    edited = world.uc.edit_payment()(admin, payment.id, {"paymentMethod": "Zelle"})
    assert (edited.method, edited.reference, edited.expire_date) == (
        PaymentMethod.ZELLE,
        "R-1",
        payment.expire_date,
    )
    assert world.docs.clients.get(client.id) == before


def test_staff_switch_a_payment_without_touching_the_client(world):
    _, client = world.customer()
    admin = world.staff()
    payment = pay(world, admin, client)
    before = world.docs.clients.get(client.id)
    assert world.uc.set_payment_status()(admin, payment.id, False).status is False
    assert world.docs.clients.get(client.id) == before
    with pytest.raises(NotFound, match=r"Payment not found\."):
        world.uc.set_payment_status()(admin, "missing", False)


def test_payments_stay_open_after_the_licence_expires_and_reopen_writes(world):
    actor, client = world.customer()
    admin = world.staff()
    world.clock.advance(timedelta(days=9))
    with pytest.raises(LicenceExpired):
        world.add_image(actor)
    assert world.uc.list_payments()(actor, PageRequest()).items == []
    pay(world, admin, client)
    assert world.add_image(actor).name == "Poster"


def test_an_unknown_client_or_package_is_not_found(world):
    _, client = world.customer()
    admin = world.staff()
    with pytest.raises(NotFound, match=r"The package assigned to the client was not found\."):
        pay(world, admin, client, package="gone")
    form = {"clientId": "nobody", "packageId": "pkg-basic", "paymentMethod": "Cash"}
    with pytest.raises(NotFound, match=r"The client does not exist\."):
        world.uc.record_payment()(admin, {**form, "paymentReference": "R"})
