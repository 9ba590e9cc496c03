"""The audit log (userLogs), for staff."""

from __future__ import annotations

from datetime import date
from typing import Annotated

from litestar import Controller, get
from litestar.params import FromQuery, QueryParameter
from signage_http.request_path.answers import refuses
from signage_http.request_path.loop_reads import ON_LOOP
from signage_http.schemas.accounts import UserLogView
from signage_http.schemas.pages import Cursor, Limit, Search, UserLogPage, listed, page_request
from signage_http.wiring.injected import Injected, Me

from signage_core import errors as domain
from signage_core.paging import DEFAULT_LIMIT
from signage_core.ports.user_log_repository import LogFilter
from signage_core.usecases.shared.audit import ListUserLogs
from signage_core.validation import messages as m

DAY = "A day, YYYY-MM-DD (UTC), included."


class UserLogsController(Controller):
    tags = ("audit",)

    @get("/", sync_to_thread=True, opt=refuses(domain.Forbidden) | ON_LOOP)
    def index(
        self,
        actor: Me,
        list_user_logs: Injected[ListUserLogs],
        limit: Limit = DEFAULT_LIMIT,
        cursor: Cursor = None,
        q: Search = "",
        user_id: Annotated[str | None, QueryParameter(name="userId")] = None,
        action: FromQuery[str | None] = None,
        first: Annotated[str, QueryParameter(name="from", description=DAY)] = "",
        last: Annotated[str, QueryParameter(name="to", description=DAY)] = "",
    ) -> UserLogPage:
        """Newest first, narrowed by `userId`, `action` and the days `from`..`to`; `q`
        searches the action and the user id."""
        narrow = LogFilter.of_days(user_id, action, _day(first, "from"), _day(last, "to"))
        found = list_user_logs(actor, page_request(limit, cursor, q), narrow)
        return UserLogPage(*listed(found, UserLogView.of))


def _day(text: str, name: str) -> date | None:
    """The query's day named `name`; a text that is not YYYY-MM-DD: 400 on `name`."""
    try:
        return date.fromisoformat(text) if text else None
    except ValueError as error:
        raise domain.ValidationFailed({name: m.DATE_INVALID}) from error
