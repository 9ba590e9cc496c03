"""`screenHeartbeats/{screenId}` (`lastSeenAt`): the `ScreenHeartbeats` port over a document
store of its own on the embedded backends (memory, SQLite), whose writes therefore move no
stamp of the content store, and over Firestore's, which keeps no stamps."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from ..store import DocumentStore
from ..values import read_time

COLLECTION = "screenHeartbeats"
FIELD = "lastSeenAt"


class StoredHeartbeats:
    """Implements `ScreenHeartbeats`: one small document per screen, written whole."""

    def __init__(self, store: DocumentStore) -> None:
        self.store = store

    def seen(self, screen_id: str, at: datetime) -> None:
        self.store.put(COLLECTION, screen_id, {FIELD: at})

    def last_seen(self, screen_ids: Iterable[str]) -> dict[str, datetime]:
        found: dict[str, datetime] = {}
        for screen_id in screen_ids:
            doc = self.store.get(COLLECTION, screen_id)
            at = read_time(doc.get(FIELD)) if doc else None
            if at is not None:
                found[screen_id] = at
        return found
