"""Video-sharing links kept per client: list, read, add, edit, status, and the info lookup.

A saved video is also a YouTube item of its owner's media library, under the same id, so it
can be found there, used in playlists and counted on the dashboard (docs/decisions.md):
editing or switching the video changes that item too.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from signage_core.access import own_client, require_client_role, require_video_owner
from signage_core.entities.users import Actor
from signage_core.entities.videos import Video
from signage_core.errors import NotFound, ValidationFailed
from signage_core.ids import new_id
from signage_core.paging import Page, PageRequest
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.video_info_provider import VideoInfoProvider
from signage_core.ports.video_repository import VideoRepository
from signage_core.rules.youtube import extract_youtube_id, youtube_thumbnail_url
from signage_core.usecases.billing.licence import LicenceGate
from signage_core.usecases.content._video_items import (
    client_video,
    follow_video,
    library_item,
    video_item,
    with_form,
)
from signage_core.usecases.content.youtube_length import YoutubeLength
from signage_core.usecases.shared._checks import (
    failing_as,
    require_known,
    require_saved,
    require_valid,
)
from signage_core.validation import messages as m
from signage_core.validation.fields import FormValues
from signage_core.validation.media import VIDEO_FIELDS, validate_video


class ListVideos:
    def __init__(self, clients: ClientRepository, videos: VideoRepository) -> None:
        self._clients, self._videos = clients, videos

    def __call__(self, actor: Actor, request: PageRequest) -> Page[Video]:
        require_client_role(actor)
        return self._videos.page_for_client(own_client(actor, self._clients).id, request)


class GetVideo:
    def __init__(self, clients: ClientRepository, videos: VideoRepository) -> None:
        self._clients, self._videos = clients, videos

    def __call__(self, actor: Actor, video_id: str) -> Video:
        """What the edit screen loads: another client's video is refused with 'You are not
        authorized to edit this video.' (spec §6 compares the clientID of the video read by id)."""
        require_client_role(actor)
        client = own_client(actor, self._clients)
        video = self._videos.get(video_id)
        if video is None:
            raise NotFound(m.VIDEO_NOT_FOUND)
        require_video_owner(video, client)
        return video


class AddVideo:
    def __init__(
        self,
        videos: VideoRepository,
        medias: MediaRepository,
        video_info: VideoInfoProvider,
        gate: LicenceGate,
        clock: Clock,
    ) -> None:
        self._videos, self._medias, self._length = videos, medias, YoutubeLength(video_info)
        self._gate, self._clock = gate, clock

    def __call__(self, actor: Actor, form: FormValues) -> Video:
        require_known(form, VIDEO_FIELDS)
        client = self._gate(actor)
        values = {**form, "clientId": client.id}
        require_valid(validate_video(values))
        blank = Video(new_id(), "", "", "", client.id, created_at=self._clock.now())
        video = with_form(blank, values)
        length = self._length(video.url, form)
        with failing_as(m.VIDEO_SAVE_FAILED):
            self._videos.save(video)
            self._medias.save(library_item(video, actor, length))
        return video


class EditVideo:
    """Refused with 'You are not authorized to edit this video.' for another client's video."""

    def __init__(
        self,
        videos: VideoRepository,
        medias: MediaRepository,
        gate: LicenceGate,
        video_info: VideoInfoProvider,
    ) -> None:
        self._videos, self._medias, self._gate = videos, medias, gate
        self._length = YoutubeLength(video_info)

    def __call__(self, actor: Actor, video_id: str, form: FormValues) -> Video:
        require_known(form, VIDEO_FIELDS)
        client = self._gate(actor)
        video = self._videos.get(video_id)
        if video is None:
            raise NotFound(m.VIDEO_NOT_FOUND)
        require_video_owner(video, client)
        current = {"videoTitle": video.title, "videoUrl": video.url}
        values = {**current, "videoThumbnailUrl": video.thumbnail_url, **form}
        require_valid(validate_video({**values, "clientId": client.id}))
        changed = with_form(video, values)
        item = video_item(self._medias, video)
        length = None if item is None else self._length.on_edit(item, changed.url, form)
        with failing_as(m.VIDEO_UPDATE_FAILED):
            require_saved(self._videos.save_existing(changed), m.VIDEO_NOT_FOUND)
            follow_video(self._medias, changed, length)
        return changed


class SetVideoStatus:
    def __init__(self, videos: VideoRepository, medias: MediaRepository, gate: LicenceGate) -> None:
        self._videos, self._medias, self._gate = videos, medias, gate

    def __call__(self, actor: Actor, video_id: str, status: bool) -> Video:
        changed = replace(client_video(self._videos, self._gate(actor), video_id), status=status)
        with failing_as(m.VIDEO_UPDATE_FAILED):
            require_saved(self._videos.save_existing(changed), m.VIDEO_NOT_FOUND)
            follow_video(self._medias, changed)
        return changed


@dataclass(frozen=True, slots=True)
class VideoLookup:
    """What the form can prefill; `configured` False means the title must be typed."""

    video_id: str
    title: str
    thumbnail_url: str
    duration_seconds: int
    configured: bool


class LookupVideoInfo:
    """Title, thumbnail and duration of a link from the video-information service."""

    def __init__(self, video_info: VideoInfoProvider) -> None:
        self._info = video_info

    def __call__(self, actor: Actor, url: str) -> VideoLookup:
        require_client_role(actor)
        video_id = extract_youtube_id(url)
        if video_id is None:
            raise ValidationFailed({"videoUrl": m.INVALID_YOUTUBE_URL})
        if not self._info.configured:
            return VideoLookup(video_id, "", youtube_thumbnail_url(video_id), 0, False)
        found = self._info.fetch(video_id)
        return VideoLookup(video_id, found.title, found.thumbnail_url, found.duration_seconds, True)
