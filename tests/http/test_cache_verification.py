"""The caches' verification mode (`signage_core.cache_checks`): a remembered read or a kept
value that differs from a fresh computation fails loudly in it, and only in it."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from signage_adapters.documents import medias, playlists
from signage_adapters.documents.remembered import RememberedReads
from signage_adapters.documents.repositories.bundle import document_store
from signage_adapters.memory.backend import memory_backend
from signage_adapters.memory.clock import ManualClock
from signage_http.app import create_app
from signage_http.wiring.settings import Settings, settings_from_env
from tests.http.api_support import START, Api, World
from tests.http.scene import add_media
from tests.http.screens_support import Box

from signage_core import cache_checks
from signage_core.cache_checks import StaleCache, verify_caches, verifying
from signage_core.rules.kept import Kept


@contextmanager
def logged(logger: logging.Logger) -> Iterator[list[str]]:
    """The lines `logger` writes meanwhile (the app's logging setup leaves its handlers be)."""
    lines: list[str] = []
    handler = logging.Handler()
    handler.emit = lambda record: lines.append(record.getMessage())  # type: ignore[method-assign]
    logger.addHandler(handler)
    try:
        yield lines
    finally:
        logger.removeHandler(handler)


@pytest.fixture
def mode() -> Iterator[None]:
    was = verifying()
    verify_caches(False)
    try:
        yield
    finally:
        verify_caches(was)


def test_a_remembered_read_that_differs_from_a_fresh_one_is_caught(mode: None):
    reads, stored = RememberedReads(), {"name": "first"}
    assert reads.recall(1, "key", lambda: dict(stored)) == {"name": "first"}
    stored["name"] = "changed under the same stamp"
    assert reads.recall(1, "key", lambda: dict(stored)) == {"name": "first"}  # mode off
    verify_caches()
    with pytest.raises(StaleCache, match="changed under the same stamp"):
        reads.recall(1, "key", lambda: dict(stored))


def test_a_kept_value_that_differs_from_a_fresh_one_is_caught(mode: None):
    kept, parts = Kept[str](), ("screen", 1)
    assert kept.get("s1", parts, lambda: "made") == "made"
    verify_caches()
    assert kept.get("s1", parts, lambda: "made") == "made"
    with pytest.raises(StaleCache, match=r"'made'.*'made otherwise'"):
        kept.get("s1", parts, lambda: "made otherwise")


def test_the_setting_turns_the_mode_on(mode: None, tmp_path: Path):
    settings = settings_from_env({"SIGNAGE_BACKEND": "memory", "SIGNAGE_VERIFY_CACHES": "1"})
    assert settings.verify_caches
    create_app(Settings(backend="memory", data_dir=tmp_path, webapp_dir=tmp_path))
    assert not verifying()
    create_app(settings.with_overrides(data_dir=tmp_path, webapp_dir=tmp_path))
    assert verifying()


def _world(root: Path) -> World:
    settings = Settings(backend="memory", data_dir=root / "data", webapp_dir=root / "web")
    backend = memory_backend(ManualClock(START), base_url="/files/", scrypt_n=2)
    return World(app=create_app(settings, backend, backend.services()), backend=backend)


def test_a_request_served_from_a_wrong_cache_entry_fails_with_500_and_a_clear_log(
    mode: None, tmp_path: Path
):
    world = _world(tmp_path)
    owner = world.add_user("olga")
    world.add_client(owner)
    media = add_media(world, owner, name="Poster")
    api = Api(app=world.app, raise_server_exceptions=False)  # a 500 as a browser sees it
    api.login(owner.email)
    assert api.get("/api/medias").json()["items"][0]["name"] == "Poster"
    store = document_store(world.backend.documents)
    store._collections[medias.COLLECTION][media.id]["name"] = "Renamed"  # the stamp missed it
    assert api.get("/api/medias").json()["items"][0]["name"] == "Poster"  # stale, unnoticed
    verify_caches()
    with logged(cache_checks.logger) as lines:
        answer = api.get("/api/medias")
    assert answer.status_code == 500
    assert any("stale cache" in line and "Renamed" in line for line in lines)


def test_a_manifest_served_from_parts_a_write_changed_unmarked_is_caught(
    mode: None, tmp_path: Path
):
    world = _world(tmp_path)
    owner = world.add_user("petra")
    world.add_client(owner)
    api = world.signed_in(owner)
    media_id = add_media(world, owner).id
    body = {"playlistName": "Shop", "mediaIds": [media_id]}
    playlist_id = api.post("/api/playlists", json=body).json()["id"]
    box = Box(Api(app=world.app, raise_server_exceptions=False)).start()
    paired = api.post("/api/screens", json={"name": "Lobby", "pairingCode": box.code,
                                            "playlistId": playlist_id})  # fmt: skip
    assert paired.status_code == 201, paired.text
    box.collect()
    assert box.manifest().status_code == 200
    store = document_store(world.backend.documents)
    store.update(playlists.COLLECTION, playlist_id, {"playlistName": "Renamed"})  # no mark bumped
    assert box.manifest().status_code == 200  # the kept parts, unnoticed
    verify_caches()
    with logged(cache_checks.logger) as lines:
        answer = box.manifest()
    assert answer.status_code == 500
    assert any("stale cache: manifest parts" in line for line in lines)
