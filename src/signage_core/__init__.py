"""signage_core: the pure domain of the signage client portal (standard library only).

Where each rule of the specification's §4-§9 lives: modules under `signage_core`, with the names
in them that carry the rule (the most used are importable from here too; see docs/library.md).
tests/core/test_core_index.py checks that every rule of §4-§9 has its row and that every row
names modules and names that exist.

| spec | rule | module |
|---|---|---|
| §4 | a deactivated user cannot log in | `access` (`active_user`), `usecases.accounts.user_admin` (`SetUserStatus`) |
| §4 | client status; deactivate, or delete with its payments | `usecases.clients.client_admin` (`SetClientStatus`, `DeactivateClient`, `DeleteClient`) |
| §4 | media, playlist, video and payment status switches | `usecases.content.media` (`SetMediaStatus`), `usecases.content.playlists` (`SetPlaylistStatus`), `usecases.content.videos` (`SetVideoStatus`), `usecases.billing.payments` (`SetPaymentStatus`) |
| §4 | playlists are built from the user's active media | `usecases.content.playlists` (`CreatePlaylist`, `UpdatePlaylist`) |
| §4 | upload stages, failed uploads leave no file | `usecases.content.media_upload` (`UploadStage`, `AddMedia`) |
| §4 | licence expired / trial / days left | `rules.licence` (`licence_state`), `usecases.billing.licence` (`GetLicence`) |
| §4 | an expired licence blocks the write screens | `usecases.billing.licence` (`LicenceGate`) |
| §4 | a new payment renews the client | `rules.expiry` (`renewal_expiry`), `usecases.billing.renewals` (`record_renewal`) |
| §4 | login opens a log entry, logout closes it | `usecases.accounts.auth` (`Login`), `usecases.accounts.session` (`Logout`) |
| §5 | the login form | `validation.accounts` (`validate_login`, `LOGIN_FIELDS`) |
| §5 | the registration form | `validation.accounts` (`validate_registration`, `REGISTRATION_FIELDS`) |
| §5 | the add-user form | `validation.accounts` (`validate_user_create`, `USER_CREATE_FIELDS`) |
| §5 | the edit-user form | `validation.accounts` (`validate_user_edit`, `USER_EDIT_FIELDS`) |
| §5 | the client / business form | `validation.clients` (`validate_client_form`, `validate_client_save`, `validate_confirm_password`) |
| §5 | the logo | `validation.clients` (`validate_logo`) |
| §5 | the video form | `validation.media` (`validate_video`, `VIDEO_FIELDS`) |
| §5 | the playlist form | `validation.playlists` (`validate_playlist`, `PLAYLIST_FIELDS`) |
| §5 | the media form | `validation.media` (`validate_media`, `MEDIA_ADD_FIELDS`) |
| §5 | uploads are JPG/PNG/MP4 by their bytes | `file_types` (`sniff`, `sniff_stream`) |
| §5 | the payment form | `validation.payments` (`validate_payment`, `PAYMENT_FIELDS`) |
| §6 | three roles | `entities.users` (`Role`) |
| §6 | self-registration creates an active Client | `usecases.accounts.auth` (`Register`) |
| §6 | the admin creates users of any role | `usecases.accounts.user_admin` (`CreateUser`) |
| §6 | editing a user changes name, phone and role | `usecases.accounts.users` (`UpdateUser`) |
| §6 | only signed-in users reach the dashboard | `usecases.accounts.actors` (`IdentifyActor`) |
| §6 | the client record is the one whose userId is the user | `access` (`own_client`) |
| §6 | media are the user's own, playlists and payments the client's | `access` (`own_media`, `visible_client`) |
| §6 | editing another client's video is refused | `access` (`require_video_owner`) |
| §6 | a missing or inactive user cannot log in | `access` (`active_user`) |
| §6 | an expired licence blocks write actions | `usecases.billing.licence` (`LicenceGate`) |
| §6 | who may act, and on which objects | `access` (`require_staff`, `require_admin`, `require_client_role`) |
| §7 | the ports the core needs; one backend's bundle | `ports`, `ports.backend` (`Backend`) |
| §7 | sign-in, accounts, reset mail, password change | `ports.identity_provider` (`IdentityProvider`) |
| §7 | document reads and writes | `ports.documents` (`Documents`) |
| §7 | file uploads and their storage paths | `ports.blob_storage` (`BlobStorage`), `storage_paths` (`logo_path`, `media_path`, `thumbnail_path`) |
| §7 | the video-information service | `ports.video_info_provider` (`VideoInfoProvider`) |
| §7 | the payment provider's subscriptions | `ports.payment_provider` (`PaymentProvider`) |
| §8 | every user-facing text | `validation.messages` |
| §8 | refusals as exceptions, one class per kind | `errors` (`DomainError`) |
| §9 | a new client's trial days | `limits` (`NEW_CLIENT_TRIAL_DAYS`), `rules.expiry` (`new_client_expiry`) |
| §9 | logo and media sizes and types | `limits` (`MAX_LOGO_BYTES`, `MAX_LOGO_SIDE`, `MAX_MEDIA_BYTES`), `file_types` (`IMAGE_TYPES`, `VIDEO_TYPES`) |
| §9 | the video thumbnail's size | `limits` (`THUMBNAIL_WIDTH`, `THUMBNAIL_HEIGHT`) |
| §9 | video-sharing links (id, size, thumbnail) | `rules.youtube` (`youtube_file_size`), `limits` (`YOUTUBE_BYTES_PER_SECOND`) |
| §9 | field maxima and lengths | `limits` (`BUSINESS_NAME_MAX`, `NAME_MIN`, `NAME_MAX`, `PASSWORD_MIN`, `LOCATION_NUMBER_MAX`) |
| §9 | the default business type | `entities.catalogue` (`DEFAULT_BUSINESS_TYPE`) |
| §9 | payment methods | `entities.payments` (`PaymentMethod`) |
| §9 | expiry dates on a payment and on a package change | `rules.expiry` (`expiry_for_new_payment`, `expiry_after_package_change`) |
| §9 | amounts to 2 decimals, packages by price | `rules.money` (`format_total`), `usecases.billing.catalogue` (`ListPackages`) |
| ours | playlist totals | `rules.playlists` (`playlist_totals`) |
| ours | the start of a month | `rules.months` (`start_of_month`) |
| ours | how long a file link in an API answer opens | `rules.links` (`browser_link_deadline`) |
| ours | a screen's schedule: what plays when, the player's slices, no overlaps | `rules.schedules` (`playing_at`, `slices`, `overlapping`), `validation.schedules` (`validate_schedule_entry`, `validate_time_zone`, `check_overlap`) |

Not the core's: the login screen's modes, geolocation, toasts and modal timings, resumable
chunk sizes and the en-US date display are the web app's; Payment_Date's stored form is the
documents layer's (`signage_adapters.documents`).

The use cases (one class per operation) are listed in `signage_core.usecases`; the composition
root (`signage_http.wiring.container.Container`) wires them, and `signage_http.wiring.portal.Portal` gives them
to library users on the memory or local backend.
"""  # noqa: E501

