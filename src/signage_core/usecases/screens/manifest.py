"""What a paired screen plays, for its player: its playlist's active items as links that
open without a session, bound to the screen (`rules.player_links`); else standby, or its
slate with no playlist when the licence says so (`rules.screen_licence`). Each call is the
screen's sign of life, noted in memory at most once per SCREEN_SEEN_EVERY (`rules.sightings`)
and written to the heartbeats later, off the request path (`usecases.screens.heartbeats`): a poll
only reads, and a token that names no paired screen notes nothing.

What a manifest is made of (`_manifest_parts`) is read once and kept per screen while the
change marks it was read under are current (issue 28): a poll of an unchanged screen reads no
document. A built manifest is kept while those parts, why the screens are suspended now (which
changes with time alone, worked out from the kept client and the clock) and the link window
are equal, so such a poll builds nothing: no stored file is looked up, no link signed, no
fingerprint taken. The emergency message it shows is the newest active at the poll of its
client's (in the parts) and those to every client (`_screen_emergencies`), and part of
`made_of`, so one that ends by itself leaves the kept manifest
then. Its schedule (`_manifest_schedule`) is cut from the kept parts for the hour of the poll,
part of `made_of` too. Anything a manifest shows that changes with time alone must be part of
`made_of`."""

from __future__ import annotations

from datetime import datetime

from signage_core.entities.clients import Client
from signage_core.entities.emergencies import EmergencyMessage
from signage_core.entities.player import Manifest, ManifestEmergency, ScreenMode, Slate
from signage_core.entities.screens import Screen
from signage_core.limits import SCHEDULE_HORIZON_HOURS
from signage_core.ports.blob_storage import BlobStorage
from signage_core.ports.change_marks import ChangeMarks
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.emergency_repository import EmergencyRepository
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.schedule_repository import ScheduleRepository
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.rules.emergencies import newest_active
from signage_core.rules.kept import Kept
from signage_core.rules.player_links import PlayerLinks
from signage_core.rules.screen_licence import ScreenPolicy, SuspendReason, suspension
from signage_core.rules.sightings import Sightings
from signage_core.usecases.billing._screen_licence import SLATE_TEXTS
from signage_core.usecases.screens._manifest_parts import ManifestParts, Parts
from signage_core.usecases.screens._manifest_playlists import ManifestLinks
from signage_core.usecases.screens._manifest_schedule import ScheduleBuilder, schedule_hour
from signage_core.usecases.screens._manifest_schedule_parts import ScheduleReads
from signage_core.usecases.screens._screen_emergencies import EveryClientMessages


class GetManifest:
    def __init__(
        self,
        screens: ScreenRepository,
        playlists: PlaylistRepository,
        medias: MediaRepository,
        clients: ClientRepository,
        blobs: BlobStorage,
        links: PlayerLinks,
        clock: Clock,
        sightings: Sightings,
        users: UserRepository,
        policy: ScreenPolicy,
        marks: ChangeMarks,
        emergencies: EmergencyRepository,
        schedules: ScheduleRepository,
        groups: ScreenGroupRepository,
        horizon_hours: int = SCHEDULE_HORIZON_HOURS,
    ) -> None:
        reads = ScheduleReads(schedules, playlists, medias)
        self._parts = ManifestParts(
            screens, playlists, medias, clients, users, marks, clock, emergencies, groups, reads
        )
        self._every_client = EveryClientMessages(emergencies, marks, clock)
        self._links = ManifestLinks(blobs, links, clock)
        self._schedule = ScheduleBuilder(self._links, horizon_hours)
        self._window, self._clock = links.deadline, clock
        self._sightings, self._policy = sightings, policy
        self._kept: Kept[Manifest] = Kept()

    def __call__(self, device_token: str) -> Manifest:
        parts = self._parts(device_token)
        now = self._clock.now()
        self._sightings.note(parts.screen.id, now)  # written later by `WriteHeartbeats`
        client = parts.client
        reason = suspension(
            client.status, parts.owner_active, client.expire_date, self._policy, now
        )
        emergency = newest_active((*parts.emergencies, *self._every_client()), now)
        hour, window = schedule_hour(now), self._window(now)
        made_of = (*_content(parts), reason, window, emergency, hour)
        return self._kept.get(
            parts.screen.id, made_of, lambda: self._manifest(parts, reason, emergency, hour)
        )

    def paired_screen(self, device_token: str) -> Screen:
        """The screen the token is the device token of (DeviceNotPaired else), from the parts
        kept for its polls: no read while nothing changed."""
        return self._parts(device_token).screen

    def _manifest(
        self, parts: Parts, reason: SuspendReason | None, emergency: EmergencyMessage | None,
        hour: datetime,
    ) -> Manifest:  # fmt: skip
        """Play, standby, or the slate; the emergency message over any of them."""
        screen = parts.screen
        shown = self._emergency(screen.id, emergency) if emergency else None
        if reason is not None:
            slate = self._slate(screen, parts.client, reason)
            suspended = ScreenMode.SUSPENDED
            return Manifest(screen.id, screen.name, None, suspended, reason, slate, shown)
        own = self._links.playlist(screen, parts.client, parts.playlist, parts.medias)
        schedule = self._schedule(screen, parts.client, parts.schedule, hour)
        playable = bool(own and own.items) or bool(schedule and schedule.playlists)
        mode = ScreenMode.PLAY if playable else ScreenMode.STANDBY
        return Manifest(screen.id, screen.name, own, mode, emergency=shown, schedule=schedule)

    def _emergency(self, screen_id: str, message: EmergencyMessage) -> ManifestEmergency:
        _, url = self._links.link(screen_id, message.image_path, message.image_url)
        return ManifestEmergency(
            message.id, message.text, message.colour, url or None, message.ends_at
        )

    def _slate(self, screen: Screen, client: Client, reason: SuspendReason) -> Slate:
        source, url = self._links.link(screen.id, client.logo_path, client.logo_url)
        return Slate(url or None, source, reason.value, SLATE_TEXTS[reason])


def _content(parts: Parts) -> tuple[object, ...]:
    """What of the parts a manifest shows (not the marks and time they were read under)."""
    return (parts.screen, parts.playlist, parts.medias, parts.client, parts.schedule)
