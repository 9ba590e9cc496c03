"""The adapter kit's DocumentStore (the query semantics of `documents.query`), on every store.

The repositories are written once over this interface, so a store that passes here serves
every repository port; tests/contracts/test_*_contract.py then prove the ports themselves.
"""

from datetime import timedelta

import pytest
from signage_adapters.documents.query import Query, at_least, equals, equals_folded
from signage_adapters.documents.values import read_time
from tests.contracts.builders import MOMENT, at
from tests.support.firebase_gaps import stored_apart

C = "things"


def ids(rows):
    return [doc_id for doc_id, _ in rows]


def put_all(store, *docs):
    for doc_id, doc in docs:
        store.put(C, doc_id, doc)
        stored_apart()


def test_a_document_reads_back_with_its_values_and_times_as_the_same_moments(store):
    store.put(C, "a", {"name": "Café", "n": 3, "ok": True, "tags": ["x"], "at": MOMENT})
    found = store.get(C, "a")
    assert {k: v for k, v in found.items() if k != "at"} == {
        "name": "Café",
        "n": 3,
        "ok": True,
        "tags": ["x"],
    }
    assert read_time(found["at"]) == MOMENT


def test_put_replaces_the_fields_it_names_and_keeps_the_others(store):
    store.put(C, "a", {"name": "old", "extra": 1, "nested": {"a": 1, "b": 2}})
    store.put(C, "a", {"name": "new", "nested": {"a": 3}})
    assert store.get(C, "a") == {"name": "new", "extra": 1, "nested": {"a": 3}}


def test_a_transaction_write_keeps_the_fields_it_does_not_name(store):
    store.put(C, "a", {"name": "old", "extra": 1})
    store.transaction(lambda tx: tx.put(C, "a", {"name": "new"}))
    assert store.get(C, "a") == {"name": "new", "extra": 1}


def test_missing_documents_are_none_and_deleting_them_is_not_an_error(store):
    store.delete(C, "nobody")
    assert store.get(C, "nobody") is None
    assert store.find(Query(C)) == []


def test_collections_are_separate(store):
    store.put("one", "a", {"v": 1})
    assert store.get("two", "a") is None
    assert store.find(Query("two")) == []


def test_without_an_order_documents_come_in_the_order_first_stored(store):
    put_all(store, ("b", {"v": 1}), ("a", {"v": 2}), ("c", {"v": 3}))
    store.put(C, "b", {"v": 4})
    assert ids(store.find(Query(C))) == ["b", "a", "c"]


def test_equality_filters_match_texts_and_flags_exactly(store):
    put_all(
        store,
        ("a", {"owner": "u1", "status": True}),
        ("b", {"owner": "u1", "status": False}),
        ("c", {"owner": "U1", "status": True}),
        ("d", {"status": True}),
    )
    query = Query(C, (equals("owner", "u1"), equals("status", True)))
    assert ids(store.find(query)) == ["a"]


def test_folded_equality_ignores_case_and_surrounding_blanks(store):
    put_all(store, ("a", {"email": " Ada@Example.COM "}), ("b", {"email": "bob@example.com"}))
    assert ids(store.find(Query(C, (equals_folded("email", "ada@example.com  "),)))) == ["a"]


def test_at_least_includes_the_boundary_and_excludes_older_and_missing_times(store):
    put_all(
        store,
        ("older", {"at": MOMENT - timedelta(microseconds=1)}),
        ("exact", {"at": MOMENT}),
        ("newer", {"at": at(400)}),
        ("undated", {"at": None}),
        ("absent", {}),
    )
    query = Query(C, (at_least("at", MOMENT),))
    assert sorted(ids(store.find(query))) == ["exact", "newer"]
    assert store.count(query) == 2


def test_newest_first_puts_later_stored_first_among_equals_and_missing_last(store):
    put_all(
        store,
        ("undated", {}),
        ("t1-first", {"at": at(1)}),
        ("t2", {"at": at(2)}),
        ("t1-second", {"at": at(1)}),
        ("old-year", {"at": at(-400)}),
    )
    found = store.find(Query(C, newest_first="at"))
    assert ids(found) == ["t2", "t1-second", "t1-first", "old-year", "undated"]


def test_newest_first_orders_date_texts(store):
    put_all(store, ("a", {"day": "2025-01-09"}), ("b", {"day": "2025-01-10"}))
    put_all(store, ("c", {"day": "2025-01-09"}))
    assert ids(store.find(Query(C, newest_first="day"))) == ["b", "c", "a"]


def test_a_limit_keeps_the_first_after_ordering(store):
    put_all(store, *((f"d{n}", {"at": at(n)}) for n in range(5)))
    assert ids(store.find(Query(C, newest_first="at", limit=2))) == ["d4", "d3"]
    assert store.find(Query(C, limit=0)) == []


def test_counts_by_value_count_only_matching_documents(store):
    put_all(
        store,
        ("a", {"owner": "u1", "kind": "image"}),
        ("b", {"owner": "u1", "kind": "image"}),
        ("c", {"owner": "u1", "kind": "video"}),
        ("d", {"owner": "u2", "kind": "video"}),
    )
    query = Query(C, (equals("owner", "u1"),))
    kinds = ["image", "video", "youtube"]
    assert store.count_by(query, "kind", kinds) == {"image": 2, "video": 1, "youtube": 0}
    assert store.count(query) == 3
    nobody = Query(C, (equals("owner", "nobody"),))
    assert store.count_by(nobody, "kind", kinds) == dict.fromkeys(kinds, 0)


