"""What a screen's manifest is made of (its screen, client, owner's active flag, playlist, the
playlist's medias, its client's emergency messages and its schedule's parts), read from the
repositories and kept per screen while the change marks (`ports.change_marks`) it was read
under are current, and for at most RECHECK. A poll then reads nothing: the device token is
checked against the kept screen, and what changes with time alone (the licence's end, the
link window, which emergency message is active) is worked out from the kept parts and the
clock.

Each mark is taken before the reads it covers, so a write that raced the reads leaves the
parts kept under the older mark and read again at the next poll; only the scopes first seen
in the read (a screen's client at its first read is taken before a second read of the screen,
a media owned by another user than the client's owner) are taken after."""

from __future__ import annotations

import functools
from collections.abc import Hashable
from dataclasses import dataclass
from datetime import datetime, timedelta

from signage_core.cache_checks import check_kept
from signage_core.entities.clients import Client
from signage_core.entities.emergencies import EmergencyMessage
from signage_core.entities.media import Media
from signage_core.entities.playlists import Playlist
from signage_core.entities.screens import Screen
from signage_core.errors import DeviceNotPaired
from signage_core.ports.change_marks import ChangeMarks
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.emergency_repository import EmergencyRepository
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.rules.change_scopes import client_scope, user_scope
from signage_core.rules.screens import same_digest, screen_id_of
from signage_core.usecases.screens._manifest_schedule_parts import ScheduleParts, ScheduleReads
from signage_core.usecases.screens._screen_emergencies import GroupsOf, live_messages, reaching
from signage_core.validation import messages as m

RECHECK = timedelta(hours=24)
"""Parts are read again at least this often, marks or not (a write by another program)."""
KEPT = 20_000
"""Screens whose parts are kept at most; past it the oldest kept is forgotten."""


@dataclass(frozen=True, slots=True)
class Parts:
    screen: Screen
    client: Client
    owner_active: bool
    playlist: Playlist | None
    medias: tuple[Media | None, ...]
    """The playlist's items' medias, in its order (None: gone)."""
    emergencies: tuple[EmergencyMessage, ...]
    """Its client's emergency messages not ended when read (those to every client are read
    apart: `_screen_emergencies`); which one is active is worked out at each poll."""
    schedule: ScheduleParts
    """Time-free: the slices are cut from it at each poll (`_manifest_schedule`)."""
    marks: tuple[tuple[str, Hashable], ...]
    read_at: datetime


def same_content(kept: Parts | None, fresh: Parts | None) -> bool:
    """The same things read (the marks and the time they were read under aside; of the
    emergency messages, those not ended by the later read: one that ended by itself since
    the kept read is no difference, the manifest choosing the active one at each poll)."""
    if kept is None or fresh is None:
        return kept is fresh
    at = max(kept.read_at, fresh.read_at)
    return _content(kept, at) == _content(fresh, at)


def _content(parts: Parts, at: datetime) -> tuple[object, ...]:
    live = tuple(message for message in parts.emergencies if message.ended_at > at)
    return (
        parts.screen, parts.client, parts.owner_active, parts.playlist, parts.medias, live,
        parts.schedule,
    )  # fmt: skip


