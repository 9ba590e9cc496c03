"""What a polling TV costs on Firestore, measured on the emulator: a day of polls every
`interval` seconds (a ManualClock; nothing sleeps) of one TV whose playlist holds 10 medias,
through the Firestore backend's repositories and its change-mark listener. Reads are the
documents the store's calls return plus the documents the listener delivers; writes include
the heartbeats (at most one a minute). Goal (issue 28): at most 50 reads a day at 30 s.

Run: .venv/bin/python -m pytest -q -s tests/adapters/firebase/test_polling_costs.py
(prints the figures docs/operations.md, "What it costs on Firebase", shows)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import timedelta
from typing import Any

import pytest
from signage_adapters.documents.repositories.bundle import DocumentRepositories
from signage_adapters.firebase.change_marks import ListenedChangeMarks
from signage_adapters.firebase.clients import firestore_client
from signage_adapters.firebase.documents import with_firestore_rules
from signage_adapters.firebase.store import FirestoreStore
from signage_adapters.memory.blobs import MemoryBlobStorage
from signage_adapters.memory.clock import ManualClock
from tests.adapters.firebase.billed_operations import Billed
from tests.contracts.builders import a_client, a_media, a_playlist, a_user
from tests.core.usecases.world import START
from tests.support.emulators import PROJECT_ID

from signage_core.entities.playlists import PlaylistItem
from signage_core.entities.screens import Screen
from signage_core.rules.player_links import PlayerLinks
from signage_core.rules.screen_licence import ScreenPolicy
from signage_core.rules.screens import new_device_token, secret_digest
from signage_core.rules.sightings import Sightings
from signage_core.usecases.screens.heartbeats import WriteHeartbeats
from signage_core.usecases.screens.manifest import GetManifest

DAY, MEDIAS, BUDGET = timedelta(days=1), 10, 50
LINKS = PlayerLinks(b"k" * 32, "/api/player/files", timedelta(hours=48))


@dataclass
class Day:
    reads: int
    writes: int
    polls: int
    starts: int = 0
    listened: int = 0


class Tv:
    """One client (its owner's record, 10 medias, a playlist) and its one screen."""

    def __init__(self, emulators: Any) -> None:
        emulators.fresh_firestore_host()
        db = firestore_client(PROJECT_ID)
        store = FirestoreStore(db)
        self.billed = Billed.on(store)
        self.marks = ListenedChangeMarks(db, store)
        self.docs = DocumentRepositories(store, self.marks)
        with_firestore_rules(self.docs, store)
        self.clock, self.token = ManualClock(START), new_device_token("s1")
        self._seed()
        sightings = Sightings()
        self.heartbeats = WriteHeartbeats(sightings, self.docs.heartbeats)
        self.poll = GetManifest(
            self.docs.screens, self.docs.playlists, self.docs.medias, self.docs.clients,
            MemoryBlobStorage("memory://", clock=self.clock), LINKS, self.clock, sightings,
            self.docs.users, ScreenPolicy(), self.marks, self.docs.emergencies,
            self.docs.schedules, self.docs.screen_groups,
        )  # fmt: skip

    def _seed(self) -> None:
        docs, ids = self.docs, [f"m{n}" for n in range(MEDIAS)]
        docs.users.save(a_user(id="u1", status=True))
        expiry = START + timedelta(days=365)
        docs.clients.save(a_client(id="c1", user_id="u1", status=True, expire_date=expiry))
        for media_id in ids:
            media = a_media(id=media_id, user_id="u1", status=True, file_path="")
            docs.medias.save(replace(media, file_url=f"https://cdn.example/{media_id}.mp4"))
        items = tuple(PlaylistItem(media_id, "", 10.0, 1) for media_id in ids)
        docs.playlists.save(
            a_playlist(id="p1", client_id="c1", user_id="u1", items=items, status=True)
        )
        digest = secret_digest(self.token)
        docs.screens.save(Screen("s1", "Lobby", "c1", "p1", token_digest=digest, created_at=START))

    def day(self, interval: int, edits: int = 0) -> Day:
        """A day of polls, each followed by the heartbeat writer's write, with `edits`
        playlist edits spread over it (their own reads and writes not counted)."""
        polls = int(DAY.total_seconds()) // interval
        edit_at = {polls * (n + 1) // (edits + 1) for n in range(edits)}
        self.billed.reset()
        delivered, reads, writes = self.marks.delivered, 0, 0
        starts = self.marks.starts
        for n in range(polls):
            if n in edit_at:
                reads, writes = reads - self.billed.reads, writes - self.billed.writes
                self._edit(n)
                reads, writes = reads + self.billed.reads, writes + self.billed.writes
            self.poll(self.token)
            self.heartbeats()
            self.clock.advance(timedelta(seconds=interval))
        listened, starts = self.marks.delivered - delivered, self.marks.starts - starts
        reads = self.billed.reads - reads + listened
        return Day(reads, self.billed.writes - writes, polls, starts, listened)

    def edited_day(self, interval: int, edits: int) -> Day:
        """A day with `edits` edits, measured again (twice at most) when the emulator's watch
        stream was reset during it and delivered the marks it already had once more: Firestore
        resumes a listener cut for less than 30 minutes without billing what did not change."""
        for _ in range(3):
            day = self.day(interval, edits)
            if day.starts == 0 and day.listened <= edits:
                return day
        return day

    def _edit(self, n: int) -> None:
        playlist = self.docs.playlists.get("p1")
        assert self.docs.playlists.save_existing(replace(playlist, name=f"Loop {n}"))

    def close(self) -> None:
        self.marks.close()


@pytest.fixture
def tv(emulators: Any) -> Any:
    tv = Tv(emulators)
    yield tv
    tv.close()


def test_a_tv_polling_every_30_s_costs_at_most_50_reads_a_day(tv: Tv):
    first, second = tv.day(30), tv.day(30)
    print(f"\nper TV at 30 s, {MEDIAS} medias: first day {first}, the next {second}")
    assert first.polls == second.polls == 2880
    assert first.reads <= BUDGET
    assert second.reads <= BUDGET


def test_a_change_costs_each_polling_tv_one_read_of_what_its_manifest_is_made_of(tv: Tv):
    """A playlist edit: the TV reads its screen, client, owner, playlist, medias, its
    client's emergency messages and its client's schedule entries (a query each, billed one
    read when empty; its groups only when a message or an entry targets a group) again (and
    the listener delivers the new mark); polled every 10 s."""
    quiet, edited = tv.day(10), tv.edited_day(10, edits=4)
    print(f"\nper TV at 10 s: a day with no change {quiet}, with 4 playlist edits {edited}")
    per_edit = (edited.reads - quiet.reads) / 4
    assert 0 < per_edit <= MEDIAS + 7, (quiet, edited)
