"""An import stopped midway leaves the portal as it was or as it is after, never between: on
the embedded default by its staging folder and one SQLite transaction (the next open moves
committed files in), elsewhere by a journal that importing the same archive again finishes."""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest
from signage_adapters.archive.contents import PortalData, portal_data
from signage_adapters.archive.export import export_archive
from signage_adapters.archive.limits import ArchiveLimits
from signage_adapters.archive.members import Members
from signage_adapters.archive.reading import Contents, read_contents
from signage_adapters.archive.restore import import_archive
from signage_adapters.archive.staged import StagedWrite
from signage_adapters.archive.values import ArchiveError
from signage_adapters.documents.query import Query
from signage_adapters.local.staging import JOURNAL, finish_staged, staging_area
from signage_adapters.memory.clock import ManualClock
from signage_http.wiring.portal import Portal
from tests.support.archive_scenes import populate, snapshot
from tests.support.crafted_archives import FailingStore, recrafted

NOW = datetime(2025, 3, 10, 9, 30, tzinfo=UTC)


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, object]:
    """A good archive and the snapshot of the portal it came from."""
    folder = tmp_path_factory.mktemp("source")
    with Portal.local(folder / "source", ManualClock(NOW)) as source:
        populate(source)
        export_archive(portal_data(source.backend), folder / "a.zip", NOW)
        return folder / "a.zip", snapshot(source)


@pytest.fixture
def local(tmp_path: Path) -> Iterator[Portal]:
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as portal:
        yield portal


def cut_short(data: PortalData, after: int) -> PortalData:
    return replace(data, store=FailingStore(data.store, after))


def staged_write(portal: Portal, data: PortalData) -> StagedWrite:
    return StagedWrite(data, portal.backend.blobs, portal.backend.documents.db)


def leftovers(portal: Portal) -> list[str]:
    root = portal.backend.blobs.root
    return [p.name for p in root.glob(".staged-*")] + [
        i for i, _ in portal.backend.documents.store.find(Query(JOURNAL))
    ]


def test_a_local_import_stopped_before_its_commit_leaves_the_portal_as_it_was(
    archive, local: Portal
):
    before = snapshot(local)
    data = cut_short(portal_data(local.backend), after=5)
    with zip_members(archive[0]) as (contents, members), pytest.raises(ConnectionError):
        staged_write(local, data).write(contents, members, "a.zip")
    assert snapshot(local) == before
    assert local.backend.identity.accounts() == []
    assert leftovers(local) == []


def test_a_local_import_killed_after_its_commit_is_finished_when_the_portal_opens(
    archive, tmp_path: Path
):
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as portal:
        blobs = portal.backend.blobs
        with zip_members(archive[0]) as (contents, members), staging_area(blobs) as staging:
            staged_write(portal, portal_data(portal.backend)).commit(staging, contents, members)
            # and killed here, before its files are moved in
        # the staging folder, the plays staged beside it and its journal row
        assert len(leftovers(portal)) == 3
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as reopened:
        assert snapshot(reopened) == archive[1]
        assert leftovers(reopened) == []


def test_files_staged_by_a_killed_import_that_never_committed_are_removed_when_it_opens(
    tmp_path: Path,
):
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as portal:
        with staging_area(portal.backend.blobs) as staging:  # killed while staging
            staging.put("medias/u/a.jpg", [b"staged"], content_type="image/jpeg")
        before = snapshot(portal)
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as reopened:
        assert snapshot(reopened) == before
        assert leftovers(reopened) == []


def test_an_interrupted_import_elsewhere_is_finished_by_importing_the_same_archive(
    archive, tmp_path: Path
):
    with Portal.memory(ManualClock(NOW)) as portal:
        with pytest.raises(ConnectionError):
            import_archive(cut_short(portal_data(portal.backend), after=6), archive[0])
        other = recrafted(archive[0], tmp_path / "other.zip", lambda members: None)
        with pytest.raises(ArchiveError, match=r"the import of a\.zip was interrupted"):
            import_archive(portal_data(portal.backend), other)
        import_archive(portal_data(portal.backend), archive[0])
        assert snapshot(portal) == whole_import(archive[0])
        import_archive(portal_data(portal.backend), other)  # the journal is gone


def whole_import(path: Path) -> object:
    with Portal.memory(ManualClock(NOW)) as portal:
        import_archive(portal_data(portal.backend), path)
        return snapshot(portal)


def test_a_portal_opening_during_an_import_leaves_its_staging_to_it(tmp_path: Path):
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as portal:
        blobs, store = portal.backend.blobs, portal.backend.documents.store
        with staging_area(blobs) as staging:
            staging.put("medias/u/a.jpg", [b"staged"], content_type="image/jpeg")
            with Portal.local(tmp_path / "target", ManualClock(NOW)):
                pass  # another process opens the data directory meanwhile
            assert staging.paths() == ["medias/u/a.jpg"]
        finish_staged(store, blobs, portal.backend.documents.play_file.kept_store)
        assert leftovers(portal) == []


def test_a_journal_row_whose_files_were_all_moved_is_deleted_when_the_portal_opens(
    tmp_path: Path,
):
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as portal:
        portal.backend.documents.store.put(JOURNAL, ".staged-gone", {"folder": ".staged-gone"})
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as reopened:
        assert leftovers(reopened) == []


@contextmanager
def zip_members(path: Path) -> Iterator[tuple[Contents, Members]]:
    """Pass 1 of an import (the contents and the open members), for driving pass 2 alone."""
    with zipfile.ZipFile(path) as archive:
        members = Members(archive, ArchiveLimits())
        yield read_contents(members, []), members


def test_a_local_import_leaves_no_staging_behind(archive, local: Portal):
    import_archive(portal_data(local.backend), archive[0])
    assert snapshot(local) == archive[1]
    assert leftovers(local) == []
