"""Emergency messages as the portal lists them (the active ones and those ended in the last
LISTED_FOR, newest first, each with how many screens it targets and how many report showing
it)."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from signage_core.access import own_client, require_client_role, visible_client
from signage_core.entities.emergencies import EVERY_CLIENT, EmergencyMessage, EmergencyStatus
from signage_core.entities.users import Actor
from signage_core.errors import NotFound
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.emergency_repository import EmergencyRepository
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.screen_reports import ScreenReports
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.rules.emergencies import LISTED_FOR, showing
from signage_core.validation import messages as m

EVERY_CLIENT_NAME = ""


class EmergencyStatuses:
    """Each message with its client's name, the screens it targets now and how many of them
    report showing it (`rules.emergencies.showing`)."""

    def __init__(
        self,
        clients: ClientRepository,
        screens: ScreenRepository,
        reports: ScreenReports,
        groups: ScreenGroupRepository,
    ) -> None:
        self._clients, self._screens, self._reports = clients, screens, reports
        self._groups = groups

    def __call__(
        self, messages: Iterable[EmergencyMessage], now: datetime
    ) -> list[EmergencyStatus]:
        screens: dict[str, list[str]] = {}
        names: dict[str, str] = {}
        return [self._status(message, now, screens, names) for message in messages]

    def _status(
        self,
        message: EmergencyMessage,
        now: datetime,
        screens: dict[str, list[str]],
        names: dict[str, str],
    ) -> EmergencyStatus:
        key = message.client_id
        if key not in screens:
            screens[key], names[key] = self._targets(key)
        ids, group_name = self._in_group(message, screens[key])
        count = showing(message, self._reports.latest(ids).values(), now) if ids else 0
        active = message.active(now)
        return EmergencyStatus(message, names[key], active, len(ids), count, group_name)

    def _in_group(self, message: EmergencyMessage, ids: list[str]) -> tuple[list[str], str]:
        """The client's screens it targets (a group's members only), and the group's name."""
        if not message.group_id:
            return ids, ""
        group = self._groups.get(message.group_id)
        if group is None or group.client_id != message.client_id:
            return [], ""
        return [screen_id for screen_id in ids if screen_id in group.screen_ids], group.name

    def _targets(self, client_id: str) -> tuple[list[str], str]:
        """The ids of the screens a message of `client_id` targets, and the client's name."""
        if client_id == EVERY_CLIENT:
            clients = self._clients.list_all()
            ids = [s.id for c in clients for s in self._screens.list_for_client(c.id)]
            return ids, EVERY_CLIENT_NAME
        client = self._clients.get(client_id)
        ids = [screen.id for screen in self._screens.list_for_client(client_id)]
        return ids, client.business_name if client else ""


class ListEmergencies:
    """A Client's own messages; staff see every message, or one client's (`client_id`)."""

    def __init__(
        self,
        emergencies: EmergencyRepository,
        clients: ClientRepository,
        statuses: EmergencyStatuses,
        clock: Clock,
    ) -> None:
        self._emergencies, self._clients = emergencies, clients
        self._statuses, self._clock = statuses, clock

    def __call__(self, actor: Actor, client_id: str | None = None) -> list[EmergencyStatus]:
        now = self._clock.now()
        since = now - LISTED_FOR
        found = self._emergencies.list_ending_since(self._target(actor, client_id or ""), since)
        listed = [message for message in found if message.ended_at >= since]
        listed.sort(key=lambda message: message.starts_at, reverse=True)
        return self._statuses(listed, now)

    def _target(self, actor: Actor, client_id: str) -> str | None:
        """The client whose messages are listed; None: every message (staff)."""
        if actor.is_staff:
            return visible_client(self._clients, actor, client_id).id if client_id else None
        require_client_role(actor)
        client = own_client(actor, self._clients, m.NO_CLIENT_FOR_USER)
        if client_id and client_id != client.id:
            raise NotFound(m.CLIENT_NOT_FOUND)
        return client.id
