"""A player's polls write only what they must: nothing (in the documents or the heartbeats)
for a token that names no paired screen, and the screen's heartbeat at most once a minute,
never in the documents; on every backend's documents (memory, SQLite, the Firestore
emulator). A poll only notes its sighting; the heartbeat writer's write (`WriteHeartbeats`,
what the server's background thread calls) records it, and is called after every poll here."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from typing import Any

import pytest
from signage_adapters.documents.repositories.bundle import DocumentRepositories, document_store
from signage_adapters.memory.blobs import MemoryBlobStorage
from signage_adapters.memory.clock import ManualClock
from tests.contracts.builders import a_client
from tests.core.usecases.world import START

from signage_core.entities.screens import Screen
from signage_core.errors import DeviceNotPaired, NotFound
from signage_core.rules.player_links import PlayerLinks
from signage_core.rules.screen_licence import ScreenPolicy
from signage_core.rules.screens import new_device_token, secret_digest
from signage_core.rules.sightings import Sightings
from signage_core.usecases.screens.heartbeats import WriteHeartbeats
from signage_core.usecases.screens.manifest import GetManifest
from signage_core.usecases.screens.player import PollPairing
from signage_core.validation import messages as m

LINKS = PlayerLinks(b"k" * 32, "/api/player/files", timedelta(hours=48))


class CountingStore:
    """A real store, counting every write and transaction asked of it."""

    def __init__(self, store: Any) -> None:
        self._store = store
        self.writes = 0

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._store, name)
        if name in ("put", "update", "delete", "transaction"):
            self.writes += 1
        return found


class CountingHeartbeats:
    """The backend's heartbeats, counting the sightings recorded."""

    def __init__(self, heartbeats: Any) -> None:
        self._heartbeats, self.writes = heartbeats, 0

    def seen_all(self, sightings: Any) -> None:
        self.writes += len(sightings)
        self._heartbeats.seen_all(sightings)

    def last_seen(self, screen_ids: Any) -> Any:
        return self._heartbeats.last_seen(screen_ids)


class Player:
    def __init__(self, documents: Any) -> None:
        self.clock = ManualClock(START)
        self.store = CountingStore(document_store(documents))
        self.beats = CountingHeartbeats(documents.heartbeats)
        docs = DocumentRepositories(self.store)
        self.screens, self.pairings = docs.screens, docs.pairings
        blobs = MemoryBlobStorage("memory://", clock=self.clock)
        sightings = Sightings()
        self.write_heartbeats = WriteHeartbeats(sightings, self.beats)
        self.get_manifest = GetManifest(
            docs.screens, docs.playlists, docs.medias, docs.clients, blobs, LINKS, self.clock,
            sightings, docs.users, ScreenPolicy(), docs.change_marks, docs.emergencies,
            docs.schedules, docs.screen_groups,
        )  # fmt: skip
        self.token = new_device_token("s1")
        docs.clients.save(replace(a_client(id="c1"), expire_date=START + timedelta(days=30)))
        self.screens.save(Screen("s1", "Lobby", "c1", token_digest=secret_digest(self.token)))
        self.store.writes = 0

    def manifest(self, token: str) -> Any:
        """A poll, then the heartbeat writer's write (whether the poll failed or not)."""
        try:
            return self.get_manifest(token)
        finally:
            self.write_heartbeats()

    @property
    def writes(self) -> tuple[int, int]:
        """(document writes, heartbeats recorded)"""
        return self.store.writes, self.beats.writes

    def last_seen(self) -> Any:
        return self.beats.last_seen(["s1"]).get("s1")


@pytest.mark.parametrize(
    "token", ["", "no-dot", "s1.wrong-secret", "unknown.secret", "s1.", ".secret"]
)
def test_a_token_of_no_paired_screen_writes_nothing(token: str, documents: Any):
    player = Player(documents)
    with pytest.raises(DeviceNotPaired):
        player.manifest(token)
    assert player.writes == (0, 0)
    assert player.last_seen() is None


def test_a_revoked_screen_token_writes_nothing(documents: Any):
    player = Player(documents)
    player.screens.delete("s1")
    player.store.writes = 0
    with pytest.raises(DeviceNotPaired):
        player.manifest(player.token)
    assert player.writes == (0, 0)
    assert player.last_seen() is None


def test_a_heartbeat_is_recorded_at_most_once_a_minute_and_never_in_the_documents(
    documents: Any,
):
    player = Player(documents)
    player.manifest(player.token)
    assert (player.writes, player.last_seen()) == ((0, 1), START)
    player.clock.advance(timedelta(seconds=59))
    player.manifest(player.token)
    assert (player.writes, player.last_seen()) == ((0, 1), START)
    player.clock.advance(timedelta(seconds=1))
    player.manifest(player.token)
    assert (player.writes, player.last_seen()) == ((0, 2), START + timedelta(minutes=1))
    assert player.screens.get("s1").last_seen_at is None


def test_a_poll_itself_writes_nothing_its_sighting_waits_for_the_writer(documents: Any):
    player = Player(documents)
    player.get_manifest(player.token)
    assert (player.writes, player.last_seen()) == ((0, 0), None)
    player.clock.advance(timedelta(seconds=5))
    player.get_manifest(player.token)
    assert player.write_heartbeats() == 1
    assert (player.writes, player.last_seen()) == ((0, 1), START)  # the first poll's time
    assert player.write_heartbeats() == 0  # each sighting written once


@pytest.mark.parametrize("code", ["ABC234", "bad", ""])
def test_a_pairing_poll_with_an_unknown_code_or_token_writes_nothing(code: str, documents: Any):
    player = Player(documents)
    poll = PollPairing(player.pairings, player.screens, player.clock)
    with pytest.raises(NotFound) as refused:
        poll(code, "some-token")
    assert str(refused.value) == m.PAIRING_NOT_FOUND
    assert player.writes == (0, 0)
