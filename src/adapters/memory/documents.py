"""The in-memory document store: the kit's repositories over plain documents in memory."""

from __future__ import annotations

from ..documents.repositories.bundle import DocumentRepositories
from ..documents.repositories.heartbeats import StoredHeartbeats
from ..documents.repositories.plays import StoredPlays
from ..documents.repositories.screen_reports import StoredScreenReports
from .store import MemoryStore


class MemoryDocuments(DocumentRepositories):
    """Every collection of spec §3 in process memory, as the documents the Firestore and
    SQLite stores hold (so every run exercises the mapping), thread-safe behind one lock.

    The repositories share the store, so `clients.delete_with_payments` and
    `payments.save_with_client` are atomic across the two collections. The screens'
    heartbeats and their players' reports are kept in a store of their own, and the players'
    plays in another, whose writes end no remembered read.
    """

    def __init__(self) -> None:
        super().__init__(MemoryStore())
        beats = MemoryStore()
        self.heartbeats = StoredHeartbeats(beats, per_commit=None)
        self.screen_reports = StoredScreenReports(beats)
        self.plays = StoredPlays(MemoryStore())
