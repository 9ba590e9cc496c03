"""The emergency messages (`EmergencyRepository`), on every backend's documents (memory,
SQLite, the Firestore emulator): a message is read back as saved, a cancel is kept, and the
messages ending at or after a moment are listed by target, newest start first."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from tests.contracts.conftest import START
from tests.contracts.emergency_builders import a_message

from signage_core.entities.emergencies import EVERY_CLIENT


def test_a_message_is_read_back_as_saved(documents):
    saved = a_message("c1", START, image_media_id="m1", image_path="medias/u1/m1.png",
                      image_url="https://cdn.example/m1.png")  # fmt: skip
    documents.emergencies.save(saved)
    assert documents.emergencies.get(saved.id) == saved
    assert documents.emergencies.get("nothing-here") is None


def test_a_cancel_is_kept(documents):
    message = a_message("c1", START)
    documents.emergencies.save(message)
    cancelled = replace(message, cancelled_at=START + timedelta(minutes=5))
    documents.emergencies.save(cancelled)
    assert documents.emergencies.get(message.id) == cancelled
    assert documents.emergencies.list_ending_since("c1", START) == [cancelled]


def test_a_clients_messages_are_listed_by_end_newest_start_first(documents):
    older = a_message("c1", START)
    newer = a_message("c1", START + timedelta(minutes=10))
    ended = a_message("c1", START - timedelta(hours=3))
    others = (a_message("c2", START), a_message(EVERY_CLIENT, START))
    for message in (older, newer, ended, *others):
        documents.emergencies.save(message)
    assert documents.emergencies.list_ending_since("c1", START) == [newer, older]
    since = START - timedelta(hours=3)
    assert documents.emergencies.list_ending_since("c1", since) == [newer, older, ended]
    assert documents.emergencies.list_ending_since("c1", START + timedelta(hours=2)) == []


def test_the_messages_to_every_client_and_all_of_them_are_listed_apart(documents):
    mine, everyone = a_message("c1", START), a_message(EVERY_CLIENT, START + timedelta(1))
    documents.emergencies.save(mine)
    documents.emergencies.save(everyone)
    assert documents.emergencies.list_ending_since(EVERY_CLIENT, START) == [everyone]
    assert documents.emergencies.list_ending_since(None, START) == [everyone, mine]
