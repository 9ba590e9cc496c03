"""A populated embedded portal moves into the Firebase emulators and back: every document and
file comes back identical (links are issued again by each storage)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest
from signage_adapters.archive.contents import portal_data
from signage_adapters.archive.export import export_archive
from signage_adapters.archive.restore import import_archive
from signage_adapters.documents.query import Query
from signage_adapters.memory.clock import ManualClock
from signage_http.wiring.portal import Portal
from tests.support.archive_plays import PLAYS, kept_plays, plays_report, report_totals
from tests.support.archive_scenes import PASSWORD, populate, snapshot

from signage_core.errors import AuthenticationFailed

pytestmark = pytest.mark.slow
NOW = datetime(2025, 3, 10, 9, 30, tzinfo=UTC)


def test_a_local_portal_moves_into_firebase_and_back_unchanged(firebase_backend, tmp_path: Path):
    there, back = tmp_path / "there.zip", tmp_path / "back.zip"
    with Portal.local(tmp_path / "source", ManualClock(NOW)) as source:
        populate(source)
        export_archive(portal_data(source.backend), there, NOW)
        expected = snapshot(source)
    on_firebase = Portal(firebase_backend)
    import_archive(portal_data(on_firebase.backend), there)
    stored = firebase_backend.documents.store.find(Query("medias"))
    assert all(isinstance(doc["createdAt"], datetime) for _, doc in stored)
    assert len(firebase_backend.blobs.paths()) == 3  # the logo, the image and its thumbnail
    export_archive(portal_data(on_firebase.backend), back, NOW)
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as target:
        import_archive(portal_data(target.backend), back)
        assert snapshot(target) == expected
        with pytest.raises(AuthenticationFailed):  # Firebase Auth keeps its password hashes
            target.use_cases.login()({"email": "ann@example.com", "password": PASSWORD})


def test_a_paired_tv_gets_its_manifest_after_a_move_into_firebase(firebase_backend, tmp_path):
    """Paired today: the Firebase backend's clock is the system's, and the licence of 30 days
    must still run."""
    archive, today = tmp_path / "there.zip", datetime.now(UTC)
    with Portal.local(tmp_path / "source", ManualClock(today)) as source:
        scene = populate(source)
        export_archive(portal_data(source.backend), archive, today)
    on_firebase = Portal(firebase_backend)
    import_archive(portal_data(on_firebase.backend), archive)
    manifest = on_firebase.use_cases.get_manifest()(scene.device_token)
    assert manifest.playlist.name == "Morning"
    assert [item.asset_type.value for item in manifest.playlist.items] == ["image", "youtube"]
    screens = firebase_backend.documents.screens
    assert screens.take_slot(scene.client_id, 1, "another-screen") == 0  # the place moved
    factor = firebase_backend.documents.second_factors.find(scene.admin_id)
    assert factor.secret == scene.secret
    assert len(factor.recovery_digests) == len(scene.recovery_codes) - 1  # one was spent


def test_every_play_moves_from_the_embedded_file_into_firebase(firebase_backend, tmp_path):
    archive = tmp_path / "there.zip"
    with Portal.local(tmp_path / "source", ManualClock(NOW)) as source:
        scene = populate(source)
        export_archive(portal_data(source.backend), archive, NOW)
        plays = kept_plays(source)
        totals = report_totals(plays_report(source, scene.admin_id, scene.client_id, NOW))
    on_firebase = Portal(firebase_backend)
    import_archive(portal_data(on_firebase.backend), archive)
    assert len(plays["plays"]) == PLAYS
    assert kept_plays(on_firebase) == plays
    moved = plays_report(on_firebase, scene.admin_id, scene.client_id, NOW)
    assert report_totals(moved) == totals
