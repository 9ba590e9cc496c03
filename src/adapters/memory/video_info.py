"""A video-information service answering from a table of known videos."""

from __future__ import annotations

import threading

from signage_core.entities.videos import VideoDetails
from signage_core.errors import NotFound
from signage_core.validation.messages import VIDEO_NO_DATA


class MemoryVideoInfo:
    """Implements `VideoInfoProvider`; `add` registers what the service knows about a video."""

    def __init__(self, *, configured: bool = True) -> None:
        self._configured = configured
        self._videos: dict[str, VideoDetails] = {}
        self._lock = threading.Lock()

    @property
    def configured(self) -> bool:
        return self._configured

    def add(self, details: VideoDetails) -> None:
        with self._lock:
            self._videos[details.video_id] = details

    def fetch(self, video_id: str) -> VideoDetails:
        with self._lock:
            found = self._videos.get(video_id)
        if found is None:
            raise NotFound(VIDEO_NO_DATA)
        return found
