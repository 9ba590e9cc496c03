"""The DocumentStore's `create`: a write where no document has the id, so of racing creates
of one id exactly one wins (the screen places of issue 27 rely on it), on every store."""

from functools import partial

from tests.support.racing import race

C = "things"
ROUNDS = 4
RACERS = 16


def test_a_create_writes_a_new_document(store):
    assert store.create(C, "a", {"name": "first"}) is True
    assert store.get(C, "a") == {"name": "first"}


def test_a_create_over_a_stored_document_writes_nothing(store):
    store.put(C, "a", {"name": "first"})
    assert store.create(C, "a", {"name": "second"}) is False
    assert store.get(C, "a") == {"name": "first"}


def test_a_deleted_document_can_be_created_again(store):
    store.create(C, "a", {"name": "first"})
    store.delete(C, "a")
    assert store.create(C, "a", {"name": "again"}) is True
    assert store.get(C, "a") == {"name": "again"}


def test_of_racing_creates_of_one_id_exactly_one_wins(store):
    for round_ in range(ROUNDS):
        doc_id = f"place-{round_}"
        moves = [partial(store.create, C, doc_id, {"by": n}) for n in range(RACERS)]
        won = [n for n, created in enumerate(race(*moves)) if created]
        assert len(won) == 1
        assert store.get(C, doc_id) == {"by": won[0]}
