"""The Firestore emulator the document store will run on: google-cloud-firestore reaches it
with anonymous credentials, and the wipe between tests empties it."""

from __future__ import annotations

import pytest
from google.auth.credentials import AnonymousCredentials
from google.cloud import firestore
from tests.support.emulators import PROJECT_ID, Emulators

pytestmark = pytest.mark.slow


@pytest.fixture
def db(emulators: Emulators) -> firestore.Client:
    emulators.fresh_firestore_host()
    return firestore.Client(project=PROJECT_ID, credentials=AnonymousCredentials())


def test_a_document_written_with_stored_names_reads_back(db):
    client = {"businessName": "Café Río", "Expire_date": "2025-01-22", "status": True}
    db.collection("clients").document("client-1").set(client)
    assert db.collection("clients").document("client-1").get().to_dict() == client


def test_a_query_on_a_stored_field_finds_the_document(db):
    db.collection("payments").document("p1").set({"ClientID": "client-1", "Units": 2})
    db.collection("payments").document("p2").set({"ClientID": "client-2", "Units": 1})
    found = db.collection("payments").where(
        filter=firestore.FieldFilter("ClientID", "==", "client-1")
    )
    assert [snapshot.id for snapshot in found.stream()] == ["p1"]


def test_each_test_starts_without_documents(emulators, db):
    db.collection("videos").document("v1").set({"videoTitle": "Menu"})
    emulators.fresh_firestore_host()
    assert not db.collection("videos").document("v1").get().exists
