"""`videos`: video-sharing links kept per client."""

from __future__ import annotations

from typing import Any

from signage_core.entities.videos import Video

from .values import Document, read_flag, read_moment, read_text

COLLECTION = "videos"


def to_document(video: Video) -> Document:
    return {
        "videoTitle": video.title,
        "videoURL": video.url,
        "videoThumbnailURL": video.thumbnail_url,
        "videoStatus": video.status,
        "clientID": video.client_id,
        "createdAt": video.created_at,
    }


def from_document(doc_id: str, data: dict[str, Any]) -> Video:
    doc = f"{COLLECTION}/{doc_id}"
    return Video(
        id=doc_id,
        title=read_text(data, "videoTitle"),
        url=read_text(data, "videoURL"),
        thumbnail_url=read_text(data, "videoThumbnailURL"),
        client_id=read_text(data, "clientID"),
        status=read_flag(data, "videoStatus"),
        created_at=read_moment(data, "createdAt", doc),
    )
