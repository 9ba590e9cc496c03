"""The PaymentRepository port (`payments`), on every document adapter."""

import threading
from dataclasses import replace
from datetime import date, timedelta
from decimal import Decimal

import pytest
from tests.contracts.builders import MOMENT, a_client, a_payment
from tests.support.firebase_gaps import stored_apart

from signage_core.entities.clients import Client
from signage_core.entities.payments import Payment, PaymentMethod
from signage_core.errors import NotFound


def renew(days: int):
    """A change_client that extends the client's expiry and records what it was given."""
    seen: list[tuple[Client, Payment | None]] = []

    def change(client: Client, previous: Payment | None) -> Client:
        seen.append((client, previous))
        return replace(client, expire_date=client.expire_date + timedelta(days=days))

    return change, seen


def test_a_saved_payment_reads_back_with_every_field(documents):
    payment = a_payment()
    documents.payments.save(payment)
    assert documents.payments.get(payment.id) == payment


def test_a_payment_without_expiry_or_reference_reads_back_so(documents):
    payment = a_payment(expire_date=None, reference="", method=PaymentMethod.CASH)
    documents.payments.save(payment)
    assert documents.payments.get(payment.id) == payment


def test_amounts_keep_their_cents(documents):
    for pid, amount in [("p1", Decimal("0.10")), ("p2", Decimal("1234.56")), ("p3", Decimal(20))]:
        documents.payments.save(a_payment(id=pid, amount=amount, reference=pid))
    amounts = {p.id: p.amount for p in documents.payments.list_all()}
    assert amounts == {"p1": Decimal("0.10"), "p2": Decimal("1234.56"), "p3": Decimal(20)}


def test_an_unknown_payment_is_none(documents):
    assert documents.payments.get("nobody") is None


def test_every_payment_is_listed_newest_payment_date_first(documents):
    for pid, day in [("p1", 10), ("p2", 20), ("p3", 5)]:
        documents.payments.save(a_payment(id=pid, payment_date=date(2025, 1, day), reference=pid))
    assert [p.id for p in documents.payments.list_all()] == ["p2", "p1", "p3"]


def test_a_clients_payments_are_listed_newest_first_without_others(documents):
    documents.payments.save(a_payment(id="p1", payment_date=date(2025, 1, 1), reference="1"))
    documents.payments.save(a_payment(id="p2", payment_date=date(2025, 3, 1), reference="2"))
    documents.payments.save(a_payment(id="p3", client_id="other", reference="3"))
    assert [p.id for p in documents.payments.list_for_client("client-1")] == ["p2", "p1"]


def test_has_payments_tells_whether_a_client_paid(documents):
    documents.payments.save(a_payment(client_id="client-1"))
    assert documents.payments.has_payments("client-1") is True
    assert documents.payments.has_payments("client-2") is False


def test_find_by_reference(documents):
    documents.payments.save(a_payment(id="p1", reference="I-SUB-1"))
    documents.payments.save(a_payment(id="p2", reference="I-SUB-2"))
    found = documents.payments.find_by_reference("I-SUB-2")
    assert found is not None
    assert found.id == "p2"
    assert documents.payments.find_by_reference("I-SUB-3") is None


def test_an_empty_reference_matches_nothing(documents):
    documents.payments.save(a_payment(reference=""))
    assert documents.payments.find_by_reference("") is None


def test_saving_again_replaces_the_payment(documents):
    documents.payments.save(a_payment(status=True))
    documents.payments.save(a_payment(status=False))
    assert [p.status for p in documents.payments.list_all()] == [False]


def test_save_with_client_writes_a_new_payment_and_renews_the_client(documents):
    documents.clients.save(a_client(expire_date=MOMENT))
    change, seen = renew(30)
    saved = documents.payments.save_with_client(a_payment(), change)
    assert saved.created is True
    assert saved.payment == a_payment()
    assert saved.client.expire_date == MOMENT + timedelta(days=30)
    assert documents.payments.get("payment-1") == a_payment()
    assert documents.clients.get("client-1") == saved.client
    assert seen == [(a_client(expire_date=MOMENT), None)]


