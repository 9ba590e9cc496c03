"""A player's report stored before it named the emergency message it shows reads as showing
none, and a stored emergency message with an unreadable end time shows nowhere."""

from __future__ import annotations

from datetime import UTC, datetime

from signage_adapters.documents.emergencies import from_document
from signage_adapters.documents.repositories.screen_reports import StoredScreenReports
from signage_adapters.documents.times import EPOCH
from signage_adapters.memory.store import MemoryStore

AT = datetime(2026, 11, 1, 12, tzinfo=UTC)


def test_a_report_stored_before_the_emergency_field_reads_as_showing_none():
    store = MemoryStore()
    old = {"receivedAt": AT, "manifestVersion": "v1", "filesKept": 1, "filesTotal": 1,
           "bytesKept": 10}  # fmt: skip
    store.transaction(lambda tx: tx.put("screenReports", "s1", old))
    report = StoredScreenReports(store).latest(["s1"])["s1"]
    assert (report.emergency_id, report.manifest_version) == ("", "v1")


def test_an_emergency_message_with_an_unreadable_end_time_has_ended_long_ago():
    message = from_document("e1", {"clientId": "c1", "text": "Drill", "startsAt": AT,
                                   "endsAt": "not a time"})  # fmt: skip
    assert message.ends_at == EPOCH
    assert not message.active(AT)
