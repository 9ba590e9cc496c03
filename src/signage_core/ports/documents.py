"""The document repositories of one backend, as a bundle."""

from __future__ import annotations

from typing import Protocol

from signage_core.ports.attempt_log import AttemptLog
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.ports.change_marks import ChangeMarks
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.emergency_repository import EmergencyRepository
from signage_core.ports.file_references import FileReferences
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.pairing_repository import PairingRepository
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.ports.play_log import PlayLog
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.schedule_repository import ScheduleRepository
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.screen_heartbeats import ScreenHeartbeats
from signage_core.ports.screen_reports import ScreenReports
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.ports.second_factors import SecondFactors
from signage_core.ports.session_stamps import SessionStamps
from signage_core.ports.user_log_repository import UserLogRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.ports.video_repository import VideoRepository


class Documents(Protocol):
    """One repository per collection of spec §3, and the portal's own security records
    (the throttles' attempts, the session stamps, the users' second factors), all on the
    same store, and the stored files the documents name. The screens' heartbeats may be kept
    elsewhere (`ScreenHeartbeats`)."""

    @property
    def users(self) -> UserRepository: ...
    @property
    def clients(self) -> ClientRepository: ...
    @property
    def payments(self) -> PaymentRepository: ...
    @property
    def catalogue(self) -> CatalogueRepository: ...
    @property
    def videos(self) -> VideoRepository: ...
    @property
    def medias(self) -> MediaRepository: ...
    @property
    def playlists(self) -> PlaylistRepository: ...
    @property
    def screens(self) -> ScreenRepository: ...
    @property
    def screen_groups(self) -> ScreenGroupRepository: ...
    @property
    def schedules(self) -> ScheduleRepository: ...
    @property
    def pairings(self) -> PairingRepository: ...
    @property
    def user_logs(self) -> UserLogRepository: ...
    @property
    def attempts(self) -> AttemptLog: ...
    @property
    def session_stamps(self) -> SessionStamps: ...
    @property
    def file_references(self) -> FileReferences: ...
    @property
    def second_factors(self) -> SecondFactors: ...
    @property
    def heartbeats(self) -> ScreenHeartbeats: ...
    @property
    def screen_reports(self) -> ScreenReports:
        """Kept beside the heartbeats."""
        ...

    @property
    def plays(self) -> PlayLog: ...
    @property
    def emergencies(self) -> EmergencyRepository: ...
    @property
    def change_marks(self) -> ChangeMarks:
        """Bumped by every write that can change a screen's manifest."""
        ...
