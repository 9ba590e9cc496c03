"""The ports: what the core needs from the world, one `typing.Protocol` per module.
Adapters (`signage_adapters`: memory, local, firebase, youtube, paypal) implement them; use
cases receive them as constructor arguments. `Backend` bundles what one storage backend
provides (`Documents`, blobs, identity, its mailer, clock); `ExternalServices` what settings add.

| port | module | for |
|---|---|---|
| `Clock` | clock | the current UTC time (every date rule is testable) |
| `IdentityProvider` | identity_provider | accounts, passwords, reset tokens; its refusals (`IdentityError` and subclasses) are DomainErrors |
| `UserRepository` | user_repository | `users` documents |
| `ClientRepository` | client_repository | `clients` documents |
| `CatalogueRepository` | catalogue_repository | `businesses` and `packages` |
| `PaymentRepository` | payment_repository | `payments` (and renewing the client with them) |
| `MediaRepository` | media_repository | `medias` |
| `PlaylistRepository` | playlist_repository | `playlists` |
| `VideoRepository` | video_repository | `videos` |
| `ScreenRepository` | screen_repository | `screens` (and each client's screen slots) |
| `ScreenGroupRepository` | screen_group_repository | `screenGroups`: a client's named groups of its screens |
| `ScheduleRepository` | schedule_repository | `schedules`: a client's weekly schedule entries |
| `PairingRepository` | pairing_repository | `screenPairings`: a TV box's pairing code until it is claimed |
| `UserLogRepository` | user_log_repository | `userLogs` (logins and staff actions) |
| `AttemptLog` | attempt_log | recent attempts per key (sign-in and reset-mail throttles) |
| `SessionStamps` | session_stamps | per user, the stamp their valid sessions carry |
| `SecondFactors` | second_factors | per user, their authenticator secret and recovery-code digests |
| `FileReferences` | file_references | the stored-file paths the documents name (the sweep of leftovers) |
| `ScreenHeartbeats` | screen_heartbeats | when each screen's player was last seen, kept apart from the documents |
| `ScreenReports` | screen_reports | the latest report of each screen's player, kept apart from the documents |
| `PlayLog` | play_log | the plays the screens' players report (proof of play), append-only, kept apart from the documents |
| `EmergencyRepository` | emergency_repository | `emergencies`: the emergency messages screens show over everything |
| `ChangeMarks` | change_marks | per client and per user, a mark every write that can change a manifest moves (`portalChanges`) |
| `ImageThumbnailer` | image_thumbnailer | a grid thumbnail of an uploaded image |
| `OneTimePasswords` | one_time_passwords | TOTP secrets, codes and enrolment links (RFC 6238) |
| `BlobStorage` | blob_storage | stored files at the paths of `signage_core.storage_paths` |
| `VideoInfoProvider` | video_info_provider | the external video-information service |
| `PaymentProvider` | payment_provider | the online payment provider's subscriptions |
| `Mailer` | mailer | password-reset email |
| `Documents` | documents | the ten repositories of one backend, the attempts, stamps, second factors, file references, heartbeats, plays and change marks |
| `Backend` | backend | one backend: documents, blobs (and their download links), identity, mailer, clock |
| `ExternalServices` | backend | mailer, video information and payments as configured |
"""  # noqa: E501

from signage_core.ports.attempt_log import AttemptLog
from signage_core.ports.backend import Backend, ExternalServices
from signage_core.ports.blob_storage import BlobStorage, LinkedObject, ProgressCallback
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.ports.change_marks import ChangeMarks
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.documents import Documents
from signage_core.ports.emergency_repository import EmergencyRepository
from signage_core.ports.file_references import FileReferences
from signage_core.ports.identity_provider import (
    EmailInUse,
    IdentityError,
    IdentityProvider,
    InvalidCredentials,
    InvalidEmail,
    InvalidResetToken,
    WeakPassword,
)
from signage_core.ports.image_thumbnailer import ImageThumbnailer
from signage_core.ports.mailer import Mailer
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.one_time_passwords import OneTimePasswords
from signage_core.ports.pairing_repository import PairingRepository
from signage_core.ports.payment_provider import PaymentProvider, Subscription
from signage_core.ports.payment_repository import PaymentRepository, SavedPayment
from signage_core.ports.play_log import PlayLog
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.screen_heartbeats import ScreenHeartbeats
from signage_core.ports.screen_reports import ScreenReports
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.ports.second_factors import SecondFactors
from signage_core.ports.session_stamps import SessionStamps
from signage_core.ports.user_log_repository import UserLogRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.ports.video_info_provider import VideoInfoProvider
from signage_core.ports.video_repository import VideoRepository

__all__ = [
    "AttemptLog",
    "Backend",
    "BlobStorage",
    "CatalogueRepository",
    "ChangeMarks",
    "ClientRepository",
    "Clock",
    "Documents",
    "EmailInUse",
    "EmergencyRepository",
    "ExternalServices",
    "FileReferences",
    "IdentityError",
    "IdentityProvider",
    "ImageThumbnailer",
    "InvalidCredentials",
    "InvalidEmail",
    "InvalidResetToken",
    "LinkedObject",
    "Mailer",
    "MediaRepository",
    "OneTimePasswords",
    "PairingRepository",
    "PaymentProvider",
    "PaymentRepository",
    "PlayLog",
    "PlaylistRepository",
    "ProgressCallback",
    "SavedPayment",
    "ScreenHeartbeats",
    "ScreenReports",
    "ScreenRepository",
    "SecondFactors",
    "SessionStamps",
    "Subscription",
    "UserLogRepository",
    "UserRepository",
    "VideoInfoProvider",
    "VideoRepository",
    "WeakPassword",
]
