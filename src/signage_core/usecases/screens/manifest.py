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
then. Anything a manifest shows that changes with time alone must be part of `made_of`."""

from __future__ import annotations

from signage_core.entities.clients import Client
from signage_core.entities.emergencies import EmergencyMessage
from signage_core.entities.media import AssetType, Media
from signage_core.entities.player import (
    Manifest,
    ManifestEmergency,
    ManifestItem,
    ManifestPlaylist,
    ScreenMode,
    Slate,
)
from signage_core.entities.playlists import PlaylistItem
from signage_core.entities.screens import Screen
from signage_core.ports.blob_storage import BlobStorage
from signage_core.ports.change_marks import ChangeMarks
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.emergency_repository import EmergencyRepository
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.rules.emergencies import newest_active
from signage_core.rules.kept import Kept
from signage_core.rules.player_links import PlayerLinks
from signage_core.rules.screen_licence import ScreenPolicy, SuspendReason, suspension
from signage_core.rules.sightings import Sightings
from signage_core.rules.youtube import extract_youtube_id
from signage_core.usecases.billing._screen_licence import SLATE_TEXTS
from signage_core.usecases.screens._manifest_parts import ManifestParts, Parts
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
        groups: ScreenGroupRepository,
    ) -> None:
        self._parts = ManifestParts(
            screens, playlists, medias, clients, users, marks, clock, emergencies, groups
        )
        self._every_client = EveryClientMessages(emergencies, marks, clock)
        self._blobs, self._links, self._clock = blobs, links, clock
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
        window = self._links.deadline(now)
        emergency = newest_active((*parts.emergencies, *self._every_client()), now)
        made_of = (parts.screen, parts.playlist, parts.medias, client, reason, window, emergency)
        return self._kept.get(
            parts.screen.id, made_of, lambda: self._manifest(parts, reason, emergency)
        )

    def paired_screen(self, device_token: str) -> Screen:
        """The screen the token is the device token of (DeviceNotPaired else), from the parts
        kept for its polls: no read while nothing changed."""
        return self._parts(device_token).screen

    def _manifest(
        self, parts: Parts, reason: SuspendReason | None, emergency: EmergencyMessage | None
    ) -> Manifest:
        """Play, standby, or the slate; the emergency message over any of them."""
        screen = parts.screen
        shown = self._emergency(screen.id, emergency) if emergency else None
        if reason is not None:
            slate = self._slate(screen, parts.client, reason)
            suspended = ScreenMode.SUSPENDED
            return Manifest(screen.id, screen.name, None, suspended, reason, slate, shown)
        playlist = self._playlist(parts)
        mode = ScreenMode.PLAY if playlist and playlist.items else ScreenMode.STANDBY
        return Manifest(screen.id, screen.name, playlist, mode, emergency=shown)

    def _emergency(self, screen_id: str, message: EmergencyMessage) -> ManifestEmergency:
        _, url = self._link(screen_id, message.image_path, message.image_url)
        return ManifestEmergency(
            message.id, message.text, message.colour, url or None, message.ends_at
        )

    def _slate(self, screen: Screen, client: Client, reason: SuspendReason) -> Slate:
        source, url = self._link(screen.id, client.logo_path, client.logo_url)
        return Slate(url or None, source, reason.value, SLATE_TEXTS[reason])

    def _playlist(self, parts: Parts) -> ManifestPlaylist | None:
        screen, playlist, client = parts.screen, parts.playlist, parts.client
        if playlist is None or not playlist.status or playlist.client_id != screen.client_id:
            return None
        pairs = zip(playlist.items, parts.medias, strict=True)
        items = tuple(found for item, media in pairs if (found := self._item(screen, item, media)))
        path, stored = client.logo_path, client.logo_url or playlist.client_logo
        logo_source, logo_url = self._link(screen.id, path, stored)
        return ManifestPlaylist(
            playlist.id, playlist.name, items, playlist.show_logo,
            playlist.logo_position.value if playlist.logo_position else None, logo_url or None,
            playlist.show_banner, playlist.banner_text, logo_source,
        )  # fmt: skip

    def _item(self, screen: Screen, item: PlaylistItem, media: Media | None) -> ManifestItem | None:
        """The item as the player needs it; None for media switched off or gone, and for a
        YouTube item with no length yet (docs/decisions.md, "Every YouTube item has a length")."""
        if media is None or not media.status:
            return None
        source, url = self._link(screen.id, media.file_path, media.file_url or media.youtube_url)
        seconds = _played_length(item, media)
        if not url or seconds is None:
            return None
        youtube_id = extract_youtube_id(url) if media.asset_type is AssetType.YOUTUBE else None
        kind = media.asset_type
        return ManifestItem(media.id, kind, url, youtube_id, seconds, item.file_size, source)

    def _link(self, screen_id: str, path: str, stored_url: str) -> tuple[str, str]:
        """(what is linked, its link): the screen's player link to the stored object when
        there is a path ('' when the object is gone), else the stored URL as it is."""
        if not path:
            return stored_url, stored_url
        if self._blobs.metadata(path) is None:
            return path, ""
        return path, self._links.link(screen_id, path, self._clock.now())


def _played_length(item: PlaylistItem, media: Media) -> float | None:
    """The playlist's length of the item; a YouTube item saved with 0 takes its library
    length once it has one, and is left out (None) while it has none."""
    if media.asset_type is not AssetType.YOUTUBE or item.duration > 0:
        return item.duration
    return media.duration if media.duration > 0 else None
