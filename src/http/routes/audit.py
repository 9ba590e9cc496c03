"""The audit log (userLogs), for staff."""

from __future__ import annotations

from typing import Annotated

from litestar import get
from litestar.di import NamedDependency
from litestar.params import FromQuery, QueryParameter
from signage_http.views.accounts import UserLogView

from signage_core.entities.users import Actor
from signage_core.usecases.audit import ListUserLogs


@get("/api/user-logs", tags=("audit",), sync_to_thread=True)
def user_logs(
    actor: NamedDependency[Actor],
    list_user_logs: NamedDependency[ListUserLogs],
    limit: FromQuery[int] = 100,
    user_id: Annotated[str | None, QueryParameter(name="userId")] = None,
) -> list[UserLogView]:
    """The newest entries first (at most 500), optionally for one user (`?userId=`)."""
    entries = list_user_logs(actor, limit=limit, user_id=user_id or None)
    return [UserLogView.of(entry) for entry in entries]
