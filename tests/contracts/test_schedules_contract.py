"""The ScheduleRepository port (`schedules`), on every document adapter (memory, SQLite, the
Firestore emulator): entries read back whole, a client's in order, edits never bring a
deleted entry back, and a checked write sees every entry written before it, racing or not."""

import threading
from datetime import date, time

import pytest
from signage_adapters.documents.repositories.bundle import document_store
from signage_adapters.documents.repositories.schedules import LOCKS
from tests.contracts.builders import MOMENT, at

from signage_core.entities.schedules import ScheduleEntry, Switch, TargetKind
from signage_core.rules.change_scopes import client_scope


def an_entry(entry_id="e1", client_id="c1", days=0, **changes):
    fields = {
        "target_kind": TargetKind.GROUP,
        "target_id": "g1",
        "playlist_id": "p-lunch",
        "days": frozenset({0, 1, 2, 3, 4}),
        "start": time(11, 30),
        "end": time(15, 0),
        "starts_on": date(2026, 12, 1),
        "ends_on": date(2026, 12, 31),
        "priority": 3,
        "switch": Switch.NOW,
        "created_at": at(days) if days else MOMENT,
    } | changes
    return ScheduleEntry(entry_id, client_id, **fields)


def test_a_saved_entry_reads_back_with_every_field(documents):
    documents.schedules.save(an_entry())
    assert documents.schedules.get("e1") == an_entry()
    assert documents.schedules.get("missing") is None


def test_an_entry_for_all_screens_without_dates_reads_back_so(documents):
    entry = an_entry(
        target_kind=TargetKind.ALL,
        target_id="",
        starts_on=None,
        ends_on=None,
        start=time(22, 0),
        end=time(6, 0),
        switch=Switch.ITEM_END,
        priority=0,
    )
    documents.schedules.save(entry)
    assert documents.schedules.get("e1") == entry


def test_a_clients_entries_are_listed_oldest_first_and_only_theirs(documents):
    schedules = documents.schedules
    schedules.save(an_entry("e1", days=2))
    schedules.save(an_entry("e2", days=1))
    schedules.save(an_entry("e3", client_id="c2"))
    assert [e.id for e in schedules.for_client("c1")] == ["e2", "e1"]
    assert schedules.for_client("nobody") == ()


def test_a_deleted_entry_is_gone_and_deleting_a_missing_one_does_nothing(documents):
    documents.schedules.save(an_entry())
    documents.schedules.delete("e1")
    documents.schedules.delete("missing")
    assert documents.schedules.get("e1") is None
    assert documents.schedules.for_client("c1") == ()


class Refused(Exception):
    pass


def alone(entry):
    """A check refusing `entry` when the client has any other entry."""

    def check(entries):
        if any(e.id != entry.id for e in entries):
            raise Refused(entry.id)

    return check


def test_a_checked_write_runs_the_check_on_the_clients_entries_and_writes_only_if_it_passes(
    documents,
):
    schedules = documents.schedules
    schedules.save(an_entry("e0", client_id="c2"))
    assert schedules.write_checked(an_entry("e1"), alone(an_entry("e1")), existing=False)
    with pytest.raises(Refused):
        schedules.write_checked(an_entry("e2"), alone(an_entry("e2")), existing=False)
    assert [e.id for e in schedules.for_client("c1")] == ["e1"]


def test_a_checked_write_runs_the_check_on_the_clients_entries_oldest_first(documents):
    """The order `for_client` lists them in: an overlap message names the oldest it meets."""
    schedules, seen = documents.schedules, []
    schedules.save(an_entry("e1", days=2))
    schedules.save(an_entry("e2", days=1))
    schedules.write_checked(
        an_entry("e3", days=3), lambda entries: seen.extend(e.id for e in entries), existing=False
    )
    assert seen == ["e2", "e1"]


def test_a_checked_edit_writes_what_changed_and_never_brings_a_deleted_entry_back(documents):
    schedules = documents.schedules
    schedules.save(an_entry())
    edited = an_entry(priority=7)
    assert schedules.write_checked(edited, alone(edited), existing=True) is True
    assert schedules.get("e1") == edited
    schedules.delete("e1")
    assert schedules.write_checked(edited, alone(edited), existing=True) is False
    assert schedules.get("e1") is None


def test_of_two_entries_written_at_once_that_each_refuse_the_other_one_is_stored(documents):
    """The first write's check lets the second write run (or wait) before it goes on: without
    one write at a time per client, both would pass their check and both be stored."""
    schedules, outcome = documents.schedules, {}
    first, second = an_entry("e1"), an_entry("e2")

    def write(entry, check):
        try:
            schedules.write_checked(entry, check, existing=False)
            outcome[entry.id] = "stored"
        except Refused:
            outcome[entry.id] = "refused"

    racer = threading.Thread(target=write, args=(second, alone(second)))

    def check_while_the_other_writes(entries):
        if racer.ident is None:
            racer.start()
        racer.join(timeout=1.0)
        alone(first)(entries)

    write(first, check_while_the_other_writes)
    racer.join()
    assert sorted(outcome.values()) == ["refused", "stored"]
    assert len(schedules.for_client("c1")) == 1


def test_a_deleted_clients_entries_go_and_nothing_of_its_schedule_stays(documents):
    schedules = documents.schedules
    for entry in (an_entry("e1"), an_entry("e2", days=1), an_entry("e3", client_id="c2")):
        schedules.write_checked(entry, lambda entries: None, existing=False)
    schedules.delete_for_client("c1")
    schedules.delete_for_client("nobody")
    assert schedules.for_client("c1") == ()
    assert [e.id for e in schedules.for_client("c2")] == ["e3"]
    assert document_store(documents).get(LOCKS, "c1") is None
    assert document_store(documents).get(LOCKS, "c2") is not None


def test_every_write_of_an_entry_moves_its_clients_mark(documents):
    marks = documents.change_marks
    seen = [marks.current(client_scope("c1"))]
    documents.schedules.save(an_entry())
    seen.append(marks.current(client_scope("c1")))
    entry = an_entry(priority=6)
    documents.schedules.write_checked(entry, alone(entry), existing=True)
    seen.append(marks.current(client_scope("c1")))
    documents.schedules.delete("e1")
    seen.append(marks.current(client_scope("c1")))
    documents.schedules.delete_for_client("c1")
    seen.append(marks.current(client_scope("c1")))
    assert len(set(seen)) == 5
