"""The memory store counts from tallies kept on write: a count reads no document, so the
dashboard's counts stay flat however many medias the store holds.

The documents of other users hold `Watched` texts, which record every comparison made with
them: the seam through which the test sees which documents a count evaluates.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import ClassVar

from signage_adapters.documents.query import Query, at_least, equals
from signage_adapters.memory.store import MemoryStore
from tests.contracts.builders import MOMENT, at

KINDS = ["image", "video", "youtube"]


class Watched(str):
    """A text that records each comparison made with it."""

    compared: ClassVar[list[str]] = []

    def __eq__(self, other: object) -> bool:
        Watched.compared.append(str(self))
        return str.__eq__(self, other)

    __hash__ = str.__hash__


def a_store_with_other_users(count: int) -> MemoryStore:
    store = MemoryStore()
    store.put("medias", "mine", {"userId": "u1", "assetType": "image", "createdAt": MOMENT})
    for n in range(count):
        doc = {"userId": Watched(f"other-{n}"), "assetType": Watched(KINDS[n % 3])}
        store.put("medias", f"theirs-{n}", {**doc, "createdAt": at(n)})
    return store


def counted_and_compared(count: Callable[[], object]) -> tuple[object, list[str]]:
    Watched.compared.clear()
    return count(), list(Watched.compared)


def test_counting_by_type_compares_no_other_users_document():
    store = a_store_with_other_users(300)
    mine = Query("medias", (equals("userId", "u1"),))
    store.count_by(mine, "assetType", KINDS)  # the first count of its shape makes its tally
    store.put("medias", "late", {"userId": Watched("late"), "assetType": Watched("video")})
    counts, compared = counted_and_compared(lambda: store.count_by(mine, "assetType", KINDS))
    assert counts == {"image": 1, "video": 0, "youtube": 0}
    assert compared == []


def test_counting_since_a_moment_compares_no_other_users_document():
    store = a_store_with_other_users(300)
    since = Query("medias", (equals("userId", "u1"), at_least("createdAt", MOMENT)))
    store.count(since)
    store.put("medias", "mine-later", {"userId": "u1", "createdAt": MOMENT + timedelta(days=1)})
    counted, compared = counted_and_compared(lambda: store.count(since))
    assert counted == 2
    assert compared == []


def test_a_count_follows_writes_made_after_its_tally():
    store = a_store_with_other_users(3)
    mine = Query("medias", (equals("userId", "u1"),))
    assert store.count(mine) == 1
    store.put("medias", "theirs-0", {"userId": "u1"})
    store.transaction(lambda tx: tx.delete("medias", "mine"))
    store.put("medias", "theirs-1", {"userId": "u1", "assetType": "video"})
    assert store.count(mine) == 2
    assert store.count_by(mine, "assetType", KINDS) == {"image": 1, "video": 1, "youtube": 0}
