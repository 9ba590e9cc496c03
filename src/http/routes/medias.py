"""The media library: list, read, edit, status, delete, and multipart uploads."""

from __future__ import annotations

from litestar import Controller, delete, get, patch, put
from litestar.di import NamedDependency
from litestar.params import FromPath, FromQuery, JSONBody
from signage_http.routes.media_upload import add_media_upload
from signage_http.views.bodies import StatusBody, UpdateMediaBody
from signage_http.views.content import MediaView
from signage_http.views.forms import as_form

from signage_core.entities.users import Actor
from signage_core.usecases.media import (
    DeleteMedia,
    EditMedia,
    GetMedia,
    ListMedia,
    SetMediaStatus,
)

Me = NamedDependency[Actor]


class MediasController(Controller):
    path = "/api/medias"
    tags = ("medias",)

    @get("/", sync_to_thread=True)
    def index(
        self, actor: Me, list_media: NamedDependency[ListMedia], status: FromQuery[bool] = False
    ) -> list[MediaView]:
        """The signed-in user's media, newest first; `?status=true` for active ones only."""
        return [MediaView.of(media) for media in list_media(actor, active_only=status)]

    @get("/{media_id:str}", sync_to_thread=True)
    def read(
        self, actor: Me, media_id: FromPath[str], get_media: NamedDependency[GetMedia]
    ) -> MediaView:
        return MediaView.of(get_media(actor, media_id))

    @patch("/{media_id:str}", sync_to_thread=True)
    def update(
        self,
        actor: Me,
        media_id: FromPath[str],
        data: JSONBody[UpdateMediaBody],
        edit_media: NamedDependency[EditMedia],
    ) -> MediaView:
        return MediaView.of(edit_media(actor, media_id, as_form(data)))

    @put("/{media_id:str}/status", sync_to_thread=True)
    def set_status(
        self,
        actor: Me,
        media_id: FromPath[str],
        data: JSONBody[StatusBody],
        set_media_status: NamedDependency[SetMediaStatus],
    ) -> MediaView:
        return MediaView.of(set_media_status(actor, media_id, data.status))

    @delete("/{media_id:str}", status_code=204, sync_to_thread=True)
    def remove(
        self, actor: Me, media_id: FromPath[str], delete_media: NamedDependency[DeleteMedia]
    ) -> None:
        """Delete the media together with its stored file and thumbnail."""
        delete_media(actor, media_id)


MEDIA_ROUTES = (MediasController, add_media_upload)
