"""`signage export` / `signage import`: a whole portal moves between backends and back."""

from __future__ import annotations

import json
import zipfile
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

import pytest
from signage_adapters.archive.contents import COLLECTIONS, portal_data
from signage_adapters.archive.export import export_archive
from signage_adapters.archive.restore import import_archive
from signage_adapters.archive.values import ArchiveError
from signage_adapters.archive.web_addresses import check_typed_links
from signage_adapters.documents.query import Query
from signage_adapters.memory.clock import ManualClock
from signage_http.wiring.portal import Portal
from tests.support.archive_scenes import PASSWORD, populate, snapshot

NOW = datetime(2025, 3, 10, 9, 30, tzinfo=UTC)


@pytest.fixture
def source(tmp_path: Path) -> Portal:
    portal = Portal.local(tmp_path / "source", ManualClock(NOW))
    populate(portal)
    yield portal
    portal.close()


def test_a_local_portal_moves_into_memory_and_back_unchanged(source: Portal, tmp_path: Path):
    first, second = tmp_path / "first.zip", tmp_path / "second.zip"
    export_archive(portal_data(source.backend), first, NOW)
    with Portal.memory(ManualClock(NOW)) as middle:
        import_archive(portal_data(middle.backend), first)
        export_archive(portal_data(middle.backend), second, NOW)
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as target:
        summary = import_archive(portal_data(target.backend), second)
        assert snapshot(target) == snapshot(source)
        assert summary.files == 3  # the logo, the image and its grid thumbnail
        assert summary.accounts == 2
        assert sum(summary.documents.values()) > 10


def test_moved_links_open_their_files_in_the_new_storage(source: Portal, tmp_path: Path):
    export_archive(portal_data(source.backend), tmp_path / "a.zip", NOW)
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as target:
        import_archive(portal_data(target.backend), tmp_path / "a.zip")
        medias = [doc for _, doc in target.backend.documents.store.find(Query("medias"))]
        image = next(doc for doc in medias if doc["filePath"])
        opened = target.backend.blobs.open_link(image["filePath"], query_of(image["fileUrl"]))
        assert b"".join(opened.chunks) == b"".join(target.backend.blobs.read(image["filePath"]))
        [playlist] = [doc for _, doc in target.backend.documents.store.find(Query("playlists"))]
        assert playlist["playlistMedias"][0]["mediaURL"] == image["fileUrl"]


def query_of(url: str) -> dict[str, str]:
    return dict(parse_qsl(urlsplit(url).query))


def test_passwords_move_between_local_portals(source: Portal, tmp_path: Path):
    export_archive(portal_data(source.backend), tmp_path / "a.zip", NOW)
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as target:
        import_archive(portal_data(target.backend), tmp_path / "a.zip")
        result = target.use_cases.login()({"email": "ann@example.com", "password": PASSWORD})
        assert result.user.email == "ann@example.com"


def test_importing_twice_changes_nothing(source: Portal, tmp_path: Path):
    export_archive(portal_data(source.backend), tmp_path / "a.zip", NOW)
    with Portal.local(tmp_path / "target", ManualClock(NOW)) as target:
        import_archive(portal_data(target.backend), tmp_path / "a.zip")
        once = snapshot(target)
        import_archive(portal_data(target.backend), tmp_path / "a.zip")
        assert snapshot(target) == once


def damaged_copy(archive: Path, target: Path, member_prefix: str) -> Path:
    """The same archive with one byte of a member changed (its manifest kept)."""
    with zipfile.ZipFile(archive) as source, zipfile.ZipFile(target, "w") as out:
        for name in source.namelist():
            content = source.read(name)
            if name.startswith(member_prefix):
                content = bytes([content[0] ^ 1]) + content[1:]
            out.writestr(name, content)
    return target


@pytest.mark.parametrize("member", ["files/", "documents/clients", "accounts.json"])
def test_a_damaged_archive_is_refused_before_anything_is_written(
    source: Portal, tmp_path: Path, member: str
):
    export_archive(portal_data(source.backend), tmp_path / "a.zip", NOW)
    damaged = damaged_copy(tmp_path / "a.zip", tmp_path / "damaged.zip", member)
    with Portal.memory(ManualClock(NOW)) as target:
        with pytest.raises(ArchiveError, match="damaged"):
            import_archive(portal_data(target.backend), damaged)
        assert snapshot(target) == ({name: [] for name in COLLECTIONS}, {})
        assert target.backend.identity.accounts() == []


def test_a_file_that_is_not_an_archive_is_refused(tmp_path: Path):
    (tmp_path / "notes.zip").write_text("not a zip")
    (tmp_path / "other.zip").write_bytes(b"")
    with zipfile.ZipFile(tmp_path / "foreign.zip", "w") as foreign:
        foreign.writestr("manifest.json", json.dumps({"format": "something-else"}))
    with Portal.memory() as target:
        for name in ("notes.zip", "other.zip", "foreign.zip", "missing.zip"):
            with pytest.raises(ArchiveError):
                import_archive(portal_data(target.backend), tmp_path / name)


def test_an_email_another_account_holds_refuses_the_import_before_writing(
    source: Portal, tmp_path: Path
):
    export_archive(portal_data(source.backend), tmp_path / "a.zip", NOW)
    with Portal.memory(ManualClock(NOW)) as target:
        target.create_account({"name": "Other Ann", "phone": "5550199",
            "email": "ann@example.com", "password": PASSWORD, "role": "Client"})  # fmt: skip
        before = snapshot(target)
        with pytest.raises(ArchiveError, match=r"ann@example\.com"):
            import_archive(portal_data(target.backend), tmp_path / "a.zip")
        assert snapshot(target) == before


def test_a_script_link_in_an_archive_refuses_the_import_before_writing(
    source: Portal, tmp_path: Path
):
    clients = source.backend.documents.clients
    [client] = clients.list_all()
    clients.save(replace(client, website="javascript:alert(document.cookie)"))
    export_archive(portal_data(source.backend), tmp_path / "a.zip", NOW)
    with Portal.memory(ManualClock(NOW)) as target:
        with pytest.raises(ArchiveError, match=rf"clients/{client.id} website"):
            import_archive(portal_data(target.backend), tmp_path / "a.zip")
        assert snapshot(target) == ({name: [] for name in COLLECTIONS}, {})


def test_a_bare_domain_website_moves_as_it_is(source: Portal, tmp_path: Path):
    clients = source.backend.documents.clients
    [client] = clients.list_all()
    clients.save(replace(client, website="sunny.example"))
    export_archive(portal_data(source.backend), tmp_path / "a.zip", NOW)
    with Portal.memory(ManualClock(NOW)) as target:
        import_archive(portal_data(target.backend), tmp_path / "a.zip")
        assert target.backend.documents.clients.get(client.id).website == "sunny.example"


@pytest.mark.parametrize("field", ["videoURL", "videoThumbnailURL"])
def test_a_videos_script_link_is_named_by_the_check(field: str):
    video = {"videoURL": "https://youtu.be/dQw4w9WgXcQ", "videoThumbnailURL": "i.ytimg.com/x.jpg"}
    check_typed_links({"videos": [("v1", video)]})
    with pytest.raises(ArchiveError, match=rf"videos/v1 {field}"):
        check_typed_links({"videos": [("v1", {**video, field: "data:text/html,<b>x</b>"})]})
