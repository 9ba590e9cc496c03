"""`users` and `userLogs` over a document store."""

from __future__ import annotations

from signage_core.entities.logs import UserLog
from signage_core.entities.users import User
from signage_core.paging import Page, PageRequest
from signage_core.ports.user_log_repository import LogFilter

from .. import user_logs, users
from ..query import Where, at_least, before, equals, equals_folded
from ..store import DocumentStore
from .kind import Kind, Stored

USERS = Kind(users.COLLECTION, users.to_document, users.from_document)
USER_LOGS = Kind(user_logs.COLLECTION, user_logs.to_document, user_logs.from_document)


class StoredUsers(Stored[User]):
    """Implements `UserRepository`."""

    def __init__(self, store: DocumentStore) -> None:
        super().__init__(store, USERS)

    def find_by_email(self, email: str) -> User | None:
        return self._first(equals_folded("email", email))

    def list_all(self) -> list[User]:
        """By name, case-folded, then id."""
        return sorted(self._find(), key=lambda user: (user.name.casefold(), user.id))

    def page(self, request: PageRequest) -> Page[User]:
        """By name, case-folded, then first stored; `q` searches the name and the email."""
        return self._page(request, USERS.query(by_folded="name"), "name", "email")

    def delete(self, user_id: str) -> None:
        self._delete(user_id)


class StoredUserLogs(Stored[UserLog]):
    """Implements `UserLogRepository`."""

    def __init__(self, store: DocumentStore) -> None:
        super().__init__(store, USER_LOGS)

    def list_recent(self, *, limit: int = 100, user_id: str | None = None) -> list[UserLog]:
        where = (equals("UserID", user_id),) if user_id is not None else ()
        return self._find(*where, newest_first="ActionDateTime", limit=max(limit, 0))

    def page(self, request: PageRequest, narrow: LogFilter) -> Page[UserLog]:
        """Newest ActionDateTime first; `q` searches the action and the user id."""
        query = USER_LOGS.query(*_narrowing(narrow), newest_first="ActionDateTime")
        return self._page(request, query, "Action", "UserID")


def _narrowing(narrow: LogFilter) -> tuple[Where, ...]:
    where = [equals("UserID", narrow.user_id)] if narrow.user_id else []
    where += [equals("Action", narrow.action)] if narrow.action else []
    where += [at_least("ActionDateTime", narrow.since)] if narrow.since else []
    where += [before("ActionDateTime", narrow.until)] if narrow.until else []
    return tuple(where)
