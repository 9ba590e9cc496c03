"""The ScheduleRepository port (`schedules`), on every document adapter (memory, SQLite, the
Firestore emulator): entries read back whole, a client's in order, and edits never bring a
deleted entry back."""

from datetime import date, time

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


def test_an_edit_of_a_deleted_entry_writes_nothing_and_says_so(documents):
    documents.schedules.save(an_entry())
    assert documents.schedules.save_existing(an_entry(priority=7)) is True
    assert documents.schedules.get("e1").priority == 7
    documents.schedules.delete("e1")
    assert documents.schedules.save_existing(an_entry(priority=8)) is False
    assert documents.schedules.get("e1") is None


def test_every_write_of_an_entry_moves_its_clients_mark(documents):
    marks = documents.change_marks
    seen = [marks.current(client_scope("c1"))]
    documents.schedules.save(an_entry())
    seen.append(marks.current(client_scope("c1")))
    documents.schedules.save_existing(an_entry(priority=5))
    seen.append(marks.current(client_scope("c1")))
    documents.schedules.delete("e1")
    seen.append(marks.current(client_scope("c1")))
    assert len(set(seen)) == 4
