"""What a paired screen plays, for its player: its playlist's active items as links that
open without a session, bound to the screen (`rules.player_links`); else standby, or its
slate with no playlist when the licence says so (`rules.screen_licence`). Each call is the
screen's sign of life, noted in memory at most once per SCREEN_SEEN_EVERY (`rules.sightings`)
and written to the heartbeats later, off the request path (`usecases.heartbeats`): a poll only
reads, and a token that names no paired screen notes nothing.

A built manifest is kept per screen while what it is made of is equal (`_made_of`: the screen,
its playlist, the playlist's medias, the client, why its screens are suspended now (which
changes with time alone) and the link window), so a poll whose answer is unchanged (a 304)
reads those entities (remembered by the store until it changes) and builds nothing: no stored
file is looked up, no link signed, no fingerprint taken. Anything a manifest shows that
changes with time alone must be part of `_made_of`."""

from __future__ import annotations

from signage_core.entities.clients import Client
from signage_core.entities.media import AssetType
from signage_core.entities.player import (
    Manifest,
    ManifestItem,
    ManifestPlaylist,
    ScreenMode,
    Slate,
)
from signage_core.entities.playlists import Playlist, PlaylistItem
from signage_core.entities.screens import Screen
from signage_core.errors import DeviceNotPaired
from signage_core.ports.blob_storage import BlobStorage
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.rules.kept import Kept
from signage_core.rules.player_links import PlayerLinks
from signage_core.rules.screen_licence import ScreenPolicy, SuspendReason
from signage_core.rules.screens import same_digest, screen_id_of
from signage_core.rules.sightings import Sightings
from signage_core.rules.youtube import extract_youtube_id
from signage_core.usecases._screen_licence import SLATE_TEXTS, ScreensSuspension
from signage_core.validation import messages as m


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
    ) -> None:
        self._screens, self._playlists, self._medias = screens, playlists, medias
        self._clients, self._blobs, self._links, self._clock = clients, blobs, links, clock
        self._sightings = sightings
        self._suspension = ScreensSuspension(users, policy, clock)
        self._kept: Kept[Manifest] = Kept()

    def __call__(self, device_token: str) -> Manifest:
        screen = self._paired(device_token)
        client = self._clients.get(screen.client_id)
        if client is None:  # a screen whose client is gone is not paired
            raise DeviceNotPaired(m.DEVICE_NOT_PAIRED)
        self._seen(screen)
        reason = self._suspension(client)
        made_of = self._made_of(screen, client, reason)
        return self._kept.get(screen.id, made_of, lambda: self._manifest(screen, client, reason))

    def _manifest(self, screen: Screen, client: Client, reason: SuspendReason | None) -> Manifest:
        """Play, standby, or the slate."""
        if reason is not None:
            slate = self._slate(screen, client, reason)
            return Manifest(screen.id, screen.name, None, ScreenMode.SUSPENDED, reason, slate)
        playlist = self._playlist(screen, client)
        mode = ScreenMode.PLAY if playlist and playlist.items else ScreenMode.STANDBY
        return Manifest(screen.id, screen.name, playlist, mode)

    def _slate(self, screen: Screen, client: Client, reason: SuspendReason) -> Slate:
        source, url = self._link(screen.id, client.logo_path, client.logo_url)
        return Slate(url or None, source, reason.value, SLATE_TEXTS[reason])

    def _made_of(
        self, screen: Screen, client: Client, reason: SuspendReason | None
    ) -> tuple[object, ...]:
        """What the screen's manifest is made of, read as `_manifest` reads it (the stored
        files are looked up only when this changes; one removed behind the documents' back
        stays linked until then)."""
        playlist = self._playlists.get(screen.playlist_id) if screen.playlist_id else None
        items = playlist.items if playlist else ()
        medias = tuple(self._medias.get(item.media_id) for item in items)
        window = self._links.deadline(self._clock.now())
        return screen, playlist, medias, client, reason, window

    def _paired(self, device_token: str) -> Screen:
        """The screen the token is the device token of, read only; DeviceNotPaired else."""
        screen_id = screen_id_of(device_token)
        screen = self._screens.get(screen_id) if screen_id else None
        if screen is None or not same_digest(device_token, screen.token_digest):
            raise DeviceNotPaired(m.DEVICE_NOT_PAIRED)
        return screen

    def _seen(self, screen: Screen) -> None:
        """The screen's sighting, noted to be written (by `WriteHeartbeats`) when this
        process last noted one SCREEN_SEEN_EVERY ago; nothing is written here."""
        self._sightings.note(screen.id, self._clock.now())

    def _playlist(self, screen: Screen, client: Client) -> ManifestPlaylist | None:
        playlist = self._playlists.get(screen.playlist_id) if screen.playlist_id else None
        if playlist is None or not playlist.status or playlist.client_id != screen.client_id:
            return None
        items = tuple(found for item in playlist.items if (found := self._item(screen.id, item)))
        logo_source, logo_url = self._logo(screen, client, playlist)
        return ManifestPlaylist(
            playlist.id, playlist.name, items, playlist.show_logo,
            playlist.logo_position.value if playlist.logo_position else None, logo_url,
            playlist.show_banner, playlist.banner_text, logo_source,
        )  # fmt: skip

    def _item(self, screen_id: str, item: PlaylistItem) -> ManifestItem | None:
        """The item as the player needs it; None for media switched off or gone."""
        media = self._medias.get(item.media_id)
        if media is None or not media.status:
            return None
        source, url = self._link(screen_id, media.file_path, media.file_url or media.youtube_url)
        if not url:
            return None
        youtube_id = extract_youtube_id(url) if media.asset_type is AssetType.YOUTUBE else None
        kind = media.asset_type
        return ManifestItem(media.id, kind, url, youtube_id, item.duration, item.file_size, source)

    def _logo(self, screen: Screen, client: Client, playlist: Playlist) -> tuple[str, str | None]:
        path, stored = client.logo_path, client.logo_url
        source, url = self._link(screen.id, path, stored or playlist.client_logo)
        return source, url or None

    def _link(self, screen_id: str, path: str, stored_url: str) -> tuple[str, str]:
        """(what is linked, its link): the screen's player link to the stored object when
        there is a path ('' when the object is gone), else the stored URL as it is."""
        if not path:
            return stored_url, stored_url
        if self._blobs.metadata(path) is None:
            return path, ""
        return path, self._links.link(screen_id, path, self._clock.now())
