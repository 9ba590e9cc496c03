"""`screenHeartbeats/{screenId}` (`lastSeenAt`): the `ScreenHeartbeats` port over a document
store of its own on the embedded backends (memory, SQLite), whose writes therefore move no
stamp of the content store, and over Firestore's, which keeps no stamps."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import datetime
from functools import partial

from ..store import DocumentStore, Transaction
from ..values import read_time

COLLECTION = "screenHeartbeats"
FIELD = "lastSeenAt"
PER_COMMIT = 500
"""Heartbeats written per transaction by default (Firestore's commit limit)."""


class StoredHeartbeats:
    """Implements `ScreenHeartbeats`: one small document per screen, written whole; a batch
    in one transaction per `per_commit` sightings (None: all in one)."""

    def __init__(self, store: DocumentStore, per_commit: int | None = PER_COMMIT) -> None:
        self.store, self._per_commit = store, per_commit

    def seen_all(self, sightings: Mapping[str, datetime]) -> None:
        rows = list(sightings.items())
        size = self._per_commit or len(rows) or 1
        for start in range(0, len(rows), size):
            self.store.transaction(partial(_put, rows=rows[start : start + size]))

    def last_seen(self, screen_ids: Iterable[str]) -> dict[str, datetime]:
        found: dict[str, datetime] = {}
        for screen_id in screen_ids:
            doc = self.store.get(COLLECTION, screen_id)
            at = read_time(doc.get(FIELD)) if doc else None
            if at is not None:
                found[screen_id] = at
        return found


def _put(tx: Transaction, rows: list[tuple[str, datetime]]) -> None:
    for screen_id, at in rows:
        tx.put(COLLECTION, screen_id, {FIELD: at})
