"""The DocumentStore's `update`: a write over an existing document only, so a delete is final
(issue 22), on every store, in and out of transactions."""

from functools import partial

import pytest
from signage_adapters.documents.query import Query, equals
from signage_adapters.documents.store import Gone
from tests.support.racing import race

C = "things"
ROUNDS = 8


def test_an_update_replaces_the_fields_it_names_and_keeps_the_others(store):
    store.put(C, "a", {"name": "old", "extra": 1, "nested": {"a": 1, "b": 2}})
    store.update(C, "a", {"name": "new", "nested": {"a": 3}})
    assert store.get(C, "a") == {"name": "new", "extra": 1, "nested": {"a": 3}}


def test_an_update_in_a_transaction_replaces_the_fields_it_names(store):
    store.put(C, "a", {"name": "old", "extra": 1})
    store.transaction(lambda tx: tx.update(C, "a", {"name": "new"}))
    assert store.get(C, "a") == {"name": "new", "extra": 1}


def test_an_update_of_a_deleted_document_is_gone_and_writes_nothing(store):
    store.put(C, "a", {"name": "old", "kind": "x"})
    store.delete(C, "a")
    with pytest.raises(Gone):
        store.update(C, "a", {"name": "new", "kind": "x"})
    assert store.get(C, "a") is None
    assert store.count(Query(C, (equals("kind", "x"),))) == 0


def test_a_transaction_updating_a_deleted_document_is_gone_and_writes_nothing(store):
    store.put(C, "a", {"name": "old"})
    store.delete(C, "a")

    def work(tx):
        tx.put(C, "b", {"name": "other"})
        tx.update(C, "a", {"name": "new"})

    with pytest.raises(Gone):
        store.transaction(work)
    assert (store.get(C, "a"), store.get(C, "b")) == (None, None)


def test_an_update_racing_a_delete_never_brings_the_document_back(store):
    for round_ in range(ROUNDS):
        doc_id = f"doc-{round_}"
        store.put(C, doc_id, {"name": "old", "kind": "x"})
        race(partial(updated, store, doc_id), partial(store.delete, C, doc_id))
        assert store.get(C, doc_id) is None, f"round {round_}: the document came back"
    assert store.find(Query(C)) == []
    assert store.count(Query(C, (equals("kind", "x"),))) == 0


def updated(store, doc_id):
    """True when the update wrote, False when the delete came first."""
    try:
        store.update(C, doc_id, {"name": "new", "kind": "x"})
    except Gone:
        return False
    return True
