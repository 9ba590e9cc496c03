from __future__ import annotations

from datetime import datetime
from typing import Protocol

from signage_core.entities.media import AssetType, Media
from signage_core.paging import Page, PageRequest


class MediaRepository(Protocol):
    """`medias`, each belonging to a user by userId."""

    def get(self, media_id: str) -> Media | None: ...

    def list_for_user(self, user_id: str, *, active_only: bool = False) -> list[Media]:
        """The user's media, newest createdAt first; only status true with `active_only`."""
        ...

    def page_for_user(
        self, user_id: str, request: PageRequest, *, active_only: bool = False
    ) -> Page[Media]:
        """A page of `list_for_user`'s order; `q` matches the name."""
        ...

    def count_by_type(self, user_id: str) -> dict[AssetType, int]:
        """Counted by the store, without loading the records; every AssetType is a key."""
        ...

    def count_created_since(self, user_id: str, since: datetime) -> int:
        """Counted by the store: media with createdAt >= since."""
        ...

    def save(self, media: Media) -> None: ...

    def save_existing(self, media: Media) -> bool:
        """Replace the stored document with `media.id` in one atomic step; False, and nothing
        written, when there is none (deleted meanwhile): an edit never brings a deleted
        media back."""
        ...

    def delete(self, media_id: str) -> None: ...
