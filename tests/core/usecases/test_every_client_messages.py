"""The messages to every client's screens are read once per process while the every-client
mark stays; the caches' verification mode catches a kept list that a write left behind."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from signage_adapters.documents.repositories.emergencies import StoredEmergencies
from signage_adapters.memory.clock import ManualClock
from signage_adapters.memory.documents import MemoryDocuments

from signage_core.cache_checks import StaleCache
from signage_core.entities.emergencies import EVERY_CLIENT, EmergencyMessage
from signage_core.usecases.screens._screen_emergencies import EveryClientMessages

NOW = datetime(2026, 11, 27, 9, 0, tzinfo=UTC)


def _storm(message_id: str, minutes: int = 60) -> EmergencyMessage:
    ends = NOW + timedelta(minutes=minutes)
    return EmergencyMessage(message_id, EVERY_CLIENT, "Storm", "#cc0000", NOW, ends, "u1", "a@x.io")


def _messages() -> tuple[MemoryDocuments, StoredEmergencies, EveryClientMessages, ManualClock]:
    docs, clock = MemoryDocuments(), ManualClock(NOW)
    unmarked = StoredEmergencies(docs.store)
    return docs, unmarked, EveryClientMessages(docs.emergencies, docs.change_marks, clock), clock


def test_a_message_sent_through_the_marked_repository_is_seen_at_the_next_read():
    docs, _, every_client, _ = _messages()
    assert every_client() == ()
    docs.emergencies.save(_storm("m1"))
    assert [message.id for message in every_client()] == ["m1"]


def test_a_message_that_ended_by_itself_is_no_difference(verifying_caches: None):
    docs, _, every_client, clock = _messages()
    docs.emergencies.save(_storm("m1", minutes=5))
    assert len(every_client()) == 1
    clock.advance(timedelta(minutes=10))
    assert len(every_client()) == 1  # kept; the manifest picks what is active at the poll


def test_a_kept_list_a_write_left_behind_is_caught_in_the_verification_mode(verifying_caches: None):
    _, unmarked, every_client, _ = _messages()
    assert every_client() == ()
    unmarked.save(_storm("m1"))  # a write that moved no mark: the kept list is stale
    with pytest.raises(StaleCache, match="messages to every client"):
        every_client()
