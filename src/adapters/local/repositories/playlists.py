"""`playlists` on SQLite."""

from __future__ import annotations

from datetime import datetime

from signage_core.entities.playlists import Playlist

from ..codec import time_key
from ..database import Database
from ..mapping import playlists as mapping
from ..schema import field
from ..store import Collection

_CLIENT = f"{field('clientID')} = ?"
_NEWEST_FIRST = f"{field('createdAt')} DESC, rowid"


class SqlitePlaylistRepository:
    """Implements `PlaylistRepository`."""

    def __init__(self, db: Database) -> None:
        self._docs = Collection(db, mapping.COLLECTION)

    def get(self, playlist_id: str) -> Playlist | None:
        data = self._docs.get(playlist_id)
        return mapping.from_document(playlist_id, data) if data is not None else None

    def list_for_client(self, client_id: str) -> list[Playlist]:
        rows = self._docs.select(_CLIENT, (client_id,), order=_NEWEST_FIRST)
        return [mapping.from_document(*row) for row in rows]

    def count_created_since(self, client_id: str, since: datetime) -> int:
        where = f"{_CLIENT} AND {field('createdAt')} >= ?"
        count: int = self._docs.count(where, (client_id, time_key(since)))
        return count

    def save(self, playlist: Playlist) -> None:
        self._docs.put(playlist.id, mapping.to_document(playlist))

    def delete(self, playlist_id: str) -> None:
        self._docs.delete(playlist_id)