def test_counts_follow_changed_moved_and_deleted_documents(store):
    put_all(
        store,
        ("a", {"owner": "u1", "kind": "image"}),
        ("b", {"owner": "u1", "kind": "video"}),
    )
    mine = Query(C, (equals("owner", "u1"),))
    kinds = ["image", "video", "youtube"]
    assert store.count_by(mine, "kind", kinds) == {"image": 1, "video": 1, "youtube": 0}
    store.put(C, "a", {"kind": "video"})
    store.put(C, "b", {"owner": "u2"})
    store.transaction(lambda tx: tx.put(C, "c", {"owner": "u1", "kind": "youtube"}))
    assert store.count_by(mine, "kind", kinds) == {"image": 0, "video": 1, "youtube": 1}
    store.delete(C, "a")
    assert (store.count(mine), store.count(Query(C, (equals("owner", "u2"),)))) == (1, 1)


def test_counts_since_a_moment_follow_changed_and_deleted_documents(store):
    put_all(
        store,
        ("a", {"owner": "u1", "kind": "image", "at": at(1)}),
        ("b", {"owner": "u1", "kind": "video", "at": at(2)}),
        ("c", {"owner": "u2", "kind": "video", "at": at(3)}),
    )
    recent = Query(C, (equals("owner", "u1"), at_least("at", at(2))))
    assert store.count(recent) == 1
    store.put(C, "a", {"at": at(3)})
    store.put(C, "b", {"at": at(1)})
    store.put(C, "c", {"owner": "u1"})
    kinds = ["image", "video", "youtube"]
    assert store.count_by(recent, "kind", kinds) == {"image": 1, "video": 1, "youtube": 0}
    store.delete(C, "a")
    assert store.count(recent) == 1


def test_counts_compare_flags_and_texts_exactly(store):
    put_all(
        store,
        ("a", {"owner": "u1", "status": True}),
        ("b", {"owner": "u1", "status": False}),
        ("c", {"owner": "u1", "status": "True"}),
        ("d", {"owner": "U1", "status": True}),
    )
    assert store.count(Query(C, (equals("owner", "u1"), equals("status", True)))) == 1
    assert store.count_by(Query(C, (equals("status", True),)), "owner", ["u1", "U1"]) == {
        "u1": 1,
        "U1": 1,
    }


def test_a_failing_transaction_changes_no_count(store):
    store.put(C, "a", {"owner": "u1"})
    mine = Query(C, (equals("owner", "u1"),))
    assert store.count(mine) == 1

    def work(tx):
        tx.put(C, "b", {"owner": "u1"})
        tx.delete(C, "a")
        raise RuntimeError("stop")

    with pytest.raises(RuntimeError):
        store.transaction(work)
    assert store.count(mine) == 1


def test_a_transaction_applies_its_writes_and_returns_its_result(store):
    store.put(C, "a", {"v": 1})

    def work(tx):
        current = tx.get(C, "a")
        tx.put(C, "a", {"v": current["v"] + 1})
        tx.delete(C, "gone")
        tx.put(C, "b", {"v": 0})
        return "done"

    assert store.transaction(work) == "done"
    assert (store.get(C, "a"), store.get(C, "b")) == ({"v": 2}, {"v": 0})


def test_a_failing_transaction_writes_nothing(store):
    store.put(C, "a", {"v": 1})

    def work(tx):
        tx.put(C, "a", {"v": 2})
        tx.put(C, "b", {"v": 2})
        raise RuntimeError("stop")

    with pytest.raises(RuntimeError):
        store.transaction(work)
    assert (store.get(C, "a"), store.get(C, "b")) == ({"v": 1}, None)


def test_a_transaction_finds_with_queries(store):
    put_all(store, ("a", {"owner": "u1"}), ("b", {"owner": "u2"}))
    found = store.transaction(lambda tx: tx.find(Query(C, (equals("owner", "u2"),))))
    assert ids(found) == ["b"]


def test_changing_a_returned_document_changes_nothing_stored(store):
    store.put(C, "a", {"tags": ["x"]})
    store.get(C, "a")["tags"].append("y")
    store.find(Query(C))[0][1]["tags"].append("z")
    assert store.get(C, "a") == {"tags": ["x"]}


class Reads:
    """A read for `remember` that counts how often the store really ran it."""

    def __init__(self, store, doc_id="a"):
        self.store, self.doc_id, self.runs = store, doc_id, 0

    def __call__(self):
        self.runs += 1
        return self.store.get(C, self.doc_id)


@pytest.mark.parametrize(
    "write",
    [
        lambda store: store.put(C, "a", {"v": 2}),
        lambda store: store.put(C, "other", {"v": 9}),
        lambda store: store.delete(C, "a"),
        lambda store: store.transaction(lambda tx: tx.put(C, "a", {"v": 2})),
    ],
    ids=["put", "put-elsewhere", "delete", "transaction"],
)
def test_a_remembered_read_is_read_again_after_any_write(store, write):
    store.put(C, "a", {"v": 1})
    read = Reads(store)
    assert store.remember(("get", C, "a"), read) == {"v": 1}
    write(store)
    assert store.remember(("get", C, "a"), read) == store.get(C, "a")
    assert read.runs == 2


def test_a_remembered_read_is_answered_again_only_by_its_own_key(store):
    store.put(C, "a", {"v": 1})
    store.put(C, "b", {"v": 2})
    assert store.remember(("get", C, "a"), Reads(store, "a")) == {"v": 1}
    assert store.remember(("get", C, "b"), Reads(store, "b")) == {"v": 2}


def test_a_store_that_sees_every_write_reads_once_until_it_changes(store, request):
    """Memory and SQLite know every write (SQLite's data_version: other connections and
    processes too); Firestore is written by other instances, so it always reads."""
    store.put(C, "a", {"v": 1})
    read = Reads(store)
    for _ in range(3):
        assert store.remember(("get", C, "a"), read) == {"v": 1}
    assert read.runs == (3 if request.node.callspec.params["store"] == "firebase" else 1)
