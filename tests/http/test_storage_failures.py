"""Storage that refuses writes, on a real file system (a small tmpfs): a full disk answers
507 `storage_full`, a read-only one 503 `storage_unavailable`, each with its message and
nothing partial left; the same request succeeds once the storage is back, without a restart,
and the episode is logged once on the way in and once on the way out."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.http.api_support import Api, World, local_world_at
from tests.http.scene import png_bytes
from tests.support.pages import items
from tests.support.small_disk import fill, read_only, small_disk

from signage_core.validation import messages as m

LANGUAGE = "/api/auth/me/language"
IMAGE = {"name": "Poster", "assetType": "image", "duration": "10"}
STORAGE_LOG = "signage_adapters.storage"


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[Path]:
    with small_disk(tmp_path / "disk") as folder:
        yield folder


@pytest.fixture
def on_disk(disk: Path) -> Iterator[World]:
    world = local_world_at(disk)
    yield world
    world.backend.close()


def _client(world: World) -> Api:
    user = world.add_user("mia")
    world.add_client(user)
    return world.signed_in(user)


def _upload(api: Api) -> object:
    picture = {"file": ("poster.png", png_bytes(640, 400), "image/png")}
    return api.post("/api/medias", data=IMAGE, files=picture)


def _leftovers(data: Path) -> list[str]:
    """Stored media files, partial writes and spooled uploads under the data directory."""
    found = [*(data / "files").rglob("medias/*"), *(data / "files").rglob(".tmp-*")]
    found += (data / "tmp" / "uploads").glob("*")
    return sorted(path.relative_to(data).as_posix() for path in found)


def _storage_lines(caplog: pytest.LogCaptureFixture) -> list[tuple[int, str]]:
    return [(r.levelno, r.getMessage()) for r in caplog.records if r.name == STORAGE_LOG]


def test_a_full_disk_answers_507_keeps_nothing_and_recovers_when_space_returns(
    on_disk: World, disk: Path, caplog: pytest.LogCaptureFixture
):
    api, data = _client(on_disk), disk / "data"
    ballast = fill(disk)
    with caplog.at_level(logging.INFO, logger=STORAGE_LOG):
        refused = [_upload(api), api.put(LANGUAGE, json={"language": "es"}), _upload(api)]
        assert [(a.status_code, a.json()["code"]) for a in refused] == [(507, "storage_full")] * 3
        assert {a.json()["message"] for a in refused} == {m.STORAGE_FULL}
        assert items(api.get("/api/medias").json()) == []
        assert api.get("/api/auth/me").json()["user"].get("language") != "es"
        assert _leftovers(data) == []
        ballast.unlink()
        assert _upload(api).status_code == 201
        assert api.put(LANGUAGE, json={"language": "es"}).status_code == 200
    lines = _storage_lines(caplog)
    assert [level for level, _ in lines] == [logging.ERROR, logging.WARNING]
    assert lines[0][1].startswith("storage full, writes refused until it recovers: ")
    assert lines[1][1] == "storage writable again after 3 refused writes"
    assert len(items(api.get("/api/medias").json())) == 1


def test_a_read_only_files_folder_answers_503_and_stores_again_once_writable(
    on_disk: World, disk: Path
):
    api, files = _client(on_disk), disk / "data" / "files"
    with read_only(files):
        upload = _upload(api)
    assert upload.status_code == 503
    assert upload.json() == {
        "code": "storage_unavailable",
        "message": m.STORAGE_UNAVAILABLE,
        "fieldErrors": {},
    }
    assert items(api.get("/api/medias").json()) == []
    assert _leftovers(disk / "data") == []
    assert _upload(api).status_code == 201
