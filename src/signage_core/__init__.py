"""signage_core: the pure domain of the signage client portal.

The public API (licence rules, expiry rules, playlist totals, YouTube helpers, money and month
helpers, the form validators and every user-facing message) is re-exported here; see
docs/library.md. Message constants are also reachable as `signage_core.messages.NAME`.
"""

from signage_core.rules.expiry import (
    expiry_after_package_change,
    expiry_for_new_payment,
    new_client_expiry,
    renewal_expiry,
)
from signage_core.rules.licence import LicenceState, licence_state
from signage_core.rules.money import format_total
from signage_core.rules.months import start_of_month
from signage_core.rules.playlists import playlist_totals
from signage_core.rules.youtube import (
    extract_youtube_id,
    youtube_file_size,
    youtube_thumbnail_url,
)
from signage_core.validation import messages
from signage_core.validation.accounts import (
    validate_login,
    validate_registration,
    validate_user_create,
    validate_user_edit,
)
from signage_core.validation.clients import (
    validate_client_form,
    validate_client_save,
    validate_confirm_password,
    validate_logo,
)
from signage_core.validation.fields import FieldErrors, FormValues
from signage_core.validation.media import validate_media, validate_video
from signage_core.validation.messages import *  # noqa: F403 - every message constant
from signage_core.validation.payments import validate_payment
from signage_core.validation.playlists import validate_playlist

__all__ = [
    "FieldErrors",
    "FormValues",
    "LicenceState",
    "expiry_after_package_change",
    "expiry_for_new_payment",
    "extract_youtube_id",
    "format_total",
    "licence_state",
    "messages",
    "new_client_expiry",
    "playlist_totals",
    "renewal_expiry",
    "start_of_month",
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
    "youtube_file_size",
    "youtube_thumbnail_url",
]
