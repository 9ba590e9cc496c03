"""Video-sharing links of the signed-in user's client, and the video-information lookup."""

from __future__ import annotations

from litestar import Controller, get, patch, post, put
from litestar.params import FromPath, FromQuery, JSONBody
from signage_http.request_path.answers import CLIENT_FEATURE, CONTENT_WRITE, refuses
from signage_http.request_path.loop_reads import ON_LOOP
from signage_http.schemas.content import VideoInfoView, VideoView
from signage_http.schemas.pages import (
    Cursor,
    Limit,
    Search,
    SortBy,
    VideoPage,
    listed,
    page_request,
)
from signage_http.schemas.requests import StatusBody, UpdateVideoBody, VideoBody, as_form
from signage_http.wiring.injected import Injected, Links, Me

from signage_core import errors as domain
from signage_core.paging import DEFAULT_LIMIT
from signage_core.usecases.content.videos import (
    AddVideo,
    EditVideo,
    GetVideo,
    ListVideos,
    LookupVideoInfo,
    SetVideoStatus,
)


class VideosController(Controller):
    tags = ("videos",)

    @get("/", sync_to_thread=True, opt=refuses(*CLIENT_FEATURE) | ON_LOOP)
    def index(
        self,
        actor: Me,
        list_videos: Injected[ListVideos],
        browser_links: Links,
        limit: Limit = DEFAULT_LIMIT,
        cursor: Cursor = None,
        q: Search = "",
        sort: SortBy = "",
    ) -> VideoPage:
        """Newest first, or by title (`sort=name`); `q` searches the title."""
        found = list_videos(actor, page_request(limit, cursor, q, sort))
        return VideoPage(*listed(found, lambda item: VideoView.of(item, browser_links)))

    @get(
        "/info",
        sync_to_thread=True,
        opt=refuses(domain.ValidationFailed, domain.Forbidden, domain.ExternalServiceFailed),
    )
    def info(
        self,
        actor: Me,
        lookup_video_info: Injected[LookupVideoInfo],
        url: FromQuery[str] = "",
    ) -> VideoInfoView:
        """Title, thumbnail and duration of a YouTube link (`configured` false: type them)."""
        return VideoInfoView.of(lookup_video_info(actor, url))

    @post(
        "/",
        status_code=201,
        sync_to_thread=True,
        opt=refuses(*CONTENT_WRITE, domain.ExternalServiceFailed),
    )
    def create(
        self,
        actor: Me,
        data: JSONBody[VideoBody],
        add_video: Injected[AddVideo],
        browser_links: Links,
    ) -> VideoView:
        return VideoView.of(add_video(actor, as_form(data)), browser_links)

    @get("/{video_id:str}", sync_to_thread=True, opt=refuses(*CLIENT_FEATURE) | ON_LOOP)
    def read(
        self,
        actor: Me,
        video_id: FromPath[str],
        get_video: Injected[GetVideo],
        browser_links: Links,
    ) -> VideoView:
        return VideoView.of(get_video(actor, video_id), browser_links)

    @patch(
        "/{video_id:str}",
        sync_to_thread=True,
        opt=refuses(*CONTENT_WRITE, domain.ExternalServiceFailed),
    )
    def update(
        self,
        actor: Me,
        video_id: FromPath[str],
        data: JSONBody[UpdateVideoBody],
        edit_video: Injected[EditVideo],
        browser_links: Links,
    ) -> VideoView:
        return VideoView.of(edit_video(actor, video_id, as_form(data)), browser_links)

    @put(
        "/{video_id:str}/status",
        sync_to_thread=True,
        opt=refuses(*CONTENT_WRITE, domain.ExternalServiceFailed),
    )
    def set_status(
        self,
        actor: Me,
        video_id: FromPath[str],
        data: JSONBody[StatusBody],
        set_video_status: Injected[SetVideoStatus],
        browser_links: Links,
    ) -> VideoView:
        return VideoView.of(set_video_status(actor, video_id, data.status), browser_links)
