"""The change marks on Firestore (the emulator): an instance learns another's bumps from its
listener without reading the marks, knows its own at once, and reads a mark's document at
most once per FALLBACK seconds whatever its listener is doing."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from signage_adapters.firebase.change_marks import FALLBACK, ListenedChangeMarks
from signage_adapters.firebase.clients import firestore_client
from signage_adapters.firebase.store import FirestoreStore
from tests.adapters.firebase.billed_operations import Billed
from tests.support.emulators import PROJECT_ID

WITHIN = 5.0


class Instance:
    def __init__(self) -> None:
        self.store = FirestoreStore(firestore_client(PROJECT_ID))
        self.now = 0.0
        self.marks = ListenedChangeMarks(self.store.db, self.store, lambda: self.now)

    def learns(self, scope: str, mark: object) -> bool:
        deadline = time.monotonic() + WITHIN
        while self.marks.current(scope) != mark and time.monotonic() < deadline:
            time.sleep(0.05)
        return self.marks.current(scope) == mark


@pytest.fixture
def instances(emulators: Any) -> Iterator[tuple[Instance, Instance]]:
    emulators.fresh_firestore_host()
    pair = Instance(), Instance()
    yield pair
    for instance in pair:
        instance.marks.close()


def test_another_instances_bump_is_learned_from_the_listener_reading_no_mark(instances):
    here, there = instances
    assert here.learns("client_c1", there.marks.bump("client_c1"))  # listening now
    billed = Billed.on(here.store)
    mark = there.marks.bump("client_c1")
    assert here.learns("client_c1", mark)
    assert billed.reads == 0


def test_an_instance_knows_its_own_bump_at_once(instances):
    here, _ = instances
    mark = here.marks.bump("user_u1")
    assert here.marks.current("user_u1") == mark


def test_a_mark_is_read_at_most_once_per_fallback_whatever_the_listener_does(instances):
    here, there = instances
    there.marks.bump("client_c1")
    billed = Billed.on(here.store)
    for _ in range(100):
        here.marks.current("client_c1")
    assert billed.reads <= 1
    here.now += FALLBACK
    for _ in range(100):
        here.marks.current("client_c1")
    assert billed.reads <= 2
