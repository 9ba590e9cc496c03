"""The screens' heartbeats (`ScreenHeartbeats`), on every backend's documents (memory,
SQLite, the Firestore emulator): what was seen is read back, a batch records every one of
its sightings (past Firestore's commit limit too), and recording a sighting never makes the
content's remembered reads be read again."""

from __future__ import annotations

from datetime import timedelta

from signage_adapters.documents.repositories.heartbeats import PER_COMMIT
from tests.contracts.builders import a_screen
from tests.contracts.conftest import START
from tests.contracts.kept_apart import assert_content_stays_remembered


def test_a_screen_never_seen_has_no_heartbeat(documents):
    assert documents.heartbeats.last_seen(["s1", "s2"]) == {}
    assert documents.heartbeats.last_seen([]) == {}


def test_each_screen_is_read_back_as_last_seen(documents):
    beats = documents.heartbeats
    beats.seen_all({"s1": START, "s2": START + timedelta(seconds=5)})
    assert beats.last_seen(["s1", "s2", "s3"]) == {
        "s1": START,
        "s2": START + timedelta(seconds=5),
    }
    assert beats.last_seen(["s2"]) == {"s2": START + timedelta(seconds=5)}


def test_a_later_sighting_replaces_the_earlier(documents):
    beats = documents.heartbeats
    beats.seen_all({"s1": START, "s2": START})
    beats.seen_all({"s1": START + timedelta(minutes=1)})
    assert beats.last_seen(["s1", "s2"]) == {"s1": START + timedelta(minutes=1), "s2": START}


def test_an_empty_batch_records_nothing(documents):
    documents.heartbeats.seen_all({})
    assert documents.heartbeats.last_seen(["s1"]) == {}


def test_a_batch_past_one_commits_limit_records_every_sighting(documents):
    """More sightings than one Firestore commit takes (PER_COMMIT): all recorded."""
    due = {f"s{n}": START + timedelta(seconds=n) for n in range(PER_COMMIT + 20)}
    documents.heartbeats.seen_all(due)
    assert documents.heartbeats.last_seen(due) == due


def test_a_heartbeat_leaves_the_content_screen_document_as_it_was(documents):
    documents.screens.save(a_screen(id="s1", last_seen_at=None))
    documents.heartbeats.seen_all({"s1": START})
    assert documents.screens.get("s1").last_seen_at is None


def test_a_heartbeat_ends_no_remembered_read_of_the_content(documents, request):
    assert_content_stays_remembered(
        documents, request, lambda: documents.heartbeats.seen_all({"s1": START})
    )
