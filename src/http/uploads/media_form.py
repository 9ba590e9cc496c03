"""The media upload's multipart form: `name, description, assetType, duration, youtubeUrl`,
and the optional `file` and `thumbnail` (the core checks their bytes)."""

from __future__ import annotations

from signage_http.uploads.multipart import FileLimit, MultipartForm
from signage_http.uploads.receiving import as_upload, body_limit

from signage_core.limits import MAX_MEDIA_BYTES, MAX_THUMBNAIL_BYTES
from signage_core.usecases.files.uploads import Upload
from signage_core.validation import messages as m

MEDIA_LIMITS = {
    "file": FileLimit(MAX_MEDIA_BYTES, m.MEDIA_FILE_TOO_LARGE),
    "thumbnail": FileLimit(MAX_THUMBNAIL_BYTES, m.THUMBNAIL_TOO_LARGE),
}
MEDIA_BODY_LIMIT = body_limit(MEDIA_LIMITS)


def text_fields(form: MultipartForm) -> dict[str, str]:
    """The text fields: a file input left empty may arrive as a text part of its own name."""
    return {key: value for key, value in form.fields.items() if key not in MEDIA_LIMITS}


def uploaded(form: MultipartForm, field: str) -> Upload | None:
    file = form.files.get(field)
    return None if file is None else as_upload(file)
