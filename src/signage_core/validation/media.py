"""The media form and the video form (spec §5)."""

from __future__ import annotations

from dataclasses import dataclass

from signage_core.entities.media import AssetType
from signage_core.limits import MAX_MEDIA_BYTES
from signage_core.rules.youtube import extract_youtube_id
from signage_core.validation import messages as m
from signage_core.validation.durations import duration_error
from signage_core.validation.fields import FieldErrors, FormValues, number, text
from signage_core.validation.web_address import is_web_address


@dataclass(frozen=True, slots=True)
class FileRule:
    """What a file of one asset type must be, and the messages when it is not."""

    content_types: frozenset[str]
    wrong_type: str
    missing: str


MEDIA_EDIT_FIELDS = frozenset({"name", "description", "duration", "youtubeUrl"})
MEDIA_ADD_FIELDS = MEDIA_EDIT_FIELDS | {"assetType"}
"""The add-media form (the file and thumbnail come as uploads, not fields)."""
VIDEO_FIELDS = frozenset({"videoUrl", "videoTitle", "videoThumbnailUrl", "duration"})
"""The video form (the client is the signed-in user's; the duration, in seconds or m:ss,
is its YouTube item's, typed when no video-information service is set)."""
ASSET_TYPES = frozenset(kind.value for kind in AssetType)
FILE_RULES: dict[str, FileRule] = {
    AssetType.IMAGE: FileRule(
        frozenset({"image/jpeg", "image/jpg", "image/png"}),
        m.MEDIA_IMAGE_WRONG_TYPE,
        m.MEDIA_IMAGE_FILE_REQUIRED,
    ),
    AssetType.VIDEO: FileRule(
        frozenset({"video/mp4"}), m.MEDIA_VIDEO_WRONG_TYPE, m.MEDIA_VIDEO_FILE_REQUIRED
    ),
}


def _file_error(values: FormValues, rule: FileRule, adding: bool) -> str | None:
    """A file is present when fileName is given: then at most 10MB and of an allowed type.

    Adding an image or a video needs a file; editing keeps the stored one."""
    if not text(values, "fileName"):
        return rule.missing if adding else None
    if (number(values, "fileSize") or 0) > MAX_MEDIA_BYTES:
        return m.MEDIA_FILE_TOO_LARGE
    if text(values, "contentType").lower() not in rule.content_types:
        return rule.wrong_type
    return None


def _youtube_error(values: FormValues, asset_type: str, adding: bool) -> str | None:
    url = text(values, "youtubeUrl")
    if asset_type != AssetType.YOUTUBE or (not adding and not url):
        return None
    return m.INVALID_YOUTUBE_URL if extract_youtube_id(url) is None else None


def _asset_type_error(asset_type: str, adding: bool) -> str | None:
    """Adding needs one of image, video, youtube; an edit may leave the type out."""
    if asset_type in ASSET_TYPES or (not adding and not asset_type):
        return None
    return m.ASSET_TYPE_INVALID


def validate_media(values: FormValues) -> FieldErrors:
    """Media form, mode 'add' (default) or 'edit'. Errors on name, assetType, file, duration
    and youtubeUrl, in that order; a file is present when fileName is given."""
    adding = text(values, "mode") != "edit"
    asset_type = text(values, "assetType")
    file_rule = FILE_RULES.get(asset_type)
    candidates = {
        "name": None if text(values, "name") else m.MEDIA_NAME_REQUIRED,
        "assetType": _asset_type_error(asset_type, adding),
        "file": None if file_rule is None else _file_error(values, file_rule, adding),
        "duration": duration_error(values),
        "youtubeUrl": _youtube_error(values, asset_type, adding),
    }
    return {key: message for key, message in candidates.items() if message is not None}


def validate_video(values: FormValues) -> FieldErrors:
    """Video form: a URL with an extractable id, then title, thumbnail and client present;
    the thumbnail a web address (http or https, never another scheme)."""
    errors: FieldErrors = {}
    if extract_youtube_id(text(values, "videoUrl")) is None:
        errors["videoUrl"] = m.INVALID_YOUTUBE_URL
    for key in ("videoTitle", "videoThumbnailUrl", "clientId"):
        if not text(values, key):
            errors[key] = m.VIDEO_FIELDS_INCOMPLETE
    if "videoThumbnailUrl" not in errors and not is_web_address(text(values, "videoThumbnailUrl")):
        errors["videoThumbnailUrl"] = m.WEB_ADDRESS_INVALID
    return errors
