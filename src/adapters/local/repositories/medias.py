"""`medias` on SQLite; the dashboard counts are SQL COUNTs over the userId indexes."""

from __future__ import annotations

from datetime import datetime

from signage_core.entities.media import AssetType, Media

from ..codec import time_key
from ..database import Database
from ..mapping import medias as mapping
from ..schema import field
from ..store import Collection

_USER = f"{field('userId')} = ?"
_ACTIVE = f"{_USER} AND {field('status')} = 1"
_NEWEST_FIRST = f"{field('createdAt')} DESC, rowid"


class SqliteMediaRepository:
    """Implements `MediaRepository`."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._docs = Collection(db, mapping.COLLECTION)

    def get(self, media_id: str) -> Media | None:
        data = self._docs.get(media_id)
        return mapping.from_document(media_id, data) if data is not None else None

    def list_for_user(self, user_id: str, *, active_only: bool = False) -> list[Media]:
        rows = self._docs.select(_ACTIVE if active_only else _USER, (user_id,), order=_NEWEST_FIRST)
        return [mapping.from_document(*row) for row in rows]

    def count_by_type(self, user_id: str) -> dict[AssetType, int]:
        counts = dict.fromkeys(AssetType, 0)
        for asset_type, count in self._docs.count_by(field("assetType"), _USER, (user_id,)).items():
            if asset_type in counts:
                counts[AssetType(asset_type)] = count
        return counts

    def count_created_since(self, user_id: str, since: datetime) -> int:
        where = f"{_USER} AND {field('createdAt')} >= ?"
        count: int = self._docs.count(where, (user_id, time_key(since)))
        return count

    def save(self, media: Media) -> None:
        self._docs.put(media.id, mapping.to_document(media))

    def delete(self, media_id: str) -> None:
        self._docs.delete(media_id)
