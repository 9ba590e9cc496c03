"""The audit log (userLogs), for staff."""

from __future__ import annotations

from datetime import date
from typing import Annotated

from litestar import Controller, get
from litestar.di import NamedDependency
from litestar.params import FromQuery, QueryParameter
from signage_http.answers import refuses
from signage_http.schemas.accounts import UserLogView
from signage_http.schemas.pages import Cursor, Limit, PageView, Search, page_request

from signage_core import errors as domain
from signage_core.entities.users import Actor
from signage_core.paging import DEFAULT_LIMIT
from signage_core.ports.user_log_repository import LogFilter
from signage_core.usecases.audit import ListUserLogs

DAY = "A day, YYYY-MM-DD (UTC), included."


class UserLogsController(Controller):
    tags = ("audit",)

    @get("/", sync_to_thread=True, opt=refuses(domain.Forbidden))
    def index(
        self,
        actor: NamedDependency[Actor],
        list_user_logs: NamedDependency[ListUserLogs],
        limit: Limit = DEFAULT_LIMIT,
        cursor: Cursor = None,
        q: Search = "",
        user_id: Annotated[str | None, QueryParameter(name="userId")] = None,
        action: FromQuery[str | None] = None,
        first: Annotated[date | None, QueryParameter(name="from", description=DAY)] = None,
        last: Annotated[date | None, QueryParameter(name="to", description=DAY)] = None,
    ) -> PageView[UserLogView]:
        """Newest first, narrowed by `userId`, `action` and the days `from`..`to`; `q`
        searches the action and the user id."""
        narrow = LogFilter.of_days(user_id, action, first, last)
        found = list_user_logs(actor, page_request(limit, cursor, q), narrow)
        return PageView.of(found, UserLogView.of)
