"""`signage import` is all-or-nothing: a crafted archive (right checksums, wrong contents) is
refused with one line naming what is wrong, before anything is written, on memory and local."""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from signage_adapters.archive.contents import portal_data
from signage_adapters.archive.limits import ArchiveLimits
from signage_adapters.archive.restore import import_archive
from signage_adapters.archive.values import ArchiveError
from signage_adapters.memory.clock import ManualClock
from signage_http.wiring.portal import Portal
from tests.support.archive_scenes import exported_scene, snapshot
from tests.support.crafted_archives import (
    CASES,
    MEDIAS,
    Case,
    bomb,
    recrafted,
    truncated,
    understated,
)

NOW = datetime(2025, 3, 10, 9, 30, tzinfo=UTC)


@pytest.fixture(scope="module")
def good_archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return exported_scene(tmp_path_factory.mktemp("good"), NOW)


@pytest.fixture(params=["memory", "local"])
def target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Portal]:
    """A portal with a client already in it (what an import must not disturb)."""
    clock = ManualClock(NOW)
    portal = Portal.memory(clock) if request.param == "memory" else Portal.local(
        tmp_path / "target", clock
    )  # fmt: skip
    portal.create_account({"name": "Zoe", "phone": "5550190", "email": "zoe@example.com",
                           "password": "secret1", "role": "Client"})  # fmt: skip
    yield portal
    portal.close()


def refused_without_writing(
    portal: Portal, archive: Path, refusal: str, limits: ArchiveLimits | None = None
) -> str:
    before, accounts = snapshot(portal), portal.backend.identity.accounts()
    with pytest.raises(ArchiveError, match=refusal) as refused:
        import_archive(portal_data(portal.backend), archive, limits)
    assert snapshot(portal) == before
    assert portal.backend.identity.accounts() == accounts
    return str(refused.value)


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.name)
def test_a_crafted_archive_is_refused_in_one_line_before_anything_is_written(
    case: Case, good_archive: Path, target: Portal, tmp_path: Path
):
    crafted = recrafted(good_archive, tmp_path / "crafted.zip", case.change)
    message = refused_without_writing(target, crafted, case.refusal, case.limits)
    assert "\n" not in message


def test_the_untouched_archive_imports_whole(good_archive: Path, target: Portal, tmp_path: Path):
    same = recrafted(good_archive, tmp_path / "same.zip", lambda members: None)
    summary = import_archive(portal_data(target.backend), same)
    assert (summary.files, summary.accounts) == (3, 2)
    assert len(target.backend.identity.accounts()) == 3


def test_a_bomb_that_understates_its_size_is_stopped_at_the_declared_size(
    good_archive: Path, target: Portal, tmp_path: Path
):
    crafted = understated(recrafted(good_archive, tmp_path / "b.zip", bomb), MEDIAS, 100)
    refused_without_writing(target, crafted, r"documents/medias\.json is damaged")


def test_a_truncated_archive_is_refused(good_archive: Path, target: Portal, tmp_path: Path):
    cut = truncated(good_archive, tmp_path / "cut.zip")
    refused_without_writing(target, cut, r"cut\.zip is not a signage archive")


def test_an_archive_naming_a_member_twice_is_refused(
    good_archive: Path, target: Portal, tmp_path: Path
):
    crafted = recrafted(good_archive, tmp_path / "twice.zip", lambda members: None)
    with (
        zipfile.ZipFile(crafted, "a") as archive,
        pytest.warns(UserWarning, match="Duplicate name"),
    ):
        archive.writestr(MEDIAS, b"[]")
    refused_without_writing(target, crafted, r"the archive holds documents/medias\.json twice")
