"""What the Firestore store does beyond the DocumentStore contract: the 500-write commit limit
(a client with more payments than one commit holds is still deleted whole) and the case-folded
email lookup's two steps, on the Firestore emulator."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from signage_adapters.documents.payments import to_document as payment_document
from signage_adapters.documents.query import Query, at_least, equals, equals_folded
from signage_adapters.firebase.clients import firestore_client
from signage_adapters.firebase.documents import FirestoreDocuments
from signage_adapters.firebase.firestore_transaction import MAX_WRITES, TooManyWrites
from signage_adapters.firebase.store import FirestoreStore
from tests.contracts.builders import a_client, a_payment
from tests.support.emulators import PROJECT_ID, Emulators

pytestmark = pytest.mark.slow


@pytest.fixture
def documents(emulators: Emulators) -> FirestoreDocuments:
    emulators.fresh_firestore_host()
    return FirestoreDocuments(firestore_client(PROJECT_ID))


def store_payments(store: FirestoreStore, client_id: str, count: int) -> None:
    batch = store.db.batch()
    for n in range(count):
        payment = a_payment(
            id=f"{client_id}-{n:04d}", client_id=client_id, reference=f"{client_id}-{n}"
        )
        batch.set(store.db.collection("payments").document(payment.id), payment_document(payment))
        if n % MAX_WRITES == MAX_WRITES - 1:
            batch.commit()
            batch = store.db.batch()
    batch.commit()


def test_a_client_with_1200_payments_is_deleted_whole_in_commits_of_at_most_500(documents):
    documents.clients.save(a_client(id="client-1"))
    store_payments(documents.firestore, "client-1", 1200)
    store_payments(documents.firestore, "client-2", 3)
    deleted = documents.clients.delete_with_payments("client-1")
    assert sorted(payment.id for payment in deleted) == [f"client-1-{n:04d}" for n in range(1200)]
    assert documents.clients.get("client-1") is None
    assert documents.firestore.count(Query("payments")) == 3


def test_a_transaction_writing_more_than_500_documents_is_refused_and_writes_nothing(documents):
    def work(tx):
        for n in range(MAX_WRITES + 1):
            tx.put("things", f"t{n}", {"n": n})

    with pytest.raises(TooManyWrites):
        documents.firestore.transaction(work)
    assert documents.firestore.count(Query("things")) == 0


def test_an_email_stored_folded_is_found_by_its_exact_text(documents):
    documents.firestore.put("users", "u1", {"email": "ada@example.com"})
    query = Query("users", (equals_folded("email", " ADA@example.com"),), limit=1)
    assert [doc_id for doc_id, _ in documents.firestore.find(query)] == ["u1"]


def test_an_email_stored_with_capitals_is_found_by_the_bounded_scan(documents):
    documents.firestore.put("users", "u1", {"email": "bob@example.com"})
    documents.firestore.put("users", "u2", {"email": " Ada@Example.COM"})
    query = Query("users", (equals_folded("email", "ada@example.com"),), limit=1)
    assert [doc_id for doc_id, _ in documents.firestore.find(query)] == ["u2"]


def test_the_newest_first_with_a_limit_merges_timestamps_and_older_text_dates(documents):
    store = documents.firestore
    store.put("logs", "ts-jan", {"u": "a", "at": datetime(2025, 1, 1, tzinfo=UTC)})
    store.put("logs", "text-dec", {"u": "a", "at": "2024-12-01T00:00:00.000000Z"})
    store.put("logs", "text-mar", {"u": "a", "at": "2025-03-01T00:00:00.000000Z"})
    store.put("logs", "ts-feb", {"u": "a", "at": datetime(2025, 2, 1, tzinfo=UTC)})
    store.put("logs", "undated", {"u": "a"})
    query = Query("logs", (equals("u", "a"),), newest_first="at", limit=3)
    assert [doc_id for doc_id, _ in store.find(query)] == ["text-mar", "ts-feb", "ts-jan"]
    everything = Query("logs", (equals("u", "a"),), newest_first="at", limit=9)
    assert [doc_id for doc_id, _ in store.find(everything)][3:] == ["text-dec", "undated"]


def test_at_least_matches_timestamps_and_text_dates_of_older_documents(documents):
    store = documents.firestore
    store.put("medias", "stamped", {"createdAt": datetime(2025, 1, 20, tzinfo=UTC)})
    store.put("medias", "text", {"createdAt": "2025-01-10T08:00:00.000Z"})
    store.put("medias", "old-text", {"createdAt": "2024-12-31T23:59:59.999Z"})
    store.put("medias", "old", {"createdAt": datetime(2024, 12, 1, tzinfo=UTC)})
    since = Query("medias", (at_least("createdAt", datetime(2025, 1, 1, tzinfo=UTC)),))
    assert sorted(doc_id for doc_id, _ in store.find(since)) == ["stamped", "text"]
    assert store.count(since) == 2
