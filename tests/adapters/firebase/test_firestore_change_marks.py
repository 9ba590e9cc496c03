"""The change marks on Firestore (the emulator): an instance learns another's bumps from its
listener without reading the marks, knows its own at once, and reads a mark's document at
most once per FALLBACK seconds whatever its listener is doing, and a late delivery of its own
older bump does not take a newer one back."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from signage_adapters.firebase.change_marks import FALLBACK, ListenedChangeMarks
from signage_adapters.firebase.clients import firestore_client
from signage_adapters.firebase.store import FirestoreStore
from tests.adapters.firebase.billed_operations import Billed
from tests.support.emulators import PROJECT_ID, VARIABLES
from tests.support.fault_proxy import FaultProxy, Mode

WITHIN = 5.0


class Instance:
    def __init__(self) -> None:
        self.store = FirestoreStore(firestore_client(PROJECT_ID))
        self.now = 0.0
        self.marks = ListenedChangeMarks(self.store.db, self.store, lambda: self.now)

    def learns(self, scope: str, mark: object) -> bool:
        return learns(self.marks, scope, mark)


def learns(marks: ListenedChangeMarks, scope: str, mark: object) -> bool:
    """Whether `current` shows `mark` within WITHIN seconds, the listener delivering."""
    deadline = time.monotonic() + WITHIN
    while (marks.current(scope) != mark or not marks.delivered) and time.monotonic() < deadline:
        time.sleep(0.05)
    return marks.current(scope) == mark


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


def marks_seen(marks: ListenedChangeMarks, scope: str, while_doing: Any) -> list[object]:
    """Each value `current` took, in order, while `while_doing` ran and a second after."""
    seen: list[object] = []
    done = threading.Event()

    def watch() -> None:
        while not done.is_set():
            mark = marks.current(scope)
            if not seen or seen[-1] != mark:
                seen.append(mark)
            time.sleep(0.001)

    watcher = threading.Thread(target=watch)
    watcher.start()
    while_doing()
    time.sleep(1.0)
    done.set()
    watcher.join()
    return seen


def test_a_late_delivery_of_an_older_own_bump_does_not_take_the_newer_back(emulators, monkeypatch):
    """The listener's connection is held while the instance bumps twice, then let go: both
    states arrive after the second bump (as on a loaded machine). Each time `current` moved
    back, every TV polling here would read its manifest twice more. Four rounds: the emulator
    sometimes sends the two states together, and the client then delivers only the newer."""
    emulators.fresh_firestore_host()
    store = FirestoreStore(firestore_client(PROJECT_ID))
    proxy = FaultProxy(emulators.firestore_ports["port"])
    monkeypatch.setenv(VARIABLES[2], proxy.address)
    marks = ListenedChangeMarks(firestore_client(PROJECT_ID), store)
    try:
        assert learns(marks, "client_c1", marks.bump("client_c1"))
        for _ in range(4):
            proxy.switch(Mode.HANG)
            marks.bump("client_c1")
            time.sleep(0.3)
            newer = marks.bump("client_c1")
            assert marks_seen(marks, "client_c1", lambda: proxy.switch(Mode.PASS)) == [newer]
    finally:
        marks.close()
        proxy.close()
