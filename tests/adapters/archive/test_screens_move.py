"""After `signage export` and `signage import` the TVs keep playing (their screens move with the
digest of their device token), the screen limit still holds (their places move), and staff
keep their authenticator (its spent recovery codes stay spent)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from signage_adapters.archive.contents import (
    VERSION,
    collections_of,
    documents_member,
    portal_data,
)
from signage_adapters.archive.export import export_archive
from signage_adapters.archive.restore import import_archive
from signage_adapters.archive.values import ArchiveError
from signage_adapters.memory.clock import ManualClock
from signage_http.wiring.portal import Portal
from tests.support.archive_scenes import PASSWORD, Scene, populate, totp_now
from tests.support.crafted_archives import recrafted

from signage_core.errors import AuthenticationFailed, DeviceNotPaired
from signage_core.usecases.accounts.second_factor import PendingSignIn

NOW = datetime(2025, 3, 10, 9, 30, tzinfo=UTC)


@pytest.fixture
def moved(tmp_path: Path) -> tuple[Scene, Path]:
    """The scene of a local portal, exported."""
    with Portal.local(tmp_path / "source", ManualClock(NOW)) as source:
        scene = populate(source)
        export_archive(portal_data(source.backend), tmp_path / "a.zip", NOW)
    return scene, tmp_path / "a.zip"


def test_a_paired_tv_gets_its_manifest_after_a_move_into_memory(moved):
    scene, archive = moved
    with Portal.memory(ManualClock(NOW)) as target:
        with pytest.raises(DeviceNotPaired):
            target.use_cases.get_manifest()(scene.device_token)
        import_archive(portal_data(target.backend), archive)
        manifest = target.use_cases.get_manifest()(scene.device_token)
        assert manifest.playlist.name == "Morning"
        assert [item.asset_type.value for item in manifest.playlist.items] == ["image", "youtube"]


def test_the_moved_screens_place_still_counts_against_the_limit(moved):
    scene, archive = moved
    with Portal.memory(ManualClock(NOW)) as target:
        import_archive(portal_data(target.backend), archive)
        screens = target.backend.documents.screens
        [screen] = screens.list_for_client(scene.client_id)
        assert screen.slot == 1
        assert screens.take_slot(scene.client_id, 1, "another-screen") == 0
        assert screens.take_slot(scene.client_id, 2, "another-screen") == 2


def test_staff_sign_in_with_their_authenticator_after_a_move(moved, tmp_path: Path):
    scene, archive = moved
    with Portal.local(tmp_path / "target", ManualClock(NOW + timedelta(minutes=1))) as target:
        import_archive(portal_data(target.backend), archive)
        uc = target.use_cases
        pending = uc.login()({"email": "ada@example.com", "password": PASSWORD})
        assert isinstance(pending, PendingSignIn)
        with pytest.raises(AuthenticationFailed):  # spent before the move
            uc.complete_sign_in()(scene.admin_id, pending.log_id, scene.recovery_codes[0])
        signed_in = uc.complete_sign_in()(
            scene.admin_id, pending.log_id, totp_now(target, scene.secret)
        )
        assert signed_in.user.email == "ada@example.com"


def test_an_archive_of_version_1_still_imports(moved, tmp_path: Path):
    scene, archive = moved
    older = as_version_1(archive, tmp_path / "v1.zip")
    with Portal.memory(ManualClock(NOW)) as target:
        summary = import_archive(portal_data(target.backend), older)
        assert set(summary.documents) == set(collections_of(1))
        assert target.backend.documents.users.get(scene.admin_id) is not None
        assert target.backend.documents.screens.list_for_client(scene.client_id) == []


def test_a_version_2_archive_without_the_screens_is_refused(moved, tmp_path: Path):
    _, archive = moved
    lacking = recrafted(archive, tmp_path / "lacking.zip", without("screens"))
    with (
        Portal.memory(ManualClock(NOW)) as target,
        pytest.raises(ArchiveError, match="do not match its manifest"),
    ):
        import_archive(portal_data(target.backend), lacking)


def test_a_place_whose_id_is_not_its_client_and_slot_is_refused(moved, tmp_path: Path):
    _, archive = moved
    bad = recrafted(archive, tmp_path / "bad.zip", _renamed_place)
    with (
        Portal.memory(ManualClock(NOW)) as target,
        pytest.raises(ArchiveError, match=r"screenSlots\.json: the document 'elsewhere-1'"),
    ):
        import_archive(portal_data(target.backend), bad)


def _renamed_place(members: dict[str, bytes]) -> None:
    rows = json.loads(members[documents_member("screenSlots")])
    members[documents_member("screenSlots")] = json.dumps(
        [{**row, "id": "elsewhere-1"} for row in rows]
    ).encode()


def without(*collections: str):
    def change(members: dict[str, bytes]) -> None:
        for name in collections:
            del members[documents_member(name)]

    return change


def as_version_1(archive: Path, target: Path) -> Path:
    newer = [name for name in collections_of(VERSION) if name not in collections_of(1)]
    return recrafted(archive, target, without(*newer), version=1)
