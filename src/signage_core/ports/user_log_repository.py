from __future__ import annotations

from typing import Protocol

from signage_core.entities.logs import UserLog


class UserLogRepository(Protocol):
    """`userLogs`: the audit log."""

    def get(self, log_id: str) -> UserLog | None: ...

    def save(self, log: UserLog) -> None:
        """Insert or replace the entry with `log.id`."""
        ...

    def list_recent(self, *, limit: int = 100, user_id: str | None = None) -> list[UserLog]:
        """Newest ActionDateTime first, at most `limit`, optionally for one user."""
        ...
