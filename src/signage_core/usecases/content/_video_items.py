"""A client's video and the media-library item that follows it (the same id: a YouTube link of
its owner's library, see docs/decisions.md): found, made, and kept in step with the video."""

from __future__ import annotations

from dataclasses import replace

from signage_core.entities.clients import Client
from signage_core.entities.media import AssetType, Media
from signage_core.entities.users import Actor
from signage_core.entities.videos import Video
from signage_core.errors import NotFound
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.video_repository import VideoRepository
from signage_core.rules.youtube import youtube_file_size
from signage_core.validation import messages as m
from signage_core.validation.fields import FormValues, text


def client_video(videos: VideoRepository, client: Client, video_id: str) -> Video:
    """The client's video; another client's is 'Video not found.' like a missing one."""
    video = videos.get(video_id)
    if video is None or video.client_id != client.id:
        raise NotFound(m.VIDEO_NOT_FOUND)
    return video


def with_form(video: Video, form: FormValues) -> Video:
    """The video with the form's title, URL and thumbnail."""
    return replace(
        video,
        title=text(form, "videoTitle"),
        url=text(form, "videoUrl"),
        thumbnail_url=text(form, "videoThumbnailUrl"),
    )


def library_item(video: Video, actor: Actor, duration: float) -> Media:
    """The media-library item of a new video: a YouTube link under the video's id."""
    return Media(
        id=video.id,
        name=video.title,
        asset_type=AssetType.YOUTUBE,
        user_id=actor.user_id,
        user_email=actor.email,
        duration=duration,
        youtube_url=video.url,
        thumbnail_url=video.thumbnail_url,
        file_size=youtube_file_size(duration),
        created_at=video.created_at,
    )


def video_item(medias: MediaRepository, video: Video) -> Media | None:
    """The library item of `video`; None when it was deleted."""
    item = medias.get(video.id)
    return item if item is not None and item.asset_type is AssetType.YOUTUBE else None


def follow_video(medias: MediaRepository, video: Video, duration: float | None = None) -> None:
    """The library item of `video`, if it is still there, takes its title, link and status,
    and `duration` when given (an item deleted meanwhile stays deleted)."""
    item = video_item(medias, video)
    if item is None:
        return
    seconds = item.duration if duration is None else duration
    followed = replace(item, name=video.title, youtube_url=video.url, status=video.status)
    sized = replace(followed, duration=seconds, file_size=youtube_file_size(seconds))
    medias.save_existing(replace(sized, thumbnail_url=video.thumbnail_url))
