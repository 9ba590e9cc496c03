"""The screens' heartbeats are written in the background (docs/decisions.md, "Heartbeats
written in the background"): a poll notes its sighting and writes nothing; the app's
heartbeat writer (a thread its lifespan starts and stops) writes the noted sightings in one
batch every few seconds, off the event loop's thread, once more at shutdown, and keeps them
when a write fails."""

from __future__ import annotations

import logging
import time
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from signage_adapters.documents.loop_writes import refuse_writes_on_loop
from signage_adapters.documents.repositories.heartbeats import StoredHeartbeats
from signage_adapters.memory.store import MemoryStore
from signage_http.wiring.heartbeat_writer import HeartbeatWriter
from tests.http.api_support import START, World, local_world_at

from signage_core.entities.screens import Screen
from signage_core.rules.screens import new_device_token, secret_digest
from signage_core.rules.sightings import Sightings
from signage_core.usecases.screens.heartbeats import WriteHeartbeats


def _tv(world: World) -> dict[str, str]:
    """A paired screen's player: its Authorization header."""
    user = world.add_user("keeper")
    client = world.add_client(user)
    token = new_device_token("tv-1")
    screen = Screen("tv-1", "Lobby", client.id, token_digest=secret_digest(token))
    world.backend.documents.screens.save(screen)
    return {"Authorization": f"Bearer {token}"}


def _last_seen(world: World) -> dict[str, datetime]:
    return world.backend.documents.heartbeats.last_seen(["tv-1"])


def test_a_poll_writes_nothing_and_the_writer_records_it_off_the_loop_at_shutdown(
    tmp_path: Path,
):
    """Writes refused on the event loop's thread: the poll (on the loop) and the writer's
    last write at shutdown (on its own thread) both pass, and only the writer writes."""
    world = local_world_at(tmp_path)
    device = _tv(world)
    refuse_writes_on_loop()
    try:
        with world.client() as api:  # the lifespan starts the writer
            assert api.get("/api/player/manifest", headers=device).status_code == 200
            assert api.get("/api/player/manifest", headers=device).status_code == 200
            assert _last_seen(world) == {}  # noted only (the writer waits 5 s)
        assert _last_seen(world) == {"tv-1": START}  # written as the app stopped
    finally:
        refuse_writes_on_loop(False)


def test_an_unknown_or_revoked_token_leaves_nothing_to_write(tmp_path: Path):
    world = local_world_at(tmp_path)
    device = _tv(world)
    api = world.client()
    for token in ("tv-1.wrong-secret", "unknown.secret", ""):
        answer = api.get("/api/player/manifest", headers={"Authorization": f"Bearer {token}"})
        assert answer.status_code == 401
    world.backend.documents.screens.delete("tv-1")
    assert api.get("/api/player/manifest", headers=device).status_code == 401
    assert world.app.state.heartbeats.write() == 0
    assert _last_seen(world) == {}


def test_the_writer_writes_the_noted_sightings_every_few_seconds():
    sightings, beats = Sightings(), StoredHeartbeats(MemoryStore())
    writer = HeartbeatWriter(WriteHeartbeats(sightings, beats), every=0.02)
    writer.start()
    try:
        sightings.note("tv-1", START)
        assert _eventually(lambda: beats.last_seen(["tv-1"])) == {"tv-1": START}
        sightings.note("tv-2", START)
        assert _eventually(lambda: beats.last_seen(["tv-2"])) == {"tv-2": START}
    finally:
        writer.stop()


class FailingOnce:
    """Heartbeats whose first write fails (the store unreachable), then the real ones."""

    def __init__(self) -> None:
        self.beats, self.failed = StoredHeartbeats(MemoryStore()), False

    def seen_all(self, sightings: Any) -> None:
        if not self.failed:
            self.failed = True
            raise OSError("disk I/O error")
        self.beats.seen_all(sightings)

    def last_seen(self, screen_ids: Any) -> Any:
        return self.beats.last_seen(screen_ids)


def test_a_failing_write_is_logged_and_its_sightings_written_at_the_next(
    caplog: pytest.LogCaptureFixture,
):
    sightings, beats = Sightings(), FailingOnce()
    writer = HeartbeatWriter(WriteHeartbeats(sightings, beats))
    sightings.note("tv-1", START)
    with caplog.at_level(logging.ERROR, logger="signage_http"):
        assert writer.write() == 0
    assert "heartbeats were not written" in caplog.text
    assert beats.last_seen(["tv-1"]) == {}
    assert writer.write() == 1
    assert beats.last_seen(["tv-1"]) == {"tv-1": START}


def _eventually(read: Any, within: float = 5.0) -> Any:
    deadline = time.monotonic() + within
    while not (found := read()) and time.monotonic() < deadline:
        time.sleep(0.01)
    return found
