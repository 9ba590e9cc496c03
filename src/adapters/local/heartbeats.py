"""The screens' heartbeats on the embedded backend: a SQLite file of their own beside the
documents' (`signage.heartbeats.db` beside `signage.db`, with their players' reports), so
a player's sign of life never moves the documents' change stamp (the wal-index header
every remembered read and kept answer is checked against). WAL, like the documents, so the
server's worker processes and `signage` commands share it; synchronous NORMAL, since losing
the last sightings to a power cut only shows a screen as seen a minute earlier."""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping
from datetime import datetime
from pathlib import Path

from signage_core.entities.screen_reports import ScreenReport

from ..documents.repositories.heartbeats import StoredHeartbeats
from ..documents.repositories.screen_reports import StoredScreenReports
from .database import Database
from .store import SqliteStore


def heartbeats_path(database: Path) -> Path:
    """`signage.heartbeats.db` for `signage.db`."""
    return database.with_name(f"{database.stem}.heartbeats{database.suffix}")


class SqliteHeartbeats:
    """Implements `ScreenHeartbeats`; the file is opened (and made) at the first use, so a
    process that never reads or records a heartbeat never touches it."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._db: Database | None = None
        self._kept: StoredHeartbeats | None = None

    def seen_all(self, sightings: Mapping[str, datetime]) -> None:
        """One write transaction for the whole batch."""
        self._heartbeats().seen_all(sightings)

    def last_seen(self, screen_ids: Iterable[str]) -> dict[str, datetime]:
        return self._heartbeats().last_seen(screen_ids)

    def _heartbeats(self) -> StoredHeartbeats:
        kept = self._kept
        if kept is None:
            with self._lock:
                if self._kept is None:
                    self._db = Database(self.path, synchronous="NORMAL")
                    self._kept = StoredHeartbeats(SqliteStore(self._db), per_commit=None)
                kept = self._kept
        return kept

    def reports(self) -> StoredScreenReports:
        """The players' reports, in the same file."""
        return StoredScreenReports(self._heartbeats().store)

    def close(self) -> None:
        with self._lock:
            db, self._db, self._kept = self._db, None, None
        if db is not None:
            db.close()


class SqliteScreenReports:
    """Implements `ScreenReports` in the heartbeats' file (opened at the first use)."""

    def __init__(self, heartbeats: SqliteHeartbeats) -> None:
        self._file = heartbeats

    def save(self, report: ScreenReport) -> None:
        self._file.reports().save(report)

    def latest(self, screen_ids: Iterable[str]) -> dict[str, ScreenReport]:
        return self._file.reports().latest(screen_ids)
