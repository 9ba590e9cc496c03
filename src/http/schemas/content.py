"""Media, videos, playlists and the dashboard as the API shows them. Stored file links go
out through `links` (`BrowserLinks`): browsers get short-lived links, never the stored ones."""

from __future__ import annotations

from datetime import datetime

import msgspec

from signage_core.entities.media import Media
from signage_core.entities.playlists import Playlist, PlaylistItem
from signage_core.entities.videos import Video
from signage_core.usecases.content.videos import VideoLookup
from signage_core.usecases.files.stored_files import BrowserLinks


class PlaylistRefView(msgspec.Struct, rename="camel"):
    """A playlist named where a media item is used."""

    id: str
    playlist_name: str


class MediaView(msgspec.Struct, rename="camel"):
    id: str
    name: str
    description: str
    asset_type: str
    duration: float
    status: bool
    file_url: str
    youtube_url: str
    thumbnail_url: str
    file_size: int
    created_at: datetime | None
    user_id: str
    user_email: str

    @classmethod
    def of(cls, m: Media, links: BrowserLinks) -> MediaView:
        """`asset_type` goes out as the member itself (a `StrEnum`, so a str that msgspec
        encodes as its value): reading `.value` cost a third of a list item's view."""
        return cls(
            m.id, m.name, m.description, m.asset_type, m.duration, m.status,
            links(m.file_url), m.youtube_url, links(m.thumbnail_url), m.file_size, m.created_at,
            m.user_id, m.user_email,
        )  # fmt: skip


class VideoView(msgspec.Struct, rename="camel"):
    id: str
    video_title: str
    video_url: str
    video_thumbnail_url: str
    video_status: bool
    client_id: str
    created_at: datetime | None

    @classmethod
    def of(cls, v: Video, links: BrowserLinks) -> VideoView:
        thumbnail = links(v.thumbnail_url)  # YouTube's own, unless a stored file
        return cls(v.id, v.title, v.url, thumbnail, v.status, v.client_id, v.created_at)


class VideoInfoView(msgspec.Struct, rename="camel"):
    video_id: str
    title: str
    thumbnail_url: str
    duration_seconds: int
    configured: bool

    @classmethod
    def of(cls, found: VideoLookup) -> VideoInfoView:
        return cls(
            found.video_id, found.title, found.thumbnail_url, found.duration_seconds,
            found.configured,
        )  # fmt: skip


class PlaylistItemView(msgspec.Struct, rename="camel"):
    media_id: str
    media_url: str
    duration: float
    file_size: int

    @classmethod
    def of(cls, item: PlaylistItem, links: BrowserLinks) -> PlaylistItemView:
        return cls(item.media_id, links(item.media_url), item.duration, item.file_size)


class PlaylistView(msgspec.Struct, rename="camel"):
    id: str
    playlist_name: str
    client_id: str
    user_id: str
    playlist_medias: list[PlaylistItemView]
    status: bool
    total_duration: float
    total_size: int
    created_at: datetime | None
    updated_at: datetime | None
    show_logo: bool
    logo_position: str | None
    show_banner: bool
    banner_text: str
    client_logo: str

    @classmethod
    def of(cls, p: Playlist, links: BrowserLinks) -> PlaylistView:
        items = [PlaylistItemView.of(item, links) for item in p.items]
        position = p.logo_position.value if p.logo_position else None
        return cls(
            p.id, p.name, p.client_id, p.user_id, items, p.status, p.total_duration,
            p.total_size, p.created_at, p.updated_at, p.show_logo, position, p.show_banner,
            p.banner_text, links(p.client_logo),
        )  # fmt: skip
