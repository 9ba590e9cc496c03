"""Documents the existing portal stored are read as they are, and changed in place: a change
keeps their field names (both createdAt spellings, packageID, Expire_date) and their
timestamps, and adds no snake_case field."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, date, datetime

import pytest
from signage_adapters.firebase.clients import firestore_client
from signage_adapters.firebase.documents import FirestoreDocuments
from tests.adapters.firebase.legacy_documents import (
    ADMIN_MADE,
    EXPIRES,
    LEGACY,
    REGISTERED,
    write_legacy_documents,
)
from tests.support.emulators import PROJECT_ID, Emulators

pytestmark = pytest.mark.slow


@pytest.fixture
def documents(emulators: Emulators) -> FirestoreDocuments:
    emulators.fresh_firestore_host()
    documents = FirestoreDocuments(firestore_client(PROJECT_ID))
    write_legacy_documents(documents.firestore.db)
    return documents


def stored(documents: FirestoreDocuments, collection: str, doc_id: str) -> dict:
    return documents.firestore.db.collection(collection).document(doc_id).get().to_dict()


def test_timestamps_and_texts_read_as_the_same_moments(documents):
    assert documents.users.get("uid-rosa").created_at == REGISTERED
    assert documents.users.get("uid-admin").created_at == ADMIN_MADE
    client = documents.clients.find_by_user("uid-rosa")
    assert (client.created_at, client.expire_date, client.package_id) == (
        REGISTERED, EXPIRES, "pkg-basic",
    )  # fmt: skip
    [playlist] = documents.playlists.list_for_client("client-rosa")
    assert playlist.created_at == datetime(2024, 3, 2, 9, tzinfo=UTC)


def test_payments_and_playlist_items_read_with_their_stored_names(documents):
    [payment] = documents.payments.list_for_client("client-rosa")
    assert (payment.payment_date, payment.package_id, str(payment.amount)) == (
        date(2024, 3, 1), "pkg-basic", "49.99",
    )  # fmt: skip
    [item] = documents.playlists.get("playlist-rosa").items
    assert (item.media_id, item.media_url) == ("media-1", "https://cdn.example/m1.jpg")


def test_an_email_stored_with_capitals_is_found_folded(documents):
    assert documents.users.find_by_email("admin@portal.example").id == "uid-admin"


def test_a_changed_client_keeps_its_field_names_and_timestamps(documents):
    documents.clients.update("client-rosa", lambda c: replace(c, business_name="Rosa & Co"))
    after = stored(documents, "clients", "client-rosa")
    assert after["businessName"] == "Rosa & Co"
    assert set(LEGACY["clients"]["client-rosa"]) <= set(after)
    added = set(after) - set(LEGACY["clients"]["client-rosa"])
    assert added == {"businessNameSort", "businessNameSearch"}  # the name's keys
    assert isinstance(after["createdAt"], datetime)
    assert after["createdAt"] == REGISTERED


def test_a_changed_admin_made_user_keeps_createdat(documents):
    user = documents.users.get("uid-admin")
    documents.users.save_existing(replace(user, name="Senior Admin"))
    after = stored(documents, "users", "uid-admin")
    keys = {"nameSort", "nameSearch", "emailSearch"}  # the search keys (docs/operations.md)
    legacy = set(LEGACY["users"]["uid-admin"])
    assert legacy <= set(after) <= legacy | keys
    assert (after["name"], after["nameSort"]) == ("Senior Admin", "senior admin")


def test_a_changed_payment_keeps_payment_date_as_a_day_text(documents):
    payment = documents.payments.get("pay-rosa")
    documents.payments.save_existing(replace(payment, reference="PAY-1b"))
    after = stored(documents, "payments", "pay-rosa")
    assert after["Payment_Date"] == "2024-03-01"
    added = set(after) - set(LEGACY["payments"]["pay-rosa"])
    assert added == {"PaymentReferenceSearch"}  # the reference's search key


def test_a_field_the_portal_does_not_know_survives_a_change(documents):
    ref = documents.firestore.db.collection("clients").document("client-rosa")
    ref.update({"tvBoxGroup": "north-wing", "screenLayout": {"rotation": 90}})
    documents.clients.update("client-rosa", lambda c: replace(c, phone="5550199"))
    after = stored(documents, "clients", "client-rosa")
    assert after["phone"] == "5550199"
    assert (after["tvBoxGroup"], after["screenLayout"]) == ("north-wing", {"rotation": 90})
