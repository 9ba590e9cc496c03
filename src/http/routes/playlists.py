"""Playlists of the signed-in user's client."""

from __future__ import annotations

from litestar import Controller, delete, get, post, put
from litestar.params import FromPath, JSONBody
from signage_http.request_path.answers import CLIENT_FEATURE, CONTENT_WRITE, refuses
from signage_http.request_path.loop_reads import ON_LOOP
from signage_http.schemas.content import PlaylistView
from signage_http.schemas.pages import (
    Cursor,
    Limit,
    PlaylistPage,
    Search,
    SortBy,
    listed,
    page_request,
)
from signage_http.schemas.requests import PlaylistBody, StatusBody, as_form
from signage_http.wiring.injected import Injected, Links, Me

from signage_core import errors as domain
from signage_core.paging import DEFAULT_LIMIT
from signage_core.usecases.content.playlists import (
    CreatePlaylist,
    DeletePlaylist,
    GetPlaylist,
    ListPlaylists,
    SetPlaylistStatus,
    UpdatePlaylist,
)


class PlaylistsController(Controller):
    tags = ("playlists",)

    @get("/", sync_to_thread=True, opt=refuses(*CLIENT_FEATURE) | ON_LOOP)
    def index(
        self,
        actor: Me,
        list_playlists: Injected[ListPlaylists],
        browser_links: Links,
        limit: Limit = DEFAULT_LIMIT,
        cursor: Cursor = None,
        q: Search = "",
        sort: SortBy = "",
    ) -> PlaylistPage:
        """Newest first, or by name (`sort`); `q` searches the name."""
        found = list_playlists(actor, page_request(limit, cursor, q, sort))
        return PlaylistPage(*listed(found, lambda item: PlaylistView.of(item, browser_links)))

    @post(
        "/",
        status_code=201,
        sync_to_thread=True,
        opt=refuses(*CONTENT_WRITE, domain.ExternalServiceFailed),
    )
    def create(
        self,
        actor: Me,
        data: JSONBody[PlaylistBody],
        create_playlist: Injected[CreatePlaylist],
        browser_links: Links,
    ) -> PlaylistView:
        return PlaylistView.of(create_playlist(actor, as_form(data)), browser_links)

    @get("/{playlist_id:str}", sync_to_thread=True, opt=refuses(*CLIENT_FEATURE) | ON_LOOP)
    def read(
        self,
        actor: Me,
        playlist_id: FromPath[str],
        get_playlist: Injected[GetPlaylist],
        browser_links: Links,
    ) -> PlaylistView:
        return PlaylistView.of(get_playlist(actor, playlist_id), browser_links)

    @put(
        "/{playlist_id:str}",
        sync_to_thread=True,
        opt=refuses(*CONTENT_WRITE, domain.ExternalServiceFailed),
    )
    def replace(
        self,
        actor: Me,
        playlist_id: FromPath[str],
        data: JSONBody[PlaylistBody],
        update_playlist: Injected[UpdatePlaylist],
        browser_links: Links,
    ) -> PlaylistView:
        return PlaylistView.of(update_playlist(actor, playlist_id, as_form(data)), browser_links)

    @put(
        "/{playlist_id:str}/status",
        sync_to_thread=True,
        opt=refuses(*CONTENT_WRITE, domain.ExternalServiceFailed),
    )
    def set_status(
        self,
        actor: Me,
        playlist_id: FromPath[str],
        data: JSONBody[StatusBody],
        set_playlist_status: Injected[SetPlaylistStatus],
        browser_links: Links,
    ) -> PlaylistView:
        playlist = set_playlist_status(actor, playlist_id, data.status)
        return PlaylistView.of(playlist, browser_links)

    @delete(
        "/{playlist_id:str}",
        status_code=204,
        sync_to_thread=True,
        opt=refuses(*CONTENT_WRITE, domain.ExternalServiceFailed),
    )
    def remove(
        self,
        actor: Me,
        playlist_id: FromPath[str],
        delete_playlist: Injected[DeletePlaylist],
    ) -> None:
        delete_playlist(actor, playlist_id)
