"""Adding media: multipart `name, description, assetType, duration, youtubeUrl, file?,
thumbnail?`, streamed to temporary files and checked by content before the core stores them."""

from __future__ import annotations

from typing import Any

from litestar import Request, post
from litestar.di import NamedDependency
from signage_http.content import JPEG
from signage_http.multipart import FileLimit, MultipartForm
from signage_http.openapi_docs import MEDIA_UPLOAD
from signage_http.uploads import as_upload, body_limit, checked_kind, in_thread, receive_form
from signage_http.views.content import MediaView

from signage_core.entities.media import AssetType
from signage_core.entities.users import Actor
from signage_core.usecases.media_upload import AddMedia
from signage_core.usecases.uploads import Upload
from signage_core.validation import messages as m
from signage_core.validation.media import FILE_RULES, MAX_MEDIA_BYTES

MAX_THUMBNAIL_BYTES = 2 * 1024 * 1024
THUMBNAIL_TOO_LARGE = "The thumbnail must be 2MB or less."
THUMBNAIL_WRONG_TYPE = "The thumbnail must be a JPG image."
MEDIA_LIMITS = {
    "file": FileLimit(MAX_MEDIA_BYTES, m.MEDIA_FILE_TOO_LARGE),
    "thumbnail": FileLimit(MAX_THUMBNAIL_BYTES, THUMBNAIL_TOO_LARGE),
}


def _file(form: MultipartForm) -> Upload | None:
    """The media file, when the asset type takes one; its type is read from its content."""
    file, rule = form.files.get("file"), FILE_RULES.get(form.fields.get("assetType", ""))
    if file is None or rule is None:
        return None
    upload: Upload = as_upload(file, checked_kind(file, rule.content_types, rule.wrong_type))
    return upload


def _thumbnail(form: MultipartForm) -> Upload | None:
    thumbnail = form.files.get("thumbnail")
    if thumbnail is None or form.fields.get("assetType") != AssetType.VIDEO:
        return None
    upload: Upload = as_upload(thumbnail, checked_kind(thumbnail, (JPEG,), THUMBNAIL_WRONG_TYPE))
    return upload


@post(
    "/api/medias",
    status_code=201,
    tags=("medias",),
    operation_class=MEDIA_UPLOAD,
    request_max_body_size=body_limit(MEDIA_LIMITS),
)
async def add_media_upload(
    request: Request[Any, Any, Any],
    actor: NamedDependency[Actor],
    add_media: NamedDependency[AddMedia],
) -> MediaView:
    """An image (JPG/PNG) or video (MP4, optional JPG thumbnail) of at most 10MB, or a link."""
    form = await receive_form(request, MEDIA_LIMITS, m.MEDIA_FILE_TOO_LARGE)
    try:
        file, thumbnail = _file(form), _thumbnail(form)
        media = await in_thread(add_media, actor, dict(form.fields), file, thumbnail)
    finally:
        form.close()
    return MediaView.of(media)
