"""A client of the existing portal signs in on SIGNAGE_BACKEND=firebase and sees and changes
the documents that portal stored (createdAt as text, playlistMedias' mediaID/mediaURL): the
change keeps the stored field names."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from firebase_admin import auth
from signage_adapters.memory.clock import ManualClock
from signage_http.app import create_app
from signage_http.wiring.composition import build_backend
from tests.adapters.firebase.legacy_documents import LEGACY, write_legacy_documents
from tests.http.api_support import Api
from tests.support.pages import items

pytestmark = pytest.mark.slow
PASSWORD = "rosa-pass-1"


@pytest.fixture
def rosa(firebase_settings):
    """Signed in as the existing portal's client, with its licence running on the clock."""
    backend = build_backend(firebase_settings, ManualClock(datetime(2025, 1, 15, tzinfo=UTC)))
    write_legacy_documents(backend.documents.firestore.db)
    auth.create_user(
        uid="uid-rosa", email="rosa@bakery.example", password=PASSWORD, app=backend.auth
    )
    with Api(app=create_app(firebase_settings, backend)) as api:  # its shutdown closes backend
        api.login("rosa@bakery.example", PASSWORD)
        yield api, backend


def test_the_stored_playlist_is_shown_with_its_items(rosa):
    api, _ = rosa
    [playlist] = items(api.get("/api/playlists").json())
    assert (playlist["id"], playlist["playlistName"]) == ("playlist-rosa", "Morning")
    assert playlist["createdAt"].startswith("2024-03-02T09:00:00")
    assert playlist["playlistMedias"][0]["mediaUrl"] == "https://cdn.example/m1.jpg"


def test_changing_its_status_keeps_the_stored_field_names(rosa):
    api, backend = rosa
    answer = api.put("/api/playlists/playlist-rosa/status", json={"status": False})
    assert answer.status_code == 200, answer.text
    ref = backend.documents.firestore.db.collection("playlists").document("playlist-rosa")
    after = ref.get().to_dict()
    assert after["status"] is False
    assert set(LEGACY["playlists"]["playlist-rosa"]) <= set(after)
    assert not [name for name in after if "_" in name]
    assert set(after["playlistMedias"][0]) == {"mediaID", "mediaURL", "duration", "fileSize"}
