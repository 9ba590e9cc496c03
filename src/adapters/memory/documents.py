"""The in-memory document store: one object exposing a repository per collection."""

from __future__ import annotations

from ._tables import Tables
from .catalogue import MemoryCatalogueRepository
from .clients import MemoryClientRepository
from .content import (
    MemoryMediaRepository,
    MemoryPlaylistRepository,
    MemoryVideoRepository,
)
from .payments import MemoryPaymentRepository
from .users import MemoryUserLogRepository, MemoryUserRepository


class MemoryDocuments:
    """Every collection of spec §3 in process memory, thread-safe behind one lock.

    The repositories share the lock and the tables, so `clients.delete_with_payments` and
    `payments.save_with_client` are atomic across the two collections.
    """

    def __init__(self) -> None:
        tables = Tables()
        self.users = MemoryUserRepository(tables)
        self.clients = MemoryClientRepository(tables)
        self.payments = MemoryPaymentRepository(tables)
        self.catalogue = MemoryCatalogueRepository(tables)
        self.videos = MemoryVideoRepository(tables)
        self.medias = MemoryMediaRepository(tables)
        self.playlists = MemoryPlaylistRepository(tables)
        self.user_logs = MemoryUserLogRepository(tables)
