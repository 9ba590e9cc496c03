"""Proof of play moves with `signage export` and `signage import`: every play and each
screen's dropped total, read from the store the backend keeps them in (the embedded
backend's file of their own) and written there, so a Plays report after the move gives the
same totals; an archive from before the plays still imports."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from signage_adapters.archive.contents import documents_member, portal_data
from signage_adapters.archive.export import export_archive
from signage_adapters.archive.restore import import_archive
from signage_adapters.archive.values import ArchiveError
from signage_adapters.documents.query import Query
from signage_adapters.local.staged_rows import rows_file, stage_rows
from signage_adapters.local.staging import PREFIX
from signage_adapters.memory.clock import ManualClock
from signage_http.wiring.portal import Portal
from tests.support.archive_plays import (
    CARRIED_PLAYS,
    DROPPED,
    PLAYS,
    kept_plays,
    plays_report,
    report_totals,
)
from tests.support.archive_scenes import Scene, populate
from tests.support.crafted_archives import recrafted

NOW = datetime(2025, 3, 10, 9, 30, tzinfo=UTC)


@pytest.fixture
def from_memory(tmp_path: Path) -> tuple[Scene, Path, dict[str, list[object]], object]:
    """A memory portal's scene exported: the archive, its plays and its Plays report totals."""
    with Portal.memory(ManualClock(NOW)) as source:
        scene = populate(source)
        export_archive(portal_data(source.backend), tmp_path / "a.zip", NOW)
        totals = report_totals(plays_report(source, scene.admin_id, scene.client_id, NOW))
        return scene, tmp_path / "a.zip", kept_plays(source), totals


def test_every_play_moves_from_memory_into_the_embedded_file_of_plays(from_memory, tmp_path):
    scene, archive, plays, totals = from_memory
    assert len(plays["plays"]) == PLAYS
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as target:
        summary = import_archive(portal_data(target.backend), archive)
        assert summary.documents["plays"] == PLAYS
        assert kept_plays(target) == plays
        moved = plays_report(target, scene.admin_id, scene.client_id, NOW)
        assert report_totals(moved) == totals
        assert moved.dropped == {next(iter(moved.screen_names)): DROPPED}
        assert target.backend.documents.store.find(Query("plays")) == []  # not in signage.db


def test_importing_the_plays_again_changes_nothing(from_memory, tmp_path):
    _, archive, plays, _ = from_memory
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as target:
        import_archive(portal_data(target.backend), archive)
        import_archive(portal_data(target.backend), archive)
        assert kept_plays(target) == plays


def test_the_embedded_portals_plays_are_exported_from_their_file(from_memory, tmp_path):
    _, archive, plays, _ = from_memory
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as target:
        import_archive(portal_data(target.backend), archive)
        export_archive(portal_data(target.backend), tmp_path / "back.zip", NOW)
    with Portal.memory(ManualClock(NOW)) as back:
        import_archive(portal_data(back.backend), tmp_path / "back.zip")
        assert kept_plays(back) == plays


def test_an_archive_of_version_2_imports_without_plays(from_memory, tmp_path):
    _, archive, _, _ = from_memory
    newer = _without(*CARRIED_PLAYS, "screenGroups", "emergencies", "schedules")  # 4 and 5
    older = recrafted(archive, tmp_path / "v2.zip", newer, version=2)
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as target:
        summary = import_archive(portal_data(target.backend), older)
        assert "plays" not in summary.documents
        assert kept_plays(target) == {"plays": [], "playsDropped": []}


def test_an_archive_of_version_3_imports_without_emergency_messages(from_memory, tmp_path):
    _, archive, _, _ = from_memory
    version_4 = _without("emergencies", "screenGroups", "schedules")  # and version 5's
    older = recrafted(archive, tmp_path / "v3.zip", version_4, version=3)
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as target:
        summary = import_archive(portal_data(target.backend), older)
        assert "emergencies" not in summary.documents
        assert target.backend.documents.emergencies.list_ending_since(None, NOW) == []


def test_a_version_3_archive_without_its_plays_is_refused(from_memory, tmp_path):
    _, archive, _, _ = from_memory
    lacking = recrafted(archive, tmp_path / "lacking.zip", _without("plays"))
    with (
        Portal.memory(ManualClock(NOW)) as target,
        pytest.raises(ArchiveError, match="do not match its manifest"),
    ):
        import_archive(portal_data(target.backend), lacking)


@pytest.mark.parametrize(
    ("change", "found"),
    [({"id": "another-000000000001"}, "'another-000000000001'"),
     ({"data": {"at": {"$time": "2020-01-01T00:00:00.000000Z"}}}, "its time")],
)  # fmt: skip
def test_a_play_whose_id_or_time_is_not_its_own_is_refused(from_memory, tmp_path, change, found):
    _, archive, _, _ = from_memory
    bad = recrafted(archive, tmp_path / "bad.zip", _first_play_changed(change))
    with Portal.memory(ManualClock(NOW)) as target:
        with pytest.raises(ArchiveError, match=rf"plays\.json: the document .*{found}"):
            import_archive(portal_data(target.backend), bad)
        assert kept_plays(target) == {"plays": [], "playsDropped": []}


def test_plays_staged_by_an_import_killed_before_its_commit_are_removed_at_open(tmp_path):
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as portal:
        root = portal.backend.blobs.root
        staged = rows_file(root, f"{PREFIX}killed")
        stage_rows(staged, {"plays": [("s-000000000001", {"screenId": "s"})]})
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as reopened:
        assert not staged.exists()
        assert kept_plays(reopened) == {"plays": [], "playsDropped": []}


def _without(*collections: str):
    def change(members: dict[str, bytes]) -> None:
        for name in collections:
            del members[documents_member(name)]

    return change


def _first_play_changed(change: dict[str, object]):
    def edit(members: dict[str, bytes]) -> None:
        rows = json.loads(members[documents_member("plays")])
        first = rows[0]
        first.update({k: v for k, v in change.items() if k != "data"})
        first["data"].update(change.get("data", {}))
        members[documents_member("plays")] = json.dumps(rows).encode()

    return edit
