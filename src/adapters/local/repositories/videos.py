"""`videos` on SQLite."""

from __future__ import annotations

from signage_core.entities.videos import Video

from ..database import Database
from ..mapping import videos as mapping
from ..schema import field
from ..store import Collection

_NEWEST_FIRST = f"{field('createdAt')} DESC, rowid"


class SqliteVideoRepository:
    """Implements `VideoRepository`."""

    def __init__(self, db: Database) -> None:
        self._docs = Collection(db, mapping.COLLECTION)

    def get(self, video_id: str) -> Video | None:
        data = self._docs.get(video_id)
        return mapping.from_document(video_id, data) if data is not None else None

    def list_for_client(self, client_id: str) -> list[Video]:
        rows = self._docs.select(f"{field('clientID')} = ?", (client_id,), order=_NEWEST_FIRST)
        return [mapping.from_document(*row) for row in rows]

    def save(self, video: Video) -> None:
        self._docs.put(video.id, mapping.to_document(video))

    def delete(self, video_id: str) -> None:
        self._docs.delete(video_id)
