"""signage_core: the pure domain of the signage client portal (standard library only).

Where each rule of the specification lives (every name below is importable from here; see
docs/library.md):

| spec | rule | module |
|---|---|---|
| §4 states | licence expired / trial / days left | `rules.licence` (`licence_state`) |
| §4 | a new payment renews the client | `rules.expiry` (`renewal_expiry`), `usecases.renewals` |
| §4 | a deactivated user cannot log in | `access` (`active_user`) |
| §4 | upload stages, failed uploads leave no file | `usecases.media_upload` (`UploadStage`) |
| §5 forms | one validator and one field set per form | `validation.*` (`validate_*`, `*_FIELDS`) |
| §5 | uploads are JPG/PNG/MP4 by their bytes | `content` (`sniff`, `sniff_stream`) |
| §6 roles | who may act, and on which objects | `access` |
| §6 | an expired licence blocks write actions | `usecases.licence` (`LicenceGate`) |
| §7 calls | the ports the core needs; one backend's bundle | `ports` (`ports.backend.Backend`) |
| §7 | storage paths of logos, media, thumbnails | `storage_paths` |
| §8 messages | every user-facing text | `messages` (`validation.messages`) |
| §8 | refusals as exceptions, one class per kind | `errors` (`DomainError` and subclasses) |
| §9 limits | sizes, lengths, trial days, link size rate | `limits` |
| §9 | expiry dates, playlist totals | `rules.expiry`, `rules.playlists` |
| §9 | amounts to 2 decimals, start of a month | `rules.money`, `rules.months` |
| §9 | video-sharing links (id, size, thumbnail) | `rules.youtube` |
| ours | how long a file link in an API answer opens | `rules.links` (`browser_link_deadline`) |

The use cases (one class per operation) are listed in `signage_core.usecases`; the composition
root (`signage_http.container.Container`) wires them, and `signage_http.portal.Portal` gives them
to library users on the memory or local backend.
"""

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
from signage_core.content import (
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