def test_save_with_client_hands_over_the_payment_as_stored_before(documents):
    documents.clients.save(a_client(expire_date=MOMENT))
    documents.payments.save(a_payment(package_code="OLD"))
    change, seen = renew(0)
    saved = documents.payments.save_with_client(a_payment(package_code="NEW"), change)
    assert saved.created is False
    assert seen[-1][1] == a_payment(package_code="OLD")
    assert documents.payments.get("payment-1") == a_payment(package_code="NEW")


def test_a_duplicate_reference_writes_nothing_and_returns_the_first_payment(documents):
    documents.clients.save(a_client(expire_date=MOMENT))
    first = a_payment(id="p1", reference="I-SUB-1")
    documents.payments.save_with_client(first, renew(30)[0], unique_reference=True)
    change, _ = renew(30)
    saved = documents.payments.save_with_client(
        a_payment(id="p2", reference="I-SUB-1"), change, unique_reference=True
    )
    assert (saved.created, saved.payment) == (False, first)
    assert documents.payments.get("p2") is None
    assert documents.clients.get("client-1").expire_date == MOMENT + timedelta(days=30)


def test_unique_reference_lets_a_payment_be_saved_again(documents):
    documents.clients.save(a_client(expire_date=MOMENT))
    documents.payments.save(a_payment(reference="I-SUB-1", status=True))
    saved = documents.payments.save_with_client(
        a_payment(reference="I-SUB-1", status=False), renew(0)[0], unique_reference=True
    )
    assert saved.payment.status is False
    assert documents.payments.get("payment-1").status is False


def test_without_unique_reference_duplicates_are_written(documents):
    documents.clients.save(a_client(expire_date=MOMENT))
    documents.payments.save(a_payment(id="p1", reference="CASH-1"))
    saved = documents.payments.save_with_client(a_payment(id="p2", reference="CASH-1"), renew(1)[0])
    assert saved.created is True
    assert documents.payments.get("p2") is not None


def test_save_with_client_of_a_missing_client_raises_and_writes_nothing(documents):
    with pytest.raises(NotFound):
        documents.payments.save_with_client(a_payment(client_id="nobody"), renew(30)[0])
    assert documents.payments.get("payment-1") is None


def test_a_failing_client_change_writes_nothing(documents):
    documents.clients.save(a_client(expire_date=MOMENT))

    def broken(client: Client, previous: Payment | None) -> Client:
        raise RuntimeError("renewal failed")

    with pytest.raises(RuntimeError):
        documents.payments.save_with_client(a_payment(), broken)
    assert documents.payments.get("payment-1") is None
    assert documents.clients.get("client-1") == a_client(expire_date=MOMENT)


def test_concurrent_renewals_all_count(documents):
    documents.clients.save(a_client(expire_date=MOMENT))

    def pay_three_times(worker: int) -> None:
        for n in range(3):
            payment = a_payment(id=f"p{worker}-{n}", reference=f"R{worker}-{n}")
            documents.payments.save_with_client(payment, renew(30)[0], unique_reference=True)

    threads = [threading.Thread(target=pay_three_times, args=(w,)) for w in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert documents.clients.get("client-1").expire_date == MOMENT + timedelta(days=30 * 12)
    assert len(documents.payments.list_for_client("client-1")) == 12


def test_same_day_payments_list_the_later_stored_first(documents):
    for pid in ["first", "second", "third"]:
        documents.payments.save(a_payment(id=pid, payment_date=date(2025, 1, 9), reference=pid))
        stored_apart()
    documents.payments.save(a_payment(id="newer", payment_date=date(2025, 1, 10)))
    assert [p.id for p in documents.payments.list_all()] == ["newer", "third", "second", "first"]


def test_payments_without_a_reference_are_never_duplicates(documents):
    documents.clients.save(a_client(expire_date=MOMENT))
    documents.payments.save(a_payment(id="p1", reference=""))
    saved = documents.payments.save_with_client(
        a_payment(id="p2", reference=""), renew(1)[0], unique_reference=True
    )
    assert saved.created is True
    assert documents.payments.get("p2") is not None
