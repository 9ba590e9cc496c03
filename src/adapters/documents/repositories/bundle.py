"""Every repository port over one document store, with the attribute names the
composition root uses (`MemoryDocuments` and `SqliteDocuments` are this, on their store)."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from signage_core.marked.accounts import MarkedClients, MarkedPayments, MarkedUsers
from signage_core.marked.content import MarkedMedias, MarkedPlaylists, MarkedScreens
from signage_core.marked.emergencies import MarkedEmergencies
from signage_core.marked.groups import MarkedScreenGroups, leaving_groups
from signage_core.marked.schedule_targets import GroupsTakingTheirEntries, dropping_entries
from signage_core.marked.schedules import MarkedSchedules
from signage_core.marked.screen_deletes import ScreensDeletedWithTheirs
from signage_core.ports.change_marks import ChangeMarks
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.emergency_repository import EmergencyRepository
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.ports.play_log import PlayLog
from signage_core.ports.schedule_repository import ScheduleRepository
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.screen_heartbeats import ScreenHeartbeats
from signage_core.ports.screen_reports import ScreenReports

from ..change_marks import StoredChangeMarks
from ..store import DocumentStore
from .catalogue import StoredCatalogue
from .clients import StoredClients
from .emergencies import StoredEmergencies
from .file_references import StoredFileReferences
from .heartbeats import StoredHeartbeats
from .medias import StoredMedias
from .payments import StoredPayments
from .plays import StoredPlays
from .schedules import StoredSchedules
from .screen_groups import StoredScreenGroups
from .screen_reports import StoredScreenReports
from .screens import StoredPairings, StoredScreens
from .second_factors import StoredSecondFactors
from .security import StoredAttemptLog, StoredSessionStamps
from .users import StoredUserLogs, StoredUsers
from .videos_playlists import StoredPlaylists, StoredVideos


class DocumentRepositories:
    """The repositories share `store`, so cross-collection transactions are atomic. The
    screens' heartbeats and their players' reports are on it too unless a backend gives
    them a store of their own (the embedded ones do; Firestore keeps no change stamps a
    heartbeat could move), and so are the players' plays. Every write
    that can change a screen's manifest bumps a change mark (`signage_core.marked`); a
    deleted screen leaves its groups, and a deleted screen's or group's schedule entries go."""

    def __init__(self, store: DocumentStore, marks: ChangeMarks | None = None) -> None:
        self.store = store
        self.change_marks: ChangeMarks = marks or StoredChangeMarks(store)
        marks = self.change_marks
        self.users = MarkedUsers(StoredUsers(store), marks)
        self.clients: ClientRepository = MarkedClients(StoredClients(store), marks)
        self.payments: PaymentRepository = MarkedPayments(StoredPayments(store), marks)
        self.catalogue = StoredCatalogue(store)
        self.videos = StoredVideos(store)
        self.medias = MarkedMedias(StoredMedias(store), marks)
        self.playlists = MarkedPlaylists(StoredPlaylists(store), marks)
        self.schedules: ScheduleRepository = MarkedSchedules(StoredSchedules(store), marks)
        groups = GroupsTakingTheirEntries(
            MarkedScreenGroups(StoredScreenGroups(store), marks), self.schedules
        )
        self.screen_groups: ScreenGroupRepository = groups
        self.screens = ScreensDeletedWithTheirs(
            MarkedScreens(StoredScreens(store), marks),
            dropping_entries(self.schedules),
            leaving_groups(groups),
        )
        self.pairings = StoredPairings(store)
        self.user_logs = StoredUserLogs(store)
        self.attempts = StoredAttemptLog(store)
        self.session_stamps = StoredSessionStamps(store)
        self.file_references = StoredFileReferences(store)
        self.second_factors = StoredSecondFactors(store)
        self.heartbeats: ScreenHeartbeats = StoredHeartbeats(store)
        self.screen_reports: ScreenReports = StoredScreenReports(store)
        self.plays: PlayLog = StoredPlays(store)
        self.emergencies: EmergencyRepository = MarkedEmergencies(StoredEmergencies(store), marks)


def document_store(documents: object) -> DocumentStore:
    """The store under a backend's repositories (archives and sessions use it directly)."""
    if not isinstance(documents, DocumentRepositories):
        raise TypeError(f"{type(documents).__name__} keeps no document store")
    return documents.store


@runtime_checkable
class _KeptPlays(Protocol):
    def kept_store(self) -> DocumentStore: ...


def plays_store(documents: object) -> DocumentStore:
    """The store the plays of a backend's repositories are kept in (archives read and write
    them there)."""
    plays = getattr(documents, "plays", None)
    if not isinstance(plays, _KeptPlays):
        raise TypeError(f"{type(plays).__name__} keeps its plays in no document store")
    return plays.kept_store()
