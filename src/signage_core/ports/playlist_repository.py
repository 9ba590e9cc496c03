from __future__ import annotations

from datetime import datetime
from typing import Protocol

from signage_core.entities.playlists import Playlist


class PlaylistRepository(Protocol):
    """`playlists`, each belonging to a client by clientID."""

    def get(self, playlist_id: str) -> Playlist | None: ...

    def list_for_client(self, client_id: str) -> list[Playlist]:
        """Newest createdAt first."""
        ...

    def count_created_since(self, client_id: str, since: datetime) -> int:
        """Counted by the store: playlists with createdAt >= since."""
        ...

    def save(self, playlist: Playlist) -> None: ...

    def delete(self, playlist_id: str) -> None: ...
