"""The media form and the video form (spec §5)."""

from __future__ import annotations

from signage_core.entities.media import AssetType
from signage_core.rules.youtube import extract_youtube_id
from signage_core.validation import messages as m
from signage_core.validation.fields import FieldErrors, FormValues, number, text

MAX_MEDIA_BYTES = 10 * 1024 * 1024
IMAGE_CONTENT_TYPES = frozenset({"image/jpeg", "image/jpg", "image/png"})
VIDEO_CONTENT_TYPES = frozenset({"video/mp4"})


def _file_error(values: FormValues, asset_type: str, adding: bool) -> str | None:
    """A chosen file (fileName given) must fit 10MB and the asset type's formats."""
    if asset_type == AssetType.YOUTUBE:
        return None
    if not text(values, "fileName"):
        if not adding:
            return None
        return (
            m.MEDIA_VIDEO_FILE_REQUIRED
            if asset_type == AssetType.VIDEO
            else (m.MEDIA_IMAGE_FILE_REQUIRED if asset_type == AssetType.IMAGE else None)
        )
    if (number(values, "fileSize") or 0) > MAX_MEDIA_BYTES:
        return m.MEDIA_FILE_TOO_LARGE
    content_type = text(values, "contentType").lower()
    if asset_type == AssetType.IMAGE and content_type not in IMAGE_CONTENT_TYPES:
        return m.MEDIA_IMAGE_WRONG_TYPE
    if asset_type == AssetType.VIDEO and content_type not in VIDEO_CONTENT_TYPES:
        return m.MEDIA_VIDEO_WRONG_TYPE
    return None


def _duration_error(values: FormValues) -> str | None:
    """Duration is optional; when given it is a number of seconds, 0 or more."""
    if not text(values, "duration"):
        return None
    seconds = number(values, "duration")
    if seconds is None:
        return m.DURATION_NOT_A_NUMBER
    return m.DURATION_NEGATIVE if seconds < 0 else None


def _youtube_error(values: FormValues, asset_type: str, adding: bool) -> str | None:
    url = text(values, "youtubeUrl")
    if asset_type != AssetType.YOUTUBE or (not adding and not url):
        return None
    return m.INVALID_YOUTUBE_URL if extract_youtube_id(url) is None else None


def validate_media(values: FormValues) -> FieldErrors:
    """Media form, mode 'add' (default) or 'edit'. Errors on name, assetType, file, duration,
    youtubeUrl; a file is present when fileName is given."""
    adding = text(values, "mode") != "edit"
    asset_type = text(values, "assetType")
    known_type = asset_type in {kind.value for kind in AssetType}
    candidates = {
        "name": None if text(values, "name") else m.MEDIA_NAME_REQUIRED,
        "assetType": None
        if known_type or (not adding and not asset_type)
        else m.ASSET_TYPE_INVALID,
        "file": _file_error(values, asset_type, adding) if known_type else None,
        "duration": _duration_error(values),
        "youtubeUrl": _youtube_error(values, asset_type, adding),
    }
    return {key: message for key, message in candidates.items() if message is not None}


def validate_video(values: FormValues) -> FieldErrors:
    """Video form: a URL with an extractable id, then title, thumbnail and client present."""
    errors: FieldErrors = {}
    if extract_youtube_id(text(values, "videoUrl")) is None:
        errors["videoUrl"] = m.INVALID_YOUTUBE_URL
    for key in ("videoTitle", "videoThumbnailUrl", "clientId"):
        if not text(values, key):
            errors[key] = m.VIDEO_FIELDS_INCOMPLETE
    return errors
