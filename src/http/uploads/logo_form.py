"""The logo upload's multipart form: one `file`, sized from its header (the core checks its
bytes)."""

from __future__ import annotations

from signage_http.request_path.errors import ApiError
from signage_http.uploads.multipart import FileLimit, MultipartForm
from signage_http.uploads.receiving import as_upload, body_limit

from signage_core.errors import ValidationFailed
from signage_core.limits import MAX_LOGO_BYTES
from signage_core.usecases.files.uploads import Upload
from signage_core.validation import messages as m

LOGO_LIMITS = {"file": FileLimit(MAX_LOGO_BYTES, m.LOGO_TOO_LARGE)}
LOGO_BODY_LIMIT = body_limit(LOGO_LIMITS)
LOGO_REQUIRED = "Please select a logo file."


def checked_logo(form: MultipartForm) -> tuple[Upload, int, int]:
    """The logo with its dimensions; 415 when Pillow cannot read it as an image."""
    file = form.files.get("file")
    if file is None:
        raise ValidationFailed({"file": LOGO_REQUIRED})
    logo = as_upload(file)
    if logo.dimensions is None:
        raise ApiError(415, "unsupported_media", m.LOGO_WRONG_TYPE)
    return logo, *logo.dimensions
