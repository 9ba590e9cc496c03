"""The ClientRepository port (`clients`), on every document adapter."""

import threading
from dataclasses import replace
from datetime import timedelta

import pytest
from tests.contracts.builders import MOMENT, a_client, a_payment

from signage_core.entities.clients import Client
from signage_core.errors import NotFound


def test_a_saved_client_reads_back_with_every_field(documents):
    client = a_client()
    documents.clients.save(client)
    assert documents.clients.get(client.id) == client


def test_a_client_with_only_required_fields_reads_back_with_defaults(documents):
    client = Client("client-2", "Gym", "Grace", "555", "gym@example.com", "uid-grace")
    documents.clients.save(client)
    assert documents.clients.get("client-2") == client


def test_an_unknown_client_is_none(documents):
    assert documents.clients.get("nobody") is None


def test_find_by_user_finds_the_users_client(documents):
    documents.clients.save(a_client(id="c1", user_id="uid-ada"))
    documents.clients.save(a_client(id="c2", user_id="uid-grace"))
    found = documents.clients.find_by_user("uid-grace")
    assert found is not None
    assert found.id == "c2"


def test_find_by_user_without_a_client_is_none(documents):
    documents.clients.save(a_client(user_id="uid-ada"))
    assert documents.clients.find_by_user("uid-grace") is None


def test_find_by_user_with_several_clients_returns_one_of_them(documents):
    documents.clients.save(a_client(id="c1"))
    documents.clients.save(a_client(id="c2"))
    found = documents.clients.find_by_user("uid-ada")
    assert found is not None
    assert found.id in {"c1", "c2"}


def test_every_client_is_listed_by_business_name(documents):
    for cid, name in [("c1", "Zumba Place"), ("c2", "Bakery"), ("c3", "Music Shop")]:
        documents.clients.save(a_client(id=cid, business_name=name))
    listed = [c.business_name for c in documents.clients.list_all()]
    assert listed == ["Bakery", "Music Shop", "Zumba Place"]


def test_saving_again_replaces_the_document(documents):
    documents.clients.save(a_client(status=True))
    documents.clients.save(a_client(status=False, website=""))
    found = documents.clients.get("client-1")
    assert found is not None
    assert (found.status, found.website) == (False, "")


def test_update_applies_the_change_and_stores_it(documents):
    documents.clients.save(a_client(status=True))
    returned = documents.clients.update("client-1", lambda c: replace(c, status=False))
    assert returned.status is False
    assert documents.clients.get("client-1") == returned


def test_update_of_a_missing_client_raises_not_found(documents):
    with pytest.raises(NotFound):
        documents.clients.update("nobody", lambda c: c)


def test_a_failing_change_leaves_the_client_as_it_was(documents):
    documents.clients.save(a_client())

    def broken(client: Client) -> Client:
        raise RuntimeError("change failed")

    with pytest.raises(RuntimeError):
        documents.clients.update("client-1", broken)
    assert documents.clients.get("client-1") == a_client()


def test_concurrent_updates_all_count(documents):
    documents.clients.save(a_client(expire_date=MOMENT))

    def extend(client: Client) -> Client:
        return replace(client, expire_date=client.expire_date + timedelta(days=1))

    def renew_five_times() -> None:
        for _ in range(5):
            documents.clients.update("client-1", extend)

    threads = [threading.Thread(target=renew_five_times) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    found = documents.clients.get("client-1")
    assert found is not None
    assert found.expire_date == MOMENT + timedelta(days=20)


def test_delete_with_payments_removes_the_client_and_returns_its_payments(documents):
    documents.clients.save(a_client(id="c1"))
    stored = [
        a_payment(id="p1", client_id="c1"),
        a_payment(id="p2", client_id="c1", reference="R2"),
    ]
    for payment in stored:
        documents.payments.save(payment)
    deleted = documents.clients.delete_with_payments("c1")
    assert sorted(deleted, key=lambda p: p.id) == stored
    assert documents.clients.get("c1") is None
    assert documents.payments.list_for_client("c1") == []


def test_delete_with_payments_leaves_other_clients_payments(documents):
    documents.clients.save(a_client(id="c1"))
    documents.clients.save(a_client(id="c2"))
    documents.payments.save(a_payment(id="p1", client_id="c1"))
    documents.payments.save(a_payment(id="p2", client_id="c2"))
    documents.clients.delete_with_payments("c1")
    assert [p.id for p in documents.payments.list_all()] == ["p2"]
    assert documents.clients.get("c2") is not None


def test_delete_with_payments_of_a_client_without_payments_returns_none(documents):
    documents.clients.save(a_client())
    assert documents.clients.delete_with_payments("client-1") == []
    assert documents.clients.get("client-1") is None


def test_business_names_are_sorted_ignoring_case(documents):
    for cid, name in [("c1", "zumba Place"), ("c2", "Bakery"), ("c3", "apple Store")]:
        documents.clients.save(a_client(id=cid, business_name=name))
    listed = [c.business_name for c in documents.clients.list_all()]
    assert listed == ["apple Store", "Bakery", "zumba Place"]
