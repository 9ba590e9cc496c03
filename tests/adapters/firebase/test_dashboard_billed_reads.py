"""One dashboard view at 10,000 medias stays within 17 billed Firestore reads: 15 for the
counts and the licence, and at most 2 for the first-run checklist (playlists ever made, screens;
each a count of a few entries, billed one read).

The dashboard runs on a store that records the count aggregations the Firestore store runs
for it (count: one; count_by: one per value). Firestore bills an aggregation one read per
1,000 index entries it matches, at least one. The medias are spread evenly over the three
types (the worst rounding: 3,334 + 3,333 + 3,333 entries bill 4 + 4 + 4 reads) and 200 of them
were added this month.

Run: .venv/bin/pytest -q -s tests/adapters/firebase/test_dashboard_billed_reads.py
"""

from __future__ import annotations

import math
from datetime import timedelta

from signage_adapters.documents.repositories.bundle import DocumentRepositories
from signage_adapters.memory.clock import ManualClock
from signage_adapters.memory.store import MemoryStore
from tests.adapters.firebase.recording_store import Record, RecordingStore
from tests.contracts.builders import MOMENT, a_client, a_media, a_payment, a_playlist

from signage_core.entities.media import AssetType
from signage_core.entities.users import Actor, Role
from signage_core.usecases.clients.dashboard import GetDashboard

MEDIAS, NEW_THIS_MONTH, BUDGET = 10_000, 200, 17
TYPES = list(AssetType)


def library(store: RecordingStore) -> DocumentRepositories:
    documents = store.repositories()
    documents.clients.save(
        a_client(id="client-1", user_id="uid-ada", expire_date=MOMENT + timedelta(days=30))
    )
    documents.payments.save(a_payment(client_id="client-1"))
    documents.playlists.save(a_playlist(client_id="client-1", created_at=MOMENT))
    for n in range(MEDIAS):
        age = timedelta(days=0 if n < NEW_THIS_MONTH else 60)
        media = a_media(
            id=f"m{n}", user_id="uid-ada", asset_type=TYPES[n % 3], created_at=MOMENT - age
        )
        documents.medias.save(media)
    return documents


def billed(matched: int) -> int:
    return max(1, math.ceil(matched / 1000))


def test_one_dashboard_view_at_10000_medias_bills_at_most_17_reads_in_aggregations():
    store = RecordingStore(MemoryStore())
    documents = library(store)
    store.record = Record()
    view = GetDashboard(
        documents.clients, documents.medias, documents.playlists, documents.payments,
        ManualClock(MOMENT), documents.screens,
    )  # fmt: skip
    assert sum(view(Actor("uid-ada", Role.CLIENT)).media_by_type.values()) == MEDIAS
    record = store.record
    reads = sum(billed(matched) for _, matched in record.aggregations)
    print(f"\n{len(record.aggregations)} count aggregations at {MEDIAS} medias: {reads} billed "
          f"reads; {sum(record.documents_read)} document read(s) besides")  # fmt: skip
    assert reads <= BUDGET
    medias_queries = [query for query in record.queries if query.collection == "medias"]
    assert medias_queries == [q for q, _ in record.aggregations if q.collection == "medias"]
