"""`plays/{screenId}-{sequence}` and `playsDropped/{screenId}`: the `PlayLog` port over a
document store (a store of its own on the embedded backends, like the heartbeats, so a
play never moves the content store's change stamp). A play's id is its screen and
sequence, so a batch sent again writes the same documents over themselves: appending is
idempotent without reading first, and a batch is written in one transaction per
`per_commit` plays (Firestore: one commit, its limit 500 writes)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from functools import partial

from signage_core.entities.plays import Play

from ..batched import PER_COMMIT, put_batched
from ..query import Query, at_least, before, equals
from ..store import DocumentStore, Transaction
from ..values import Document, read_time

COLLECTION = "plays"
DROPPED = "playsDropped"


class StoredPlays:
    """Implements `PlayLog`."""

    def __init__(self, store: DocumentStore, per_commit: int = PER_COMMIT) -> None:
        self.store, self._per_commit = store, per_commit

    def kept_store(self) -> DocumentStore:
        return self.store

    def append(self, plays: Sequence[Play]) -> None:
        rows = [(play.id, play_document(play)) for play in plays]
        put_batched(self.store, COLLECTION, rows, self._per_commit)

    def between(self, client_id: str, start: datetime, end: datetime) -> list[Play]:
        query = Query(
            COLLECTION, (equals("clientId", client_id), at_least("at", start), before("at", end))
        )
        return [_play(doc) for _, doc in self.store.find(query)]

    def note_dropped(self, screen_id: str, client_id: str, total: int) -> None:
        self.store.transaction(partial(_raise_dropped, screen_id=screen_id, doc={
            "screenId": screen_id, "clientId": client_id, "total": total,
        }))  # fmt: skip

    def dropped(self, client_id: str) -> dict[str, int]:
        found = self.store.find(Query(DROPPED, (equals("clientId", client_id),)))
        return {str(doc["screenId"]): int(doc["total"]) for _, doc in found}


def _raise_dropped(tx: Transaction, screen_id: str, doc: Document) -> None:
    kept = tx.get(DROPPED, screen_id)
    if kept is None or int(kept.get("total", 0)) < doc["total"]:
        tx.put(DROPPED, screen_id, doc)


def play_document(play: Play) -> Document:
    return {
        "screenId": play.screen_id, "sequence": play.sequence, "clientId": play.client_id,
        "mediaId": play.media_id, "playlistId": play.playlist_id,
        "startedAt": play.started_at, "endedAt": play.ended_at, "offsetMs": play.offset_ms,
        "completed": play.completed, "at": play.at,
    }  # fmt: skip


def play_of(doc_id: str, doc: Document) -> Play:
    """The play a document holds; ValueError when its id or its `at` is not the play's own
    (an archive's play is read through this before it is written)."""
    play = _play(doc)
    if doc_id != play.id or read_time(doc.get("at")) != play.at:
        raise ValueError("its id or its time is not the play's screen, sequence and start")
    return play


def _play(doc: Document) -> Play:
    started = read_time(doc.get("startedAt"))
    ended = read_time(doc.get("endedAt"))
    if started is None or ended is None:
        raise ValueError("a play without its start or end")
    return Play(
        str(doc["screenId"]), int(doc["sequence"]), str(doc["clientId"]), str(doc["mediaId"]),
        str(doc.get("playlistId", "")), started, ended, int(doc.get("offsetMs", 0)),
        bool(doc.get("completed")),
    )  # fmt: skip


def dropped_of(doc_id: str, doc: Document) -> tuple[str, str, int]:
    """A screen's dropped plays in all: (screen, client, total)."""
    if doc_id != doc["screenId"] or type(doc["total"]) is not int or doc["total"] < 0:
        raise ValueError("a dropped total names another screen or is no count")
    return doc_id, str(doc["clientId"]), doc["total"]


def dropped_document(dropped: tuple[str, str, int]) -> Document:
    screen_id, client_id, total = dropped
    return {"screenId": screen_id, "clientId": client_id, "total": total}
