"""The audit log (userLogs), for staff."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, get
from litestar.di import NamedDependency
from litestar.params import FromQuery, QueryParameter
from signage_http.answers import refuses
from signage_http.schemas.accounts import UserLogView

from signage_core import errors as domain
from signage_core.entities.users import Actor
from signage_core.usecases.audit import ListUserLogs


class UserLogsController(Controller):
    tags = ("audit",)

    @get("/", sync_to_thread=True, opt=refuses(domain.Forbidden))
    def index(
        self,
        actor: NamedDependency[Actor],
        list_user_logs: NamedDependency[ListUserLogs],
        limit: FromQuery[int] = 100,
        user_id: Annotated[str | None, QueryParameter(name="userId")] = None,
    ) -> list[UserLogView]:
        """The newest entries first (at most 500), optionally for one user (`?userId=`)."""
        entries = list_user_logs(actor, limit=limit, user_id=user_id or None)
        return [UserLogView.of(entry) for entry in entries]
