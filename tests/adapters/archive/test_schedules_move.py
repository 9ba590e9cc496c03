"""Schedules move with `signage export` and `signage import` (archive version 5): a client's
entries arrive whole, aimed at the same group and playlist; an archive from before them
imports without schedules."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from signage_adapters.archive.contents import VERSION, documents_member, portal_data
from signage_adapters.archive.export import export_archive
from signage_adapters.archive.restore import import_archive
from signage_adapters.memory.clock import ManualClock
from signage_http.wiring.portal import Portal
from tests.support.archive_scenes import populate
from tests.support.crafted_archives import recrafted

from signage_core.entities.schedules import ScheduleEntry

NOW = datetime(2025, 3, 10, 9, 30, tzinfo=UTC)


def _entries(portal: Portal, client_id: str) -> tuple[ScheduleEntry, ...]:
    return portal.backend.documents.schedules.for_client(client_id)


def test_a_clients_schedule_moves_whole(tmp_path: Path):
    with Portal.memory(ManualClock(NOW)) as source:
        scene = populate(source)
        export_archive(portal_data(source.backend), tmp_path / "a.zip", NOW)
        before = _entries(source, scene.client_id)
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as target:
        import_archive(portal_data(target.backend), tmp_path / "a.zip")
        moved = _entries(target, scene.client_id)
        (group,) = target.backend.documents.screen_groups.for_client(scene.client_id)
    assert VERSION == 5
    assert moved == before
    (entry,) = moved
    assert (entry.target_id, entry.priority, entry.switch.value) == (group.id, 2, "now")


def test_an_archive_of_version_4_imports_without_schedules(tmp_path: Path):
    with Portal.memory(ManualClock(NOW)) as source:
        scene = populate(source)
        export_archive(portal_data(source.backend), tmp_path / "a.zip", NOW)
    older = recrafted(tmp_path / "a.zip", tmp_path / "v4.zip", _without_schedules, version=4)
    with Portal.memory(ManualClock(NOW)) as target:
        summary = import_archive(portal_data(target.backend), older)
        assert "schedules" not in summary.documents
        assert _entries(target, scene.client_id) == ()
        assert len(target.backend.documents.screen_groups.for_client(scene.client_id)) == 1


def _without_schedules(members: dict[str, bytes]) -> None:
    del members[documents_member("schedules")]
