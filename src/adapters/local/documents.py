"""Every collection of spec §3 in one SQLite file (`signage.db` in the data directory)."""

from __future__ import annotations

from pathlib import Path

from ..documents.repositories.bundle import DocumentRepositories
from .database import Database
from .heartbeats import SqliteHeartbeats, SqliteScreenReports, heartbeats_path
from .plays import SqlitePlays, plays_path
from .store import SqliteStore


class SqliteDocuments(DocumentRepositories):
    """The kit's repositories on one database, with the attribute names of MemoryDocuments.

    `path` is the database file, or an open `Database` to share (with `LocalIdentity`). The
    screens' heartbeats and their players' reports are kept in a file of their own beside it
    (`heartbeats`), and so are the players' plays (`plays`).
    """

    def __init__(self, path: Path | Database) -> None:
        self.db = path if isinstance(path, Database) else Database(path)
        super().__init__(SqliteStore(self.db))
        self.heartbeat_file = SqliteHeartbeats(heartbeats_path(self.db.path))
        self.heartbeats = self.heartbeat_file
        self.screen_reports = SqliteScreenReports(self.heartbeat_file)
        self.play_file = SqlitePlays(plays_path(self.db.path))
        self.plays = self.play_file

    def close(self) -> None:
        self.heartbeat_file.close()
        self.play_file.close()
        self.db.close()
