"""The audit log (`userLogs`): writing staff actions, and listing recent entries for staff."""

from __future__ import annotations

from signage_core.access import require_staff
from signage_core.entities.logs import LogAction, UserLog
from signage_core.entities.users import Actor
from signage_core.ids import new_id
from signage_core.paging import Page, PageRequest
from signage_core.ports.clock import Clock
from signage_core.ports.user_log_repository import LogFilter, UserLogRepository


class AuditTrail:
    """Writes one userLogs entry per staff action; UserID is the staff member who acted."""

    def __init__(self, user_logs: UserLogRepository, clock: Clock) -> None:
        self._logs = user_logs
        self._clock = clock

    def record(self, actor: Actor, action: LogAction, note: str) -> UserLog:
        entry = UserLog(
            id=new_id(),
            user_id=actor.user_id,
            action=action,
            action_date_time=self._clock.now(),
            note=note,
        )
        self._logs.save(entry)
        return entry


class ListUserLogs:
    """Staff: userLogs entries, newest first, narrowed by user, action and time."""

    def __init__(self, user_logs: UserLogRepository) -> None:
        self._logs = user_logs

    def __call__(
        self, actor: Actor, request: PageRequest, narrow: LogFilter | None = None
    ) -> Page[UserLog]:
        require_staff(actor)
        return self._logs.page(request, narrow or LogFilter())
