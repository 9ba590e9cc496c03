"""One client's screen polling its manifest on a backend's documents, with a second process's
repositories to write through (another Firestore client, another SQLite connection; the
memory store has only one), so a kept manifest must learn of a change from the change marks
as another instance of the portal would."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from datetime import time as dt_time
from datetime import timedelta
from typing import Any

from signage_adapters.memory.blobs import MemoryBlobStorage
from signage_adapters.memory.clock import ManualClock
from tests.contracts.builders import a_client, a_media, a_playlist, a_user
from tests.core.usecases.world import START

from signage_core.entities.playlists import PlaylistItem
from signage_core.entities.schedules import ScheduleEntry, TargetKind
from signage_core.entities.screen_groups import ScreenGroup
from signage_core.entities.screens import Screen
from signage_core.errors import DeviceNotPaired
from signage_core.rules.player_links import PlayerLinks
from signage_core.rules.screen_licence import ScreenPolicy
from signage_core.rules.screens import new_device_token, secret_digest
from signage_core.rules.sightings import Sightings
from signage_core.usecases.screens.manifest import GetManifest

LINKS = PlayerLinks(b"k" * 32, "/api/player/files", timedelta(hours=48))
MEDIAS = ("m1", "m2")


def other_process(documents: Any) -> Any:
    """Repositories on the same stored data through another connection (itself in memory)."""
    kind = type(documents).__name__
    if kind == "FirestoreDocuments":
        from signage_adapters.firebase.clients import firestore_client
        from signage_adapters.firebase.documents import FirestoreDocuments

        return FirestoreDocuments(firestore_client(documents.firestore.db.project))
    if kind == "SqliteDocuments":
        from signage_adapters.local.documents import SqliteDocuments

        return SqliteDocuments(documents.db.path)
    return documents


class Polling:
    """Screen s1 of client c1 (owner u1) playing a playlist of two medias, in group g1."""

    def __init__(self, documents: Any) -> None:
        self.documents, self.clock = documents, ManualClock(START)
        self.token = new_device_token("s1")
        self.seed(documents)
        self.get_manifest = self.poller()

    def seed(self, docs: Any) -> None:
        docs.users.save(a_user(id="u1", status=True))
        expiry = START + timedelta(days=30)
        docs.clients.save(a_client(id="c1", user_id="u1", status=True, expire_date=expiry))
        for media_id in MEDIAS:
            media = a_media(id=media_id, user_id="u1", status=True, file_path="")
            docs.medias.save(replace(media, file_url=f"https://cdn.example/{media_id}.mp4"))
        items = tuple(PlaylistItem(m, "", 10.0, 1) for m in MEDIAS)
        playlist = a_playlist(id="p1", client_id="c1", user_id="u1", items=items, status=True)
        docs.playlists.save(playlist)
        digest = secret_digest(self.token)
        docs.screens.save(Screen("s1", "Lobby", "c1", "p1", token_digest=digest, created_at=START))
        docs.screen_groups.save(ScreenGroup("g1", "c1", "Front", ("s1",), START))

    def poller(self) -> GetManifest:
        docs = self.documents
        return GetManifest(
            docs.screens, docs.playlists, docs.medias, docs.clients,
            MemoryBlobStorage("memory://", clock=self.clock), LINKS, self.clock, Sightings(),
            docs.users, ScreenPolicy(), docs.change_marks, docs.emergencies,
            docs.schedules, docs.screen_groups,
        )  # fmt: skip

    def poll(self, poller: GetManifest | None = None) -> Any:
        """The manifest, or the error's type."""
        try:
            return (poller or self.get_manifest)(self.token)
        except DeviceNotPaired as error:
            return type(error)

    def fresh(self) -> Any:
        """What a process that kept nothing answers now."""
        return self.poll(self.poller())

    def settled(self, within: float) -> Any:
        """The kept poller's answer once it equals a fresh one, or after `within` seconds."""
        deadline = time.monotonic() + within
        while (answer := self.poll()) != self.fresh() and time.monotonic() < deadline:
            time.sleep(0.05)
        return answer


Change = Callable[[Any, Polling], None]


def an_entry(**changes: Any) -> ScheduleEntry:
    """Entry e1 of client c1: group g1 plays p2 on weekdays from 11:00 to 15:00."""
    fields = {
        "target_kind": TargetKind.GROUP, "target_id": "g1", "playlist_id": "p2",
        "days": frozenset(range(5)), "start": dt_time(11), "end": dt_time(15), "created_at": START,
    } | changes  # fmt: skip
    return ScheduleEntry("e1", "c1", **fields)
