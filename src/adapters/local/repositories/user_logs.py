"""`userLogs` on SQLite."""

from __future__ import annotations

from signage_core.entities.logs import UserLog

from ..database import Database
from ..mapping import user_logs as mapping
from ..schema import field
from ..store import Collection

_NEWEST_FIRST = f"{field('ActionDateTime')} DESC, rowid"


class SqliteUserLogRepository:
    """Implements `UserLogRepository`."""

    def __init__(self, db: Database) -> None:
        self._docs = Collection(db, mapping.COLLECTION)

    def get(self, log_id: str) -> UserLog | None:
        data = self._docs.get(log_id)
        return mapping.from_document(log_id, data) if data is not None else None

    def save(self, log: UserLog) -> None:
        self._docs.put(log.id, mapping.to_document(log))

    def list_recent(self, *, limit: int = 100, user_id: str | None = None) -> list[UserLog]:
        where, params = (f"{field('UserID')} = ?", (user_id,)) if user_id is not None else ("", ())
        rows = self._docs.select(where, params, order=_NEWEST_FIRST, limit=max(limit, 0))
        return [mapping.from_document(*row) for row in rows]
