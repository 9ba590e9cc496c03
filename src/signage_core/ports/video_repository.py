from __future__ import annotations

from typing import Protocol

from signage_core.entities.videos import Video


class VideoRepository(Protocol):
    """`videos`, each belonging to a client by clientID."""

    def get(self, video_id: str) -> Video | None: ...

    def list_for_client(self, client_id: str) -> list[Video]:
        """Newest first."""
        ...

    def save(self, video: Video) -> None: ...

    def delete(self, video_id: str) -> None: ...
