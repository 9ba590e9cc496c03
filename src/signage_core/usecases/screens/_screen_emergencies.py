"""The emergency messages a screen's manifest chooses from: its client's, read with the rest
of what the manifest is made of (`_manifest_parts`, under the client's change mark), and those
to every client's screens, read once per process for all its screens while the every-client
scope's mark stays (and at least every RECHECK). So a staff message to every client costs
each process one query, not a read of every screen's parts."""

from __future__ import annotations

from collections.abc import Collection, Hashable, Iterable
from datetime import datetime, timedelta
from functools import partial

from signage_core.cache_checks import check_kept
from signage_core.entities.emergencies import EVERY_CLIENT, EmergencyMessage
from signage_core.ports.change_marks import ChangeMarks
from signage_core.ports.clock import Clock
from signage_core.ports.emergency_repository import EmergencyRepository
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.rules.change_scopes import EVERY_CLIENT_SCOPE

RECHECK = timedelta(hours=24)
"""The messages to every client are read again at least this often (a write by another
program), like a screen's parts."""

Messages = tuple[EmergencyMessage, ...]


def live_messages(emergencies: EmergencyRepository, client_id: str, now: datetime) -> Messages:
    """The messages of `client_id` (EVERY_CLIENT: to every client) not ended at `now`."""
    return _not_ended(emergencies.list_ending_since(client_id, now), now)


def reaching(messages: Messages, group_ids: Collection[str]) -> Messages:
    """Those of `messages` a screen in the groups `group_ids` shows: a message to a group only
    on the group's screens."""
    return tuple(message for message in messages if message.group_id in {"", *group_ids})


class GroupsOf:
    """A screen's group ids, sorted, read at the first call and kept: only a message to a
    group or a schedule entry for a group needs them, so a manifest without either reads no
    groups."""

    def __init__(self, groups: ScreenGroupRepository, client_id: str, screen_id: str) -> None:
        self._groups, self._client_id, self._screen_id = groups, client_id, screen_id
        self._ids: tuple[str, ...] | None = None

    def __call__(self) -> tuple[str, ...]:
        if self._ids is None:
            found = self._groups.groups_of_screen(self._client_id, self._screen_id)
            self._ids = tuple(sorted(group.id for group in found))
        return self._ids


def _not_ended(messages: Iterable[EmergencyMessage], now: datetime) -> Messages:
    return tuple(message for message in messages if message.ended_at > now)


class EveryClientMessages:
    def __init__(self, emergencies: EmergencyRepository, marks: ChangeMarks, clock: Clock) -> None:
        self._emergencies, self._marks, self._clock = emergencies, marks, clock
        self._kept: tuple[Hashable, datetime, Messages] | None = None

    def __call__(self) -> Messages:
        """The messages to every client's screens not ended when read; read again when the
        scope's mark (taken before the read) moved."""
        mark, now = self._marks.current(EVERY_CLIENT_SCOPE), self._clock.now()
        kept = self._kept
        if kept is not None and kept[0] == mark and timedelta(0) <= now - kept[1] < RECHECK:
            fresh = partial(live_messages, self._emergencies, EVERY_CLIENT, now)
            check_kept(
                "messages to every client", EVERY_CLIENT_SCOPE, _not_ended(kept[2], now), fresh
            )
            return kept[2]
        found = live_messages(self._emergencies, EVERY_CLIENT, now)
        self._kept = (mark, now, found)
        return found
