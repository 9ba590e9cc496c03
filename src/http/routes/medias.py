"""The media library: list, read, edit, status, delete, and multipart uploads."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, Response, delete, get, patch, post, put
from litestar.params import FromPath, FromQuery, JSONBody
from signage_http.openapi.descriptions import MEDIA_UPLOAD
from signage_http.request_path.answers import CLIENT_FEATURE, CONTENT_WRITE, refuses
from signage_http.request_path.loop_reads import ON_LOOP
from signage_http.request_path.remembered_answers import RememberedAnswers
from signage_http.request_path.threads import in_thread
from signage_http.schemas.content import MediaView, PlaylistRefView
from signage_http.schemas.pages import (
    Cursor,
    Limit,
    MediaPage,
    Search,
    SortBy,
    listed,
    page_request,
)
from signage_http.schemas.requests import StatusBody, UpdateMediaBody, as_form
from signage_http.uploads.media_form import MEDIA_BODY_LIMIT, MEDIA_LIMITS, text_fields, uploaded
from signage_http.uploads.receiving import receive_form
from signage_http.wiring.injected import Injected, Links, Me

from signage_core import errors as domain
from signage_core.paging import DEFAULT_LIMIT
from signage_core.usecases.content.media import (
    DeleteMedia,
    EditMedia,
    GetMedia,
    ListMedia,
    SetMediaStatus,
)
from signage_core.usecases.content.media_upload import AddMedia
from signage_core.usecases.content.media_usage import PlaylistsUsingMedia
from signage_core.validation import messages as m


class MediasController(Controller):
    tags = ("medias",)

    @post(
        "/",
        status_code=201,
        operation_class=MEDIA_UPLOAD,
        request_max_body_size=MEDIA_BODY_LIMIT,
        opt=refuses(*CONTENT_WRITE),
    )
    async def create(
        self,
        request: Request[Any, Any, Any],
        actor: Me,
        add_media: Injected[AddMedia],
        browser_links: Links,
    ) -> MediaView:
        """Multipart: an image (JPG/PNG) or video (MP4, optional JPG thumbnail) of at most
        10MB, or a YouTube link."""
        form = await receive_form(request, MEDIA_LIMITS, m.MEDIA_FILE_TOO_LARGE)
        try:
            file, thumbnail = uploaded(form, "file"), uploaded(form, "thumbnail")
            media = await in_thread(add_media, actor, text_fields(form), file, thumbnail)
        finally:
            form.close()
        return MediaView.of(media, browser_links)

    @get("/", sync_to_thread=True, opt=refuses(domain.Forbidden) | ON_LOOP)
    def index(
        self,
        actor: Me,
        list_media: Injected[ListMedia],
        browser_links: Links,
        remembered_answers: Injected[RememberedAnswers],
        status: FromQuery[bool] = False,
        limit: Limit = DEFAULT_LIMIT,
        cursor: Cursor = None,
        q: Search = "",
        sort: SortBy = "",
    ) -> Response[MediaPage]:
        """The signed-in user's media, newest first or by name (`sort`); `?status=true` for
        active ones only; `q` searches the name."""
        page = list_media(actor, page_request(limit, cursor, q, sort), active_only=status)

        def shown() -> MediaPage:
            return MediaPage(*listed(page, lambda item: MediaView.of(item, browser_links)))

        return remembered_answers.page(MediaPage, page, browser_links, shown)

    @get("/{media_id:str}", sync_to_thread=True, opt=refuses(domain.Forbidden) | ON_LOOP)
    def read(
        self,
        actor: Me,
        media_id: FromPath[str],
        get_media: Injected[GetMedia],
        browser_links: Links,
    ) -> MediaView:
        return MediaView.of(get_media(actor, media_id), browser_links)

    @get("/{media_id:str}/playlists", sync_to_thread=True, opt=refuses(*CLIENT_FEATURE) | ON_LOOP)
    def playlists(
        self,
        actor: Me,
        media_id: FromPath[str],
        playlists_using_media: Injected[PlaylistsUsingMedia],
    ) -> list[PlaylistRefView]:
        """The signed-in client's playlists that hold this media item."""
        used = playlists_using_media(actor, media_id)
        return [PlaylistRefView(playlist.id, playlist.name) for playlist in used]

    @patch("/{media_id:str}", sync_to_thread=True, opt=refuses(*CONTENT_WRITE))
    def update(
        self,
        actor: Me,
        media_id: FromPath[str],
        data: JSONBody[UpdateMediaBody],
        edit_media: Injected[EditMedia],
        browser_links: Links,
    ) -> MediaView:
        return MediaView.of(edit_media(actor, media_id, as_form(data)), browser_links)

    @put("/{media_id:str}/status", sync_to_thread=True, opt=refuses(*CONTENT_WRITE))
    def set_status(
        self,
        actor: Me,
        media_id: FromPath[str],
        data: JSONBody[StatusBody],
        set_media_status: Injected[SetMediaStatus],
        browser_links: Links,
    ) -> MediaView:
        return MediaView.of(set_media_status(actor, media_id, data.status), browser_links)

    @delete(
        "/{media_id:str}",
        status_code=204,
        sync_to_thread=True,
        opt=refuses(*CONTENT_WRITE, domain.ExternalServiceFailed),
    )
    def remove(
        self, actor: Me, media_id: FromPath[str], delete_media: Injected[DeleteMedia]
    ) -> None:
        """Delete the media together with its stored file and thumbnail."""
        delete_media(actor, media_id)
