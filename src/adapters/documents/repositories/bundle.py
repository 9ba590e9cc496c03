"""Every repository port over one document store, with the attribute names the
composition root uses (`MemoryDocuments` and `SqliteDocuments` are this, on their store)."""

from __future__ import annotations

from signage_core.ports.screen_heartbeats import ScreenHeartbeats

from ..store import DocumentStore
from .catalogue import StoredCatalogue
from .clients import StoredClients
from .content import StoredPlaylists, StoredVideos
from .file_references import StoredFileReferences
from .heartbeats import StoredHeartbeats
from .medias import StoredMedias
from .payments import StoredPayments
from .screens import StoredPairings, StoredScreens
from .second_factors import StoredSecondFactors
from .security import StoredAttemptLog, StoredSessionStamps
from .users import StoredUserLogs, StoredUsers


class DocumentRepositories:
    """The repositories share `store`, so cross-collection transactions are atomic. The
    screens' heartbeats are on it too unless a backend gives them a store of their own (the
    embedded ones do; Firestore keeps no change stamps a heartbeat could move)."""

    def __init__(self, store: DocumentStore) -> None:
        self.store = store
        self.users = StoredUsers(store)
        self.clients = StoredClients(store)
        self.payments = StoredPayments(store)
        self.catalogue = StoredCatalogue(store)
        self.videos = StoredVideos(store)
        self.medias = StoredMedias(store)
        self.playlists = StoredPlaylists(store)
        self.screens = StoredScreens(store)
        self.pairings = StoredPairings(store)
        self.user_logs = StoredUserLogs(store)
        self.attempts = StoredAttemptLog(store)
        self.session_stamps = StoredSessionStamps(store)
        self.file_references = StoredFileReferences(store)
        self.second_factors = StoredSecondFactors(store)
        self.heartbeats: ScreenHeartbeats = StoredHeartbeats(store)


def document_store(documents: object) -> DocumentStore:
    """The store under a backend's repositories (archives and sessions use it directly)."""
    if not isinstance(documents, DocumentRepositories):
        raise TypeError(f"{type(documents).__name__} keeps no document store")
    return documents.store
