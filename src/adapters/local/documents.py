"""Every collection of spec §3 in one SQLite file (`signage.db` in the data directory)."""

from __future__ import annotations

from pathlib import Path

from .database import Database
from .repositories.catalogue import SqliteCatalogueRepository
from .repositories.clients import SqliteClientRepository
from .repositories.medias import SqliteMediaRepository
from .repositories.payments import SqlitePaymentRepository
from .repositories.playlists import SqlitePlaylistRepository
from .repositories.user_logs import SqliteUserLogRepository
from .repositories.users import SqliteUserRepository
from .repositories.videos import SqliteVideoRepository


class SqliteDocuments:
    """The repository ports on one database, with the attribute names of MemoryDocuments.

    `path` is the database file, or an open `Database` to share (with `LocalIdentity`).
    """

    def __init__(self, path: Path | Database) -> None:
        self.db = path if isinstance(path, Database) else Database(path)
        self.users = SqliteUserRepository(self.db)
        self.clients = SqliteClientRepository(self.db)
        self.payments = SqlitePaymentRepository(self.db)
        self.catalogue = SqliteCatalogueRepository(self.db)
        self.videos = SqliteVideoRepository(self.db)
        self.medias = SqliteMediaRepository(self.db)
        self.playlists = SqlitePlaylistRepository(self.db)
        self.user_logs = SqliteUserLogRepository(self.db)

    def close(self) -> None:
        self.db.close()