class ManifestParts:
    def __init__(
        self,
        screens: ScreenRepository,
        playlists: PlaylistRepository,
        medias: MediaRepository,
        clients: ClientRepository,
        users: UserRepository,
        marks: ChangeMarks,
        clock: Clock,
        emergencies: EmergencyRepository,
        groups: ScreenGroupRepository,
        schedule: ScheduleReads,
    ) -> None:
        self._screens, self._playlists, self._medias = screens, playlists, medias
        self._emergencies, self._groups, self._schedule = emergencies, groups, schedule
        self._clients, self._users, self._marks, self._clock = clients, users, marks, clock
        self._kept: dict[str, Parts] = {}

    def __call__(self, device_token: str) -> Parts:
        """The parts of the screen the token is the device token of; DeviceNotPaired else."""
        screen_id = screen_id_of(device_token)
        kept = self._kept.get(screen_id) if screen_id else None
        if kept and same_digest(device_token, kept.screen.token_digest) and self._current(kept):
            fresh = functools.partial(self._fresh, device_token, screen_id)
            known: Parts | None = kept
            check_kept("manifest parts", screen_id, known, fresh, same_content)
            return kept
        try:
            parts = self._read(device_token, screen_id, kept)
        except DeviceNotPaired:
            self._kept.pop(screen_id, None)
            raise
        self._keep(parts)
        return parts

    def _fresh(self, device_token: str, screen_id: str) -> Parts | None:
        """The parts read afresh, for the verification mode (None: no longer paired)."""
        try:
            return self._read(device_token, screen_id, None)
        except DeviceNotPaired:
            return None

    def _current(self, kept: Parts) -> bool:
        if self._clock.now() - kept.read_at >= RECHECK:
            return False
        return all(self._marks.current(scope) == mark for scope, mark in kept.marks)

    def _read(self, device_token: str, screen_id: str, kept: Parts | None) -> Parts:
        marks = {scope: self._marks.current(scope) for scope, _ in kept.marks} if kept else {}
        screen = self._screen(device_token, screen_id, marks)
        client = self._clients.get(screen.client_id)
        if client is None:  # a screen whose client is gone is not paired
            raise DeviceNotPaired(m.DEVICE_NOT_PAIRED)
        owner_active = self._owner_active(client, marks)
        playlist = self._playlists.get(screen.playlist_id) if screen.playlist_id else None
        items = playlist.items if playlist else ()
        medias = tuple(self._medias.get(item.media_id) for item in items)
        groups_of = GroupsOf(self._groups, client.id, screen.id)
        live = live_messages(self._emergencies, client.id, self._clock.now())
        emergencies = reaching(live, groups_of() if any(m.group_id for m in live) else ())
        schedule = self._schedule(screen, groups_of)
        owners = self._owner_scopes(client, (*medias, *schedule.medias))
        scopes = sorted({client_scope(client.id), *owners})
        taken = tuple((scope, self._take(marks, scope)) for scope in scopes)
        now = self._clock.now()
        return Parts(
            screen, client, owner_active, playlist, medias, emergencies, schedule, taken, now
        )

    def _screen(self, device_token: str, screen_id: str, marks: dict[str, Hashable]) -> Screen:
        """The screen, read after its client's mark was taken: twice at its first read."""
        screen = self._paired(device_token, screen_id)
        if client_scope(screen.client_id) in marks:
            return screen
        self._take(marks, client_scope(screen.client_id))
        return self._paired(device_token, screen_id)

    def _take(self, marks: dict[str, Hashable], scope: str) -> Hashable:
        """The scope's mark, taken now unless it was before."""
        if scope not in marks:
            marks[scope] = self._marks.current(scope)
        return marks[scope]

    def _owner_active(self, client: Client, marks: dict[str, Hashable]) -> bool:
        """Only a user record switched off suspends; an owner with no record (a legacy client)
        counts as active."""
        if not client.user_id:
            return True
        self._take(marks, user_scope(client.user_id))
        owner = self._users.get(client.user_id)
        return owner is None or owner.status

    @staticmethod
    def _owner_scopes(client: Client, medias: tuple[Media | None, ...]) -> set[str]:
        owners = {client.user_id} | {media.user_id for media in medias if media is not None}
        return {user_scope(owner) for owner in owners if owner}

    def _paired(self, device_token: str, screen_id: str) -> Screen:
        screen = self._screens.get(screen_id) if screen_id else None
        if screen is None or not same_digest(device_token, screen.token_digest):
            raise DeviceNotPaired(m.DEVICE_NOT_PAIRED)
        return screen

    def _keep(self, parts: Parts) -> None:
        self._kept.pop(parts.screen.id, None)
        if len(self._kept) >= KEPT:
            self._forget_oldest()
        self._kept[parts.screen.id] = parts

    def _forget_oldest(self) -> None:
        try:
            self._kept.pop(next(iter(self._kept)), None)
        except (StopIteration, RuntimeError):  # emptied or changed by another thread meanwhile
            return
