"""What sending and cancelling an emergency message share: the repositories, the audit
trail (each write logged with the message's id, target, end time and text), the statuses."""

from __future__ import annotations

from datetime import datetime

from signage_core.entities.emergencies import EVERY_CLIENT, EmergencyMessage, EmergencyStatus
from signage_core.entities.logs import LogAction
from signage_core.entities.users import Actor
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.emergency_repository import EmergencyRepository
from signage_core.ports.user_log_repository import UserLogRepository
from signage_core.usecases.screens.emergency_list import EmergencyStatuses
from signage_core.usecases.shared._checks import failing_as
from signage_core.usecases.shared.audit import AuditTrail
from signage_core.validation import messages as m


class Emergencies:
    """What sending and cancelling share: the repositories, the audit trail, the statuses."""

    def __init__(
        self,
        emergencies: EmergencyRepository,
        clients: ClientRepository,
        statuses: EmergencyStatuses,
        user_logs: UserLogRepository,
        clock: Clock,
    ) -> None:
        self._emergencies, self._clients, self._statuses = emergencies, clients, statuses
        self._audit, self._clock = AuditTrail(user_logs, clock), clock

    def _saved(self, actor: Actor, message: EmergencyMessage, action: LogAction) -> None:
        with failing_as(m.EMERGENCY_SAVE_FAILED):
            self._emergencies.save(message)
        self._audit.record(actor, action, self._note(message, action))

    def _note(self, message: EmergencyMessage, action: LogAction) -> str:
        done = "Sent" if action is LogAction.SEND_EMERGENCY else "Cancelled"
        group = f" in group {message.group_id}" if message.group_id else ""
        return (
            f"{done} emergency message {message.id} to {self._target(message.client_id)}{group} "
            f"until {message.ends_at.isoformat()}: {message.text}"
        )

    def _target(self, client_id: str) -> str:
        if client_id == EVERY_CLIENT:
            return "every client's screens"
        client = self._clients.get(client_id)
        business = client.business_name if client else "a deleted client"
        return f"the screens of {business} ({client_id})"

    def _status(self, message: EmergencyMessage, now: datetime) -> EmergencyStatus:
        return self._statuses([message], now)[0]
