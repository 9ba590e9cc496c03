"""Screen groups move with `signage export` and `signage import` (archive version 4): the
client's groups name the same screens after the move; an archive from before them imports
without groups."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from signage_adapters.archive.contents import documents_member, portal_data
from signage_adapters.archive.export import export_archive
from signage_adapters.archive.restore import import_archive
from signage_adapters.memory.clock import ManualClock
from signage_http.wiring.portal import Portal
from tests.support.archive_scenes import populate
from tests.support.crafted_archives import recrafted

NOW = datetime(2025, 3, 10, 9, 30, tzinfo=UTC)


def _groups(portal: Portal, client_id: str) -> list[tuple[str, tuple[str, ...]]]:
    found = portal.backend.documents.screen_groups.for_client(client_id)
    return [(group.name, group.screen_ids) for group in found]


def test_a_clients_groups_move_with_their_screens(tmp_path: Path):
    with Portal.memory(ManualClock(NOW)) as source:
        scene = populate(source)
        export_archive(portal_data(source.backend), tmp_path / "a.zip", NOW)
        before = _groups(source, scene.client_id)
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as target:
        import_archive(portal_data(target.backend), tmp_path / "a.zip")
        moved = _groups(target, scene.client_id)
        screens = target.backend.documents.screens.list_for_client(scene.client_id)
    assert moved == before == [("Front windows", (screens[0].id,))]


def test_an_archive_of_version_3_imports_without_groups(tmp_path: Path):
    with Portal.memory(ManualClock(NOW)) as source:
        scene = populate(source)
        export_archive(portal_data(source.backend), tmp_path / "a.zip", NOW)
    older = recrafted(tmp_path / "a.zip", tmp_path / "v3.zip", _without_groups, version=3)
    with Portal.memory(ManualClock(NOW)) as target:
        summary = import_archive(portal_data(target.backend), older)
        assert "screenGroups" not in summary.documents
        assert _groups(target, scene.client_id) == []


def _without_groups(members: dict[str, bytes]) -> None:
    """A version 3 archive: neither of version 4's collections (groups, emergency messages)
    nor version 5's (schedules)."""
    del members[documents_member("screenGroups")]
    del members[documents_member("emergencies")]
    del members[documents_member("schedules")]
