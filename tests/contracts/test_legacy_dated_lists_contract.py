"""A newest-first list shows every document whatever form its ordering date is stored in
(a number of epoch seconds or milliseconds, a map, an odd text, none), each once, on every
store, page after page and in one read (issue 28)."""

import pytest
from signage_adapters.documents.paging import page_of
from signage_adapters.documents.query import Query, equals
from tests.support.legacy_order import AT, C, put_legacy_dated

from signage_core.paging import PageRequest

MINE = Query(C, (equals("owner", "me"),), newest_first="at")


@pytest.mark.parametrize("size", [1, 3, 8])
def test_pages_of_a_newest_first_list_show_every_legacy_dated_document_once(store, size):
    put_legacy_dated(store)
    seen, cursor = [], None
    for _ in range(len(AT) + 1):  # a page at least, and one more to end
        page = page_of(store, MINE, PageRequest(size, cursor))
        seen += [doc_id for doc_id, _, _ in page.items]
        cursor = page.next_cursor
        if cursor is None:
            break
    assert cursor is None
    assert sorted(seen) == sorted(AT)


@pytest.mark.parametrize("limit", [None, 2, 5, 8])
def test_a_newest_first_find_shows_every_legacy_dated_document_up_to_its_limit(store, limit):
    put_legacy_dated(store)
    found = [doc_id for doc_id, _ in store.find(Query(C, MINE.where, "at", limit))]
    assert len(found) == len(set(found)) == (limit or len(AT))
    assert set(found) <= set(AT)
