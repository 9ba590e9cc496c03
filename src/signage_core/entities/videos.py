"""Video-sharing links kept per client (`videos`)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class Video:
    id: str
    title: str
    url: str
    thumbnail_url: str
    client_id: str
    status: bool = True
    created_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class VideoDetails:
    """What the video-information service tells about a video id."""

    video_id: str
    title: str
    thumbnail_url: str
    duration_seconds: int = 0
