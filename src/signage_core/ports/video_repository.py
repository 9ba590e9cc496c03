from __future__ import annotations

from typing import Protocol

from signage_core.entities.videos import Video
from signage_core.paging import Page, PageRequest


class VideoRepository(Protocol):
    """`videos`, each belonging to a client by clientID."""

    def get(self, video_id: str) -> Video | None: ...

    def list_for_client(self, client_id: str) -> list[Video]:
        """Newest first."""
        ...

    def page_for_client(self, client_id: str, request: PageRequest) -> Page[Video]:
        """A page of `list_for_client`'s order; `q` matches the title."""
        ...

    def save(self, video: Video) -> None: ...

    def save_existing(self, video: Video) -> bool:
        """Replace the stored document with `video.id` in one atomic step; False, and nothing
        written, when there is none (deleted meanwhile): an edit never brings a deleted
        video back."""
        ...

    def delete(self, video_id: str) -> None: ...