from signage_core import limits, storage_paths
from signage_core.access import (
    NOT_AUTHORIZED,
    active_user,
    can_see_client,
    own_client,
    own_media,
    require_admin,
    require_client_role,
    require_staff,
    require_video_owner,
    visible_client,
    visible_user,
)
from signage_core.errors import (
    AccessDenied,
    AuthenticationFailed,
    Conflict,
    DomainError,
    ExternalServiceFailed,
    Forbidden,
    LicenceExpired,
    NotFound,
    ProfileIncomplete,
    StorageFull,
    StorageUnavailable,
    TooManyAttempts,
    UnsupportedContent,
    ValidationFailed,
)
from signage_core.file_types import (
    IMAGE_TYPES,
    JPEG,
    MP4,
    PNG,
    THUMBNAIL_TYPES,
    UNKNOWN,
    VIDEO_TYPES,
    sniff,
    sniff_stream,
)
from signage_core.limits import *  # noqa: F403 - every §9 limit
from signage_core.rules.expiry import (
    expiry_after_package_change,
    expiry_for_new_payment,
    new_client_expiry,
    renewal_expiry,
)
from signage_core.rules.licence import LicenceState, licence_state
from signage_core.rules.links import browser_link_deadline
from signage_core.rules.money import format_total
from signage_core.rules.months import start_of_month
from signage_core.rules.playlists import playlist_totals
from signage_core.rules.youtube import (
    extract_youtube_id,
    youtube_file_size,
    youtube_thumbnail_url,
)
from signage_core.storage_paths import (
    logo_path,
    media_path,
    safe_filename,
    thumbnail_path,
    timestamp,
)
from signage_core.validation import messages
from signage_core.validation.accounts import (
    ACCOUNT_FIELDS,
    LOGIN_FIELDS,
    REGISTRATION_FIELDS,
    USER_CREATE_FIELDS,
    USER_EDIT_FIELDS,
    validate_account,
    validate_login,
    validate_registration,
    validate_user_create,
    validate_user_edit,
)
from signage_core.validation.clients import (
    CLIENT_CREATE_FIELDS,
    CLIENT_FIELDS,
    validate_client_form,
    validate_client_save,
    validate_confirm_password,
    validate_logo,
)
from signage_core.validation.fields import FieldErrors, FormValues, unknown_fields
from signage_core.validation.media import (
    MEDIA_ADD_FIELDS,
    MEDIA_EDIT_FIELDS,
    VIDEO_FIELDS,
    validate_media,
    validate_video,
)
from signage_core.validation.messages import *  # noqa: F403 - every message constant
from signage_core.validation.payments import (
    PAYMENT_EDIT_FIELDS,
    PAYMENT_FIELDS,
    validate_payment,
)
from signage_core.validation.playlists import PLAYLIST_FIELDS, validate_playlist

