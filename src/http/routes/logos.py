"""A client's logo: multipart `file`, streamed, checked as JPG/PNG by content, sized by Pillow."""

from __future__ import annotations

from typing import Any

from litestar import Request, post
from litestar.di import NamedDependency
from litestar.params import FromPath
from signage_http.content import JPEG, PNG, image_size
from signage_http.errors import ApiError
from signage_http.multipart import FileLimit, MultipartForm
from signage_http.openapi_docs import LOGO_UPLOAD
from signage_http.uploads import as_upload, body_limit, checked_kind, in_thread, receive_form
from signage_http.views.accounts import ClientView

from signage_core.entities.users import Actor
from signage_core.errors import ValidationFailed
from signage_core.usecases.client_logo import UploadClientLogo
from signage_core.usecases.uploads import Upload
from signage_core.validation import messages as m
from signage_core.validation.clients import MAX_LOGO_BYTES

LOGO_LIMITS = {"file": FileLimit(MAX_LOGO_BYTES, m.LOGO_TOO_LARGE)}
LOGO_REQUIRED = "Please select a logo file."


@post(
    "/api/clients/{client_id:str}/logo",
    status_code=200,
    tags=("clients",),
    operation_class=LOGO_UPLOAD,
    request_max_body_size=body_limit(LOGO_LIMITS),
)
async def upload_logo(
    request: Request[Any, Any, Any],
    actor: NamedDependency[Actor],
    client_id: FromPath[str],
    upload_client_logo: NamedDependency[UploadClientLogo],
) -> ClientView:
    """Multipart `file`: a JPG or PNG logo of at most 2MB and 1920x1920 px."""
    form = await receive_form(request, LOGO_LIMITS, m.LOGO_TOO_LARGE)
    try:
        logo, width, height = _checked_logo(form)
        client = await in_thread(upload_client_logo, actor, client_id, logo, width, height)
    finally:
        form.close()
    return ClientView.of(client)


def _checked_logo(form: MultipartForm) -> tuple[Upload, int, int]:
    """The logo as a JPEG or PNG (by content) that Pillow can read, with its dimensions."""
    file = form.files.get("file")
    if file is None:
        raise ValidationFailed({"file": LOGO_REQUIRED})
    kind = checked_kind(file, (JPEG, PNG), m.LOGO_WRONG_TYPE)
    size = image_size(file.path)
    if size is None:
        raise ApiError(415, "unsupported_media", m.LOGO_WRONG_TYPE)
    return as_upload(file, kind), size[0], size[1]
