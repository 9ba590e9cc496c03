"""`playlists`: playlistMedias is a list of {mediaID, mediaURL, duration, fileSize}."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from signage_core.entities.playlists import LogoPosition, Playlist, PlaylistItem

from .values import (
    Document,
    read_flag,
    read_float,
    read_int,
    read_moment,
    read_text,
)

COLLECTION = "playlists"


def to_document(playlist: Playlist) -> Document:
    return {
        "playlistName": playlist.name,
        "clientID": playlist.client_id,
        "userId": playlist.user_id,
        "playlistMedias": [_item_to_dict(item) for item in playlist.items],
        "status": playlist.status,
        "totalDuration": playlist.total_duration,
        "totalSize": playlist.total_size,
        "createdAt": playlist.created_at,
        "updatedAt": playlist.updated_at,
        "showLogo": playlist.show_logo,
        "logoPosition": playlist.logo_position.value if playlist.logo_position else None,
        "showBanner": playlist.show_banner,
        "bannerText": playlist.banner_text,
        "clientLogo": playlist.client_logo,
    }


def from_document(doc_id: str, data: dict[str, Any]) -> Playlist:
    doc = f"{COLLECTION}/{doc_id}"
    items = data.get("playlistMedias") or []
    return Playlist(
        id=doc_id,
        name=read_text(data, "playlistName"),
        client_id=read_text(data, "clientID"),
        user_id=read_text(data, "userId"),
        items=tuple(_item_from_dict(item) for item in items if isinstance(item, Mapping)),
        status=read_flag(data, "status"),
        total_duration=read_float(data, "totalDuration"),
        total_size=read_int(data, "totalSize"),
        created_at=read_moment(data, "createdAt", doc),
        updated_at=read_moment(data, "updatedAt", doc),
        show_logo=read_flag(data, "showLogo", default=False),
        logo_position=_logo_position(data.get("logoPosition")),
        show_banner=read_flag(data, "showBanner", default=False),
        banner_text=read_text(data, "bannerText"),
        client_logo=read_text(data, "clientLogo"),
    )


def _item_to_dict(item: PlaylistItem) -> Document:
    return {
        "mediaID": item.media_id,
        "mediaURL": item.media_url,
        "duration": item.duration,
        "fileSize": item.file_size,
    }


def _item_from_dict(data: Mapping[str, Any]) -> PlaylistItem:
    return PlaylistItem(
        media_id=read_text(data, "mediaID"),
        media_url=read_text(data, "mediaURL"),
        duration=read_float(data, "duration"),
        file_size=read_int(data, "fileSize"),
    )


def _logo_position(value: object) -> LogoPosition | None:
    return next((p for p in LogoPosition if p.value == value), None)
