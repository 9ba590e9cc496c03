from __future__ import annotations

from datetime import datetime
from typing import Protocol

from signage_core.entities.playlists import Playlist
from signage_core.paging import Page, PageRequest


class PlaylistRepository(Protocol):
    """`playlists`, each belonging to a client by clientID."""

    def get(self, playlist_id: str) -> Playlist | None: ...

    def list_for_client(self, client_id: str) -> list[Playlist]:
        """Newest createdAt first."""
        ...

    def page_for_client(self, client_id: str, request: PageRequest) -> Page[Playlist]:
        """A page of `list_for_client`'s order; `q` matches the name."""
        ...

    def count_created_since(self, client_id: str, since: datetime) -> int:
        """Counted by the store: playlists with createdAt >= since."""
        ...

    def save(self, playlist: Playlist) -> None: ...

    def save_existing(self, playlist: Playlist) -> bool:
        """Replace the stored document with `playlist.id` in one atomic step; False, and nothing
        written, when there is none (deleted meanwhile): an edit never brings a deleted
        playlist back."""
        ...

    def delete(self, playlist_id: str) -> None: ...
