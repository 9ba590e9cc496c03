"""A page of the media list by name, or searched, reads about its own size on Firestore, not
the client's whole library: at most 2 x page size + a constant documents, the same at 1,000
and at 2,000 medias (on the emulator, counting each query's documents as Firestore bills
them: one read per document returned, at least one per query). The bound does not depend on
the library's size; run once at 5,000 and 10,000 medias (HALF = 5_000, six minutes on the
emulator) it measured the same reads: 53 by name, 53 searched by name, 56 searched newest
first, for a page of 50 (the scan it replaces read all 10,000).

Run: .venv/bin/pytest -q -s tests/adapters/firebase/test_firestore_page_reads.py
"""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from typing import Any

import pytest
from signage_adapters.documents.medias import COLLECTION, to_document
from signage_adapters.documents.repositories.medias import StoredMedias
from signage_adapters.firebase.clients import firestore_client
from signage_adapters.firebase.firestore_find import Found
from signage_adapters.firebase.firestore_transaction import MAX_WRITES
from signage_adapters.firebase.search_keys import with_search_keys
from signage_adapters.firebase.store import FirestoreStore
from tests.contracts.builders import MOMENT, a_media
from tests.support.emulators import PROJECT_ID, Emulators

from signage_core.paging import PageRequest, Sort

pytestmark = pytest.mark.slow
PAGE, CONSTANT, HALF = 50, 10, 1_000


class CountingStore(FirestoreStore):
    """The Firestore store, counting the documents its queries read (as billed)."""

    reads = 0

    def _stream(self, source: Any) -> list[Found]:
        found = super()._stream(source)
        self.reads += max(1, len(found))
        return found


@pytest.fixture
def store(emulators: Emulators) -> CountingStore:
    emulators.fresh_firestore_host()
    return CountingStore(firestore_client(PROJECT_ID))


def seed(store: FirestoreStore, first: int, count: int) -> None:
    """Medias `m<n>` of one client, named 'Poster <n>' (a quarter 'Sale poster <n>'), in batches
    of MAX_WRITES, with their search keys as the store writes them; one other client's too."""
    batch = store.db.batch()
    for n in range(first, first + count):
        name = f"Sale poster {n:05d}" if n % 4 == 0 else f"Poster {n:05d}"
        media = a_media(id=f"m{n}", user_id="uid-ada", created_at=MOMENT - timedelta(minutes=n))
        doc = with_search_keys(COLLECTION, to_document(replace(media, name=name)))
        batch.set(store.db.collection(COLLECTION).document(media.id), doc)
        if n % MAX_WRITES == MAX_WRITES - 1:
            batch.commit()
            batch = store.db.batch()
    batch.commit()
    other = a_media(id="other", user_id="uid-bob", created_at=MOMENT)
    store.put(COLLECTION, other.id, to_document(other))


def reads_of_second_page(store: CountingStore, q: str, sort: Sort) -> int:
    medias = StoredMedias(store)
    first = medias.page_for_user("uid-ada", PageRequest(PAGE, None, q, sort))
    store.reads = 0
    second = medias.page_for_user("uid-ada", PageRequest(PAGE, first.next_cursor, q, sort))
    assert len(second.items) == PAGE
    assert not {media.id for media in first.items} & {media.id for media in second.items}
    return store.reads


def measured(store: CountingStore) -> dict[str, int]:
    return {
        "by name": reads_of_second_page(store, "", Sort.NAME),
        "search by name": reads_of_second_page(store, "SALE", Sort.NAME),
        "search newest": reads_of_second_page(store, "poster 0", Sort.NEWEST),
    }


def test_a_page_by_name_or_searched_reads_twice_its_size_at_most_whatever_the_library(store):
    seed(store, 0, HALF)
    at_half = measured(store)
    seed(store, HALF, HALF)
    at_full = measured(store)
    print(f"\nreads of a {PAGE}-media page: {at_half} at {HALF}, {at_full} at {2 * HALF} medias")
    assert all(reads <= 2 * PAGE + CONSTANT for reads in at_full.values())
    assert at_full == at_half
    page = StoredMedias(store).page_for_user("uid-ada", PageRequest(2, None, "sale", Sort.NAME))
    assert [media.name for media in page.items] == ["Sale poster 00000", "Sale poster 00004"]
