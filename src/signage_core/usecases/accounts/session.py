"""The signed-in session: who is calling (GET /api/auth/me) and logout."""

from __future__ import annotations

from dataclasses import dataclass

from signage_core.access import active_user
from signage_core.entities.clients import Client
from signage_core.entities.logs import LogAction, UserLog
from signage_core.entities.users import Actor, User
from signage_core.errors import NotFound
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.ports.user_log_repository import UserLogRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.rules.licence import LicenceState
from signage_core.usecases.accounts.login_log import LoginLog
from signage_core.usecases.billing.licence import ClientLicence

LOGIN_ENTRY_NOT_FOUND = "Login session not found."
"""Ours: logout with a log id that is not the actor's own login entry."""


@dataclass(frozen=True, slots=True)
class SessionView:
    user: User
    client: Client | None
    licence: LicenceState | None

    @property
    def profile_complete(self) -> bool:
        return self.client is not None or self.user.is_staff


class CurrentSession:
    """The actor's user, client and licence. Raises AccessDenied once the user has been
    deleted or deactivated, so the HTTP layer can end the session. The user the actor was
    identified from in this request is not read again."""

    def __init__(
        self,
        users: UserRepository,
        clients: ClientRepository,
        payments: PaymentRepository,
        clock: Clock,
    ) -> None:
        self._users, self._clients = users, clients
        self._licence = ClientLicence(payments, clock)

    def __call__(self, actor: Actor) -> SessionView:
        found = actor.user if actor.user is not None else self._users.get(actor.user_id)
        user = active_user(found, actor.email)
        client = self._clients.find_by_user(user.id)
        licence = self._licence(client) if client is not None else None
        return SessionView(user=user, client=client, licence=licence)


class Logout:
    """Close the actor's own login entry: logoutTime, sessionDuration (s), userStatus offline.

    Logging out twice leaves the first logout time in place."""

    def __init__(self, user_logs: UserLogRepository, clock: Clock) -> None:
        self._logs = user_logs
        self._log = LoginLog(user_logs, clock)

    def __call__(self, actor: Actor, log_id: str) -> UserLog:
        entry = self._logs.get(log_id)
        if entry is None or entry.user_id != actor.user_id:
            raise NotFound(LOGIN_ENTRY_NOT_FOUND)
        if entry.action is not LogAction.USER_LOGIN:
            raise NotFound(LOGIN_ENTRY_NOT_FOUND)
        if entry.logout_time is not None:
            return entry
        return self._log.close(entry)
