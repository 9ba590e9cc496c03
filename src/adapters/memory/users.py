"""In-memory `users` and `userLogs`."""

from __future__ import annotations

from signage_core.entities.logs import UserLog
from signage_core.entities.users import User

from ._tables import Tables, newest_first


class MemoryUserRepository:
    """Implements `UserRepository`: users keyed by their identity uid."""

    def __init__(self, tables: Tables) -> None:
        self._t = tables

    def get(self, user_id: str) -> User | None:
        with self._t.lock:
            return self._t.users.get(user_id)

    def find_by_email(self, email: str) -> User | None:
        wanted = email.strip().casefold()
        with self._t.lock:
            return next(
                (u for u in self._t.users.values() if u.email.strip().casefold() == wanted), None
            )

    def list_all(self) -> list[User]:
        with self._t.lock:
            return sorted(self._t.users.values(), key=lambda u: (u.name.casefold(), u.id))

    def save(self, user: User) -> None:
        with self._t.lock:
            self._t.users[user.id] = user

    def delete(self, user_id: str) -> None:
        with self._t.lock:
            self._t.users.pop(user_id, None)


class MemoryUserLogRepository:
    """Implements `UserLogRepository`: the audit log."""

    def __init__(self, tables: Tables) -> None:
        self._t = tables

    def get(self, log_id: str) -> UserLog | None:
        with self._t.lock:
            return self._t.user_logs.get(log_id)

    def save(self, log: UserLog) -> None:
        with self._t.lock:
            self._t.user_logs[log.id] = log

    def list_recent(self, *, limit: int = 100, user_id: str | None = None) -> list[UserLog]:
        with self._t.lock:
            logs = [
                log
                for log in self._t.user_logs.values()
                if user_id is None or log.user_id == user_id
            ]
        return newest_first(logs, lambda log: log.action_date_time)[: max(limit, 0)]
