from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Protocol

from signage_core.entities.logs import UserLog
from signage_core.paging import Page, PageRequest


@dataclass(frozen=True, slots=True)
class LogFilter:
    """The audit screen's filters: one user, one action, ActionDateTime in [since, until)."""

    user_id: str | None = None
    action: str | None = None
    since: datetime | None = None
    until: datetime | None = None

    @staticmethod
    def of_days(
        user_id: str | None, action: str | None, first: date | None, last: date | None
    ) -> LogFilter:
        """Entries of `first` to `last`, both whole days (UTC), for one user or action."""
        since = datetime.combine(first, time(), UTC) if first else None
        until = datetime.combine(last + timedelta(days=1), time(), UTC) if last else None
        return LogFilter(user_id or None, action or None, since, until)


class UserLogRepository(Protocol):
    """`userLogs`: the audit log."""

    def get(self, log_id: str) -> UserLog | None: ...

    def save(self, log: UserLog) -> None:
        """Insert or replace the entry with `log.id`."""
        ...

    def page(self, request: PageRequest, narrow: LogFilter) -> Page[UserLog]:
        """Newest ActionDateTime first, narrowed; `q` matches the action or the user id."""
        ...

    def list_recent(self, *, limit: int = 100, user_id: str | None = None) -> list[UserLog]:
        """Newest ActionDateTime first, at most `limit`, optionally for one user."""
        ...
