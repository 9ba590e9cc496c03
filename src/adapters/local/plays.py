"""The players' plays on the embedded backend: a SQLite file of their own beside the
documents' (`signage.plays.db` beside `signage.db`), so a batch of plays never moves the
documents' change stamp (the wal-index header every remembered read and kept answer is
checked against). WAL with the documents' durability: a play the server answered for is
one the player forgets."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from signage_core.entities.plays import Play

from ..documents.repositories.plays import StoredPlays
from ..documents.store import DocumentStore
from .database import Database
from .store import SqliteStore


def plays_path(database: Path) -> Path:
    """`signage.plays.db` for `signage.db`."""
    return database.with_name(f"{database.stem}.plays{database.suffix}")


class SqlitePlays:
    """Implements `PlayLog`; the file is opened (and made) at the first use."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._db: Database | None = None
        self._kept: StoredPlays | None = None

    def append(self, plays: Sequence[Play]) -> None:
        self._plays().append(plays)

    def between(self, client_id: str, start: datetime, end: datetime) -> list[Play]:
        return self._plays().between(client_id, start, end)

    def note_dropped(self, screen_id: str, client_id: str, total: int) -> None:
        self._plays().note_dropped(screen_id, client_id, total)

    def dropped(self, client_id: str) -> dict[str, int]:
        return self._plays().dropped(client_id)

    def kept_store(self) -> DocumentStore:
        """The file's store (opened at the first use), as archives read and write it."""
        return self._plays().store

    def _plays(self) -> StoredPlays:
        kept = self._kept
        if kept is None:
            with self._lock:
                if self._kept is None:
                    self._db = Database(self.path)
                    self._kept = StoredPlays(SqliteStore(self._db), per_commit=10_000)
                kept = self._kept
        return kept

    def close(self) -> None:
        with self._lock:
            db, self._db, self._kept = self._db, None, None
        if db is not None:
            db.close()
