"""A player's polls write only what they must: nothing for a token that names no paired
screen, and the screen's lastSeenAt at most once a minute; on every document store (the
contract suite's `store`: memory, SQLite, the Firestore emulator)."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from typing import Any

import pytest
from signage_adapters.documents.repositories.bundle import DocumentRepositories
from signage_adapters.memory.blobs import MemoryBlobStorage
from signage_adapters.memory.clock import ManualClock
from tests.contracts.builders import a_client
from tests.core.usecases.world import START

from signage_core.entities.screens import Screen
from signage_core.errors import DeviceNotPaired, NotFound
from signage_core.rules.player_links import PlayerLinks
from signage_core.rules.screen_licence import ScreenPolicy
from signage_core.rules.screens import new_device_token, secret_digest
from signage_core.usecases.manifest import GetManifest
from signage_core.usecases.player import PollPairing
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


class Player:
    def __init__(self, store: Any) -> None:
        self.clock = ManualClock(START)
        self.store = CountingStore(store)
        docs = DocumentRepositories(self.store)
        self.screens, self.pairings = docs.screens, docs.pairings
        blobs = MemoryBlobStorage("memory://", clock=self.clock)
        self.manifest = GetManifest(
            docs.screens, docs.playlists, docs.medias, docs.clients, blobs, LINKS, self.clock,
            docs.users, ScreenPolicy(),
        )  # fmt: skip
        self.token = new_device_token("s1")
        docs.clients.save(replace(a_client(id="c1"), expire_date=START + timedelta(days=30)))
        self.screens.save(Screen("s1", "Lobby", "c1", token_digest=secret_digest(self.token)))
        self.store.writes = 0

    def last_seen(self) -> Any:
        screen = self.screens.get("s1")
        return screen.last_seen_at if screen else None


@pytest.mark.parametrize(
    "token", ["", "no-dot", "s1.wrong-secret", "unknown.secret", "s1.", ".secret"]
)
def test_a_token_of_no_paired_screen_writes_nothing(token: str, store: Any):
    player = Player(store)
    with pytest.raises(DeviceNotPaired):
        player.manifest(token)
    assert player.store.writes == 0


def test_a_revoked_screen_token_writes_nothing(store: Any):
    player = Player(store)
    player.screens.delete("s1")
    player.store.writes = 0
    with pytest.raises(DeviceNotPaired):
        player.manifest(player.token)
    assert player.store.writes == 0


def test_last_seen_is_written_at_most_once_a_minute(store: Any):
    player = Player(store)
    player.manifest(player.token)
    assert (player.store.writes, player.last_seen()) == (1, START)
    player.clock.advance(timedelta(seconds=59))
    player.manifest(player.token)
    assert (player.store.writes, player.last_seen()) == (1, START)
    player.clock.advance(timedelta(seconds=1))
    player.manifest(player.token)
    assert (player.store.writes, player.last_seen()) == (2, START + timedelta(minutes=1))


@pytest.mark.parametrize("code", ["ABC234", "bad", ""])
def test_a_pairing_poll_with_an_unknown_code_or_token_writes_nothing(code: str, store: Any):
    player = Player(store)
    poll = PollPairing(player.pairings, player.screens, player.clock)
    with pytest.raises(NotFound) as refused:
        poll(code, "some-token")
    assert str(refused.value) == m.PAIRING_NOT_FOUND
    assert player.store.writes == 0