__all__ = [
    "ACCOUNT_FIELDS",
    "AccessDenied",
    "AuthenticationFailed",
    "CLIENT_CREATE_FIELDS",
    "CLIENT_FIELDS",
    "Conflict",
    "DomainError",
    "ExternalServiceFailed",
    "FieldErrors",
    "Forbidden",
    "FormValues",
    "IMAGE_TYPES",
    "JPEG",
    "LOGIN_FIELDS",
    "LicenceExpired",
    "LicenceState",
    "MEDIA_ADD_FIELDS",
    "MEDIA_EDIT_FIELDS",
    "MP4",
    "NOT_AUTHORIZED",
    "NotFound",
    "PAYMENT_EDIT_FIELDS",
    "PAYMENT_FIELDS",
    "PLAYLIST_FIELDS",
    "PNG",
    "ProfileIncomplete",
    "StorageFull",
    "StorageUnavailable",
    "TooManyAttempts",
    "REGISTRATION_FIELDS",
    "THUMBNAIL_TYPES",
    "UNKNOWN",
    "USER_CREATE_FIELDS",
    "USER_EDIT_FIELDS",
    "UnsupportedContent",
    "VIDEO_FIELDS",
    "VIDEO_TYPES",
    "ValidationFailed",
    "active_user",
    "browser_link_deadline",
    "can_see_client",
    "expiry_after_package_change",
    "expiry_for_new_payment",
    "extract_youtube_id",
    "format_total",
    "licence_state",
    "limits",
    "logo_path",
    "media_path",
    "messages",
    "new_client_expiry",
    "own_client",
    "own_media",
    "playlist_totals",
    "renewal_expiry",
    "require_admin",
    "require_client_role",
    "require_staff",
    "require_video_owner",
    "safe_filename",
    "sniff",
    "sniff_stream",
    "start_of_month",
    "storage_paths",
    "thumbnail_path",
    "timestamp",
    "unknown_fields",
    "validate_account",
    "validate_client_form",
    "validate_client_save",
    "validate_confirm_password",
    "validate_login",
    "validate_logo",
    "validate_media",
    "validate_payment",
    "validate_playlist",
    "validate_registration",
    "validate_user_create",
    "validate_user_edit",
    "validate_video",
    "visible_client",
    "visible_user",
    "youtube_file_size",
    "youtube_thumbnail_url",
    *limits.__all__,
]
