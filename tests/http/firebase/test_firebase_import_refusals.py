"""On Firebase too, `signage import` is all-or-nothing: every crafted archive is refused before
anything reaches Firestore, Cloud Storage or Firebase Auth, and an import cut short is
finished by importing the same archive again (its journal refuses any other meanwhile)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest
from signage_adapters.archive.contents import portal_data
from signage_adapters.archive.export import export_archive
from signage_adapters.archive.restore import import_archive
from signage_adapters.archive.values import ArchiveError
from signage_adapters.memory.clock import ManualClock
from signage_http.wiring.portal import Portal
from tests.support.archive_scenes import populate, snapshot
from tests.support.crafted_archives import (
    CASES,
    MEDIAS,
    Case,
    FailingStore,
    bomb,
    recrafted,
    truncated,
    understated,
)

pytestmark = pytest.mark.slow
NOW = datetime(2025, 3, 10, 9, 30, tzinfo=UTC)


@pytest.fixture(scope="module")
def source(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, object]:
    """A good archive of a populated embedded portal, and that portal's snapshot."""
    folder = tmp_path_factory.mktemp("source")
    with Portal.local(folder / "source", ManualClock(NOW)) as portal:
        populate(portal)
        export_archive(portal_data(portal.backend), folder / "good.zip", NOW)
        return folder / "good.zip", snapshot(portal)


def refused_without_writing(backend, archive: Path, refusal: str, limits=None) -> None:
    portal = Portal(backend)
    portal.create_account({"name": "Zoe", "phone": "5550190", "email": "zoe@example.com",
                           "password": "secret1", "role": "Client"})  # fmt: skip
    before, accounts = snapshot(portal), backend.identity.accounts()
    with pytest.raises(ArchiveError, match=refusal):
        import_archive(portal_data(backend), archive, limits)
    assert snapshot(portal) == before
    assert backend.identity.accounts() == accounts


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_a_crafted_archive_writes_nothing_to_firebase(
    case: Case, source, firebase_backend, tmp_path: Path
):
    crafted = recrafted(source[0], tmp_path / "crafted.zip", case.change)
    refused_without_writing(firebase_backend, crafted, case.refusal, case.limits)


def test_a_truncated_archive_writes_nothing_to_firebase(source, firebase_backend, tmp_path):
    cut = truncated(source[0], tmp_path / "cut.zip")
    refused_without_writing(firebase_backend, cut, r"cut\.zip is not a signage archive")


def test_a_bomb_understating_its_size_writes_nothing_to_firebase(
    source, firebase_backend, tmp_path: Path
):
    crafted = understated(recrafted(source[0], tmp_path / "b.zip", bomb), MEDIAS, 100)
    refused_without_writing(firebase_backend, crafted, r"documents/medias\.json is damaged")


def test_an_import_cut_short_on_firebase_is_finished_by_importing_it_again(
    source, firebase_backend, tmp_path: Path
):
    data = portal_data(firebase_backend)
    with pytest.raises(ConnectionError):
        import_archive(replace(data, store=FailingStore(data.store, 4)), source[0])
    other = recrafted(source[0], tmp_path / "other.zip", lambda members: None)
    with pytest.raises(ArchiveError, match=r"the import of good\.zip was interrupted"):
        import_archive(data, other)
    import_archive(data, source[0])
    export_archive(data, tmp_path / "back.zip", NOW)
    with Portal.local(tmp_path / "back", ManualClock(NOW)) as back:
        import_archive(portal_data(back.backend), tmp_path / "back.zip")
        assert snapshot(back) == source[1]
    import_archive(data, other)  # finished: the journal no longer holds other archives back
