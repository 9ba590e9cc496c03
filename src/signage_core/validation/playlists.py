"""The playlist form (spec §5)."""

from __future__ import annotations

from signage_core.entities.playlists import LogoPosition
from signage_core.validation import messages as m
from signage_core.validation.fields import FieldErrors, FormValues, is_true, text

LOGO_POSITIONS = frozenset(position.value for position in LogoPosition)
PLAYLIST_FIELDS = frozenset(
    {"playlistName", "mediaIds", "showLogo", "logoPosition", "showBanner", "bannerText"}
)
"""The playlist form (the client is the signed-in user's)."""


def _selected_media_count(values: FormValues) -> int:
    ids = values.get("mediaIds")
    if not isinstance(ids, list | tuple):
        return 0
    return sum(1 for media_id in ids if isinstance(media_id, str) and media_id.strip())


def validate_playlist(values: FormValues) -> FieldErrors:
    """Name, at least one media id, the client id, a logo position when showLogo is on and
    a banner text when showBanner is on."""
    errors: FieldErrors = {}
    if not text(values, "playlistName"):
        errors["playlistName"] = m.PLAYLIST_NAME_REQUIRED
    if _selected_media_count(values) == 0:
        errors["mediaIds"] = m.PLAYLIST_MEDIA_REQUIRED
    if not text(values, "clientId"):
        errors["clientId"] = m.PLAYLIST_CLIENT_REQUIRED
    if is_true(values, "showLogo") and text(values, "logoPosition") not in LOGO_POSITIONS:
        errors["logoPosition"] = m.LOGO_POSITION_INVALID
    if is_true(values, "showBanner") and not text(values, "bannerText"):
        errors["bannerText"] = m.BANNER_TEXT_REQUIRED
    return errors
