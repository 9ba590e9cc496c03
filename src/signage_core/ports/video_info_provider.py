from __future__ import annotations

from typing import Protocol

from signage_core.entities.videos import VideoDetails


class VideoInfoProvider(Protocol):
    """The external video-information service (YouTube Data API v3)."""

    @property
    def configured(self) -> bool:
        """False when no API key is set: the title and duration must be typed by the user."""
        ...

    def fetch(self, video_id: str) -> VideoDetails:
        """Title, high thumbnail URL and duration. Raises `ExternalServiceFailed` with
        'Could not get information from the video.' or `NotFound` with
        'No data found for this video.'."""
        ...
