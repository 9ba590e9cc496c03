"""Every collection of spec §3 in one SQLite file (`signage.db` in the data directory)."""

from __future__ import annotations

from pathlib import Path

from signage_adapters.local.database import Database
from signage_adapters.local.repositories.catalogue import SqliteCatalogueRepository
from signage_adapters.local.repositories.clients import SqliteClientRepository
from signage_adapters.local.repositories.medias import SqliteMediaRepository
from signage_adapters.local.repositories.payments import SqlitePaymentRepository
from signage_adapters.local.repositories.playlists import SqlitePlaylistRepository
from signage_adapters.local.repositories.user_logs import SqliteUserLogRepository
from signage_adapters.local.repositories.users import SqliteUserRepository
from signage_adapters.local.repositories.videos import SqliteVideoRepository


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
