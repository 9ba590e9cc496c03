"""What the test harness adds to the npm Firestore emulator (tests/support/firestore_emulator),
held to Firestore's documented semantics through the real client's gRPC requests: filters
nest, a range keeps to its operand's type, an order drops documents missing its field, and
a transaction whose reads changed before its commit runs again; a refused commit writes
nothing."""

from __future__ import annotations

import threading
from datetime import UTC, datetime

import pytest
from google.api_core.exceptions import NotFound
from google.auth.credentials import AnonymousCredentials
from google.cloud import firestore
from google.cloud.firestore_v1 import And, FieldFilter, Or
from tests.support.emulators import PROJECT_ID, Emulators

pytestmark = pytest.mark.slow
MAY_1 = datetime(2026, 5, 1, tzinfo=UTC)


@pytest.fixture
def db(emulators: Emulators) -> firestore.Client:
    emulators.fresh_firestore_host()
    return firestore.Client(project=PROJECT_ID, credentials=AnonymousCredentials())


def ids(query) -> list[str]:
    return sorted(snapshot.id for snapshot in query.stream())


def seed(db, documents: dict[str, dict]) -> None:
    for doc_id, data in documents.items():
        db.collection("logs").document(doc_id).set(data)


def test_an_or_inside_an_and_matches_either_branch_with_the_equality(db):
    seed(db, {
        "stamp": {"user": "u1", "at": datetime(2026, 5, 2, tzinfo=UTC)},
        "text": {"user": "u1", "at": "2026-05-03T00:00:00+00:00"},
        "early": {"user": "u1", "at": datetime(2026, 4, 30, tzinfo=UTC)},
        "other": {"user": "u2", "at": datetime(2026, 5, 2, tzinfo=UTC)},
    })  # fmt: skip
    since = Or([FieldFilter("at", ">=", MAY_1), FieldFilter("at", ">=", "2026-05-01")])
    query = db.collection("logs").where(filter=And([FieldFilter("user", "==", "u1"), since]))
    assert ids(query) == ["stamp", "text"]
    assert query.count().get()[0][0].value == 2


def test_a_range_matches_only_values_of_its_operands_type(db):
    seed(db, {"stamp": {"at": MAY_1}, "text": {"at": "2026-05-01"}, "number": {"at": 7},
              "double": {"at": 7.5}, "flag": {"at": True}})  # fmt: skip
    logs = db.collection("logs")
    assert ids(logs.where(filter=FieldFilter("at", ">=", datetime(1, 1, 1, tzinfo=UTC)))) == [
        "stamp"
    ]
    assert ids(logs.where(filter=FieldFilter("at", ">=", ""))) == ["text"]
    assert ids(logs.where(filter=FieldFilter("at", ">", 7))) == ["double"]
    assert ids(logs.where(filter=FieldFilter("at", "==", 7.0))) == ["number"]


def test_an_order_leaves_out_documents_missing_its_field_and_orders_types_first(db):
    seed(db, {"a": {"n": "x"}, "b": {"n": 3}, "c": {}, "d": {"n": MAY_1}, "e": {"n": 1}})
    ordered = db.collection("logs").order_by("n", direction=firestore.Query.DESCENDING)
    assert [snapshot.id for snapshot in ordered.stream()] == ["a", "d", "b", "e"]
    assert [snapshot.id for snapshot in ordered.limit(2).stream()] == ["a", "d"]


def test_a_nested_field_path_filters_on_the_map_inside(db):
    seed(db, {"a": {"place": {"city": "Lyon"}}, "b": {"place": {"city": "Nice"}}, "c": {}})
    assert ids(db.collection("logs").where(filter=FieldFilter("place.city", "==", "Nice"))) == ["b"]


def test_a_transaction_whose_read_changed_before_its_commit_runs_again(db):
    counter = db.collection("logs").document("counter")
    counter.set({"n": 0})
    runs: list[int] = []

    @firestore.transactional
    def increment(tx):
        seen = counter.get(transaction=tx).get("n")
        runs.append(seen)
        if len(runs) == 1:
            counter.set({"n": 10})  # another writer commits between the read and the commit
        tx.update(counter, {"n": seen + 1})

    increment(db.transaction())
    assert runs == [0, 10]
    assert counter.get().get("n") == 11


def test_a_document_added_to_a_query_a_transaction_read_aborts_it(db):
    logs = db.collection("logs")
    runs: list[int] = []

    @firestore.transactional
    def add_when_fewer_than_two(tx):
        found = list(tx.get(logs.where(filter=FieldFilter("user", "==", "u1"))))
        runs.append(len(found))
        if len(runs) == 1:
            logs.document("rival").set({"user": "u1"})
        if len(found) < 2:
            tx.set(logs.document(f"mine-{len(runs)}"), {"user": "u1"})

    logs.document("first").set({"user": "u1"})
    add_when_fewer_than_two(db.transaction())
    assert runs == [1, 2]
    assert ids(logs) == ["first", "rival"]


def test_concurrent_increments_all_count(db):
    counter = db.collection("logs").document("counter")
    counter.set({"n": 0})

    @firestore.transactional
    def increment(tx):
        tx.update(counter, {"n": counter.get(transaction=tx).get("n") + 1})

    def five() -> None:
        for _ in range(5):
            increment(db.transaction())

    threads = [threading.Thread(target=five) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert counter.get().get("n") == 30


def test_a_commit_refused_on_a_precondition_writes_nothing(db):
    batch = db.batch()
    batch.set(db.collection("logs").document("new"), {"n": 1})
    batch.update(db.collection("logs").document("missing"), {"n": 2})
    with pytest.raises(NotFound):
        batch.commit()
    assert not db.collection("logs").document("new").get().exists
