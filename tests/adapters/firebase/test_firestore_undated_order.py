"""Where Firestore's newest-first lists put documents whose date is stored in a form the server
cannot order with timestamps and texts (docs/decisions.md): after every timestamp and text,
each at the moment its number or map names, or when it was first stored when it names none;
the timestamps and texts keep the kit's order (times and texts compared as texts)."""

from __future__ import annotations

import pytest
from signage_adapters.documents.paging import page_of
from signage_adapters.documents.query import Query, equals
from signage_adapters.firebase.clients import firestore_client
from signage_adapters.firebase.store import FirestoreStore
from tests.support.emulators import PROJECT_ID, Emulators
from tests.support.legacy_order import C, put_legacy_dated

from signage_core.paging import PageRequest

pytestmark = pytest.mark.slow
MINE = Query(C, (equals("owner", "me"),), newest_first="at")
ORDER = ["js", "stamp", "iso", "us", "none", "millis", "seconds", "map"]
"""Texts and the timestamp as texts ('F' > '2026-06' > '2026-05' > '12/'), then the undated:
`none` first stored now (after 2025), then the epoch milliseconds (2025), seconds (2024) and
the map (2023)."""


@pytest.fixture
def store(emulators: Emulators) -> FirestoreStore:
    emulators.fresh_firestore_host()
    store = FirestoreStore(firestore_client(PROJECT_ID))
    put_legacy_dated(store)
    return store


@pytest.mark.parametrize("size", [1, 2, 3, 8])
def test_pages_put_the_undated_after_the_dated_at_the_moments_they_name(store, size):
    seen, cursor = [], None
    for _ in range(len(ORDER) + 1):
        page = page_of(store, MINE, PageRequest(size, cursor))
        seen += [doc_id for doc_id, _, _ in page.items]
        cursor = page.next_cursor
        if cursor is None:
            break
    assert seen == ORDER


@pytest.mark.parametrize("limit", [None, 3, 6])
def test_a_find_puts_them_in_the_same_order(store, limit):
    found = store.find(Query(C, MINE.where, "at", limit))
    assert [doc_id for doc_id, _ in found] == ORDER[:limit]
