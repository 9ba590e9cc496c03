"""The screens' heartbeats (`ScreenHeartbeats`), on every backend's documents (memory,
SQLite, the Firestore emulator): what was seen is read back, and recording a sighting never
makes the content's remembered reads be read again."""

from __future__ import annotations

from datetime import timedelta

from signage_adapters.documents.repositories.bundle import document_store
from tests.contracts.builders import a_media, a_screen
from tests.contracts.conftest import START


def test_a_screen_never_seen_has_no_heartbeat(documents):
    assert documents.heartbeats.last_seen(["s1", "s2"]) == {}
    assert documents.heartbeats.last_seen([]) == {}


def test_each_screen_is_read_back_as_last_seen(documents):
    beats = documents.heartbeats
    beats.seen("s1", START)
    beats.seen("s2", START + timedelta(seconds=5))
    assert beats.last_seen(["s1", "s2", "s3"]) == {
        "s1": START,
        "s2": START + timedelta(seconds=5),
    }
    assert beats.last_seen(["s2"]) == {"s2": START + timedelta(seconds=5)}


def test_a_later_sighting_replaces_the_earlier(documents):
    beats = documents.heartbeats
    beats.seen("s1", START)
    beats.seen("s1", START + timedelta(minutes=1))
    assert beats.last_seen(["s1"]) == {"s1": START + timedelta(minutes=1)}


def test_a_heartbeat_leaves_the_content_screen_document_as_it_was(documents):
    documents.screens.save(a_screen(id="s1", last_seen_at=None))
    documents.heartbeats.seen("s1", START)
    assert documents.screens.get("s1").last_seen_at is None


def test_a_heartbeat_ends_no_remembered_read_of_the_content(documents, request):
    """Memory and SQLite remember reads until their content store changes; a heartbeat is no
    change to it. Firestore remembers nothing (every read goes to the server)."""
    store = document_store(documents)
    documents.medias.save(a_media())
    runs = []

    def read():
        runs.append(1)
        return documents.medias.get("media-1")

    store.remember(("heartbeat-contract", "media-1"), read)
    documents.heartbeats.seen("s1", START)
    store.remember(("heartbeat-contract", "media-1"), read)
    remembers = request.node.callspec.params["documents"] != "firebase"
    assert len(runs) == (1 if remembers else 2)
