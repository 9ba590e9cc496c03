"""`DocumentStore.page` (the paging semantics of `documents.query`), on every store, walked
through the kit's cursors (`documents.paging`)."""

import pytest
from signage_adapters.documents.paging import page_of, searched
from signage_adapters.documents.query import Mark, Query, before, equals
from tests.contracts.builders import at
from tests.support.firebase_gaps import stored_apart

from signage_core.errors import ValidationFailed
from signage_core.paging import PageRequest

C = "things"
MINE = Query(C, (equals("owner", "me"),), newest_first="at")


def put_all(store, *docs):
    for doc_id, doc in docs:
        store.put(C, doc_id, doc)
        stored_apart()


def walk(store, query, size, q=""):
    """Every page's ids, page after page."""
    pages, cursor = [], None
    while True:
        page = page_of(store, searched(query, q, "name"), PageRequest(size, cursor))
        pages.append([doc_id for doc_id, _, _ in page.items])
        cursor = page.next_cursor
        if cursor is None:
            return pages


def seven_with_ties(store):
    """Three documents at day 2, three at day 1 (stored in id order), one without a time."""
    put_all(store, *((f"t{n}", {"owner": "me", "at": at(1 + n // 3)}) for n in range(6)))
    put_all(store, ("none", {"owner": "me"}), ("other", {"owner": "you", "at": at(9)}))


def test_pages_walk_newest_first_each_document_once_with_ties_later_stored_first(store):
    seven_with_ties(store)
    pages = walk(store, MINE, 2)
    assert pages == [["t5", "t4"], ["t3", "t2"], ["t1", "t0"], ["none"]]
    assert [doc_id for page in pages for doc_id in page] == [row[0] for row in store.find(MINE)]


def test_a_page_that_ends_a_list_has_no_next_cursor(store):
    seven_with_ties(store)
    assert walk(store, MINE, 7) == [["t5", "t4", "t3", "t2", "t1", "t0", "none"]]
    assert walk(store, Query(C, (equals("owner", "nobody"),), newest_first="at"), 3) == [[]]


def test_the_next_page_continues_after_documents_added_since(store):
    seven_with_ties(store)
    first = page_of(store, MINE, PageRequest(3))
    store.put(C, "newest", {"owner": "me", "at": at(5)})
    rest = page_of(store, MINE, PageRequest(10, first.next_cursor))
    assert [row[0] for row in rest.items] == ["t2", "t1", "t0", "none"]


def test_pages_by_folded_name_ignore_case_and_keep_the_stored_order_among_equals(store):
    names = [("b1", "beta"), ("a1", "Alpha"), ("b2", "Beta"), ("c1", "gamma"), ("a2", "alpha")]
    put_all(store, *((doc_id, {"name": name}) for doc_id, name in names))
    pages = walk(store, Query(C, by_folded="name"), 2)
    assert pages == [["a1", "a2"], ["b1", "b2"], ["c1"]]


def test_pages_without_an_order_come_in_the_order_first_stored(store):
    put_all(store, *((doc_id, {"n": 1}) for doc_id in ("z", "a", "m")))
    store.put(C, "z", {"n": 2})
    assert walk(store, Query(C), 2) == [["z", "a"], ["m"]]


def test_a_search_finds_the_name_containing_the_text_in_any_case(store):
    put_all(
        store,
        ("a", {"owner": "me", "at": at(1), "name": "Summer Sale"}),
        ("b", {"owner": "me", "at": at(2), "name": "Winter"}),
        ("c", {"owner": "me", "at": at(3), "name": "SALE tags"}),
        ("d", {"owner": "you", "at": at(4), "name": "sale"}),
    )
    assert walk(store, MINE, 1, q=" sale ") == [["c"], ["a"]]
    assert walk(store, MINE, 5, q="nothing") == [[]]


def test_a_filter_before_a_moment_excludes_it_and_later(store):
    seven_with_ties(store)
    earlier = Query(C, (equals("owner", "me"), before("at", at(2))), newest_first="at")
    assert walk(store, earlier, 5) == [["t2", "t1", "t0"]]


def test_a_cursor_of_another_query_or_not_a_cursor_is_refused(store):
    seven_with_ties(store)
    theirs = page_of(store, Query(C, (equals("owner", "you"),), newest_first="at"), PageRequest(1))
    assert theirs.next_cursor is None
    mine = page_of(store, MINE, PageRequest(1)).next_cursor
    for cursor in (mine + "x", "not a cursor", "e30", "W10"):
        with pytest.raises(ValidationFailed) as refused:
            page_of(
                store,
                Query(C, (equals("owner", "you"),), newest_first="at"),
                PageRequest(1, cursor),
            )
        assert set(refused.value.field_errors) == {"cursor"}


def test_a_position_the_store_never_made_is_refused(store):
    seven_with_ties(store)
    with pytest.raises(ValueError, match="position"):
        store.page(MINE, Mark("2025", "nonsense"))
