"""What a paired screen plays, for its player: its playlist's active items as links that
open without a session, bound to the screen (`rules.player_links`). Each call is the screen's
sign of life, noted in memory at most once per SCREEN_SEEN_EVERY (`rules.sightings`) and
written to the heartbeats later, off the request path (`usecases.heartbeats`): a poll only
reads, and a token that names no paired screen notes nothing.

A built manifest is kept per screen while what it is made of is equal (`_made_of`: the screen,
its playlist, the playlist's medias, the client and the link window), so a poll whose answer
is unchanged (a 304) reads those entities (remembered by the store until it changes) and
builds nothing: no stored file is looked up, no link signed, no fingerprint taken.
Anything a manifest shows that changes with time alone must be part of `_made_of`."""

from __future__ import annotations

from signage_core.entities.media import AssetType
from signage_core.entities.player import Manifest, ManifestItem, ManifestPlaylist
from signage_core.entities.playlists import Playlist, PlaylistItem
from signage_core.entities.screens import Screen
from signage_core.errors import DeviceNotPaired
from signage_core.ports.blob_storage import BlobStorage
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.rules.kept import Kept
from signage_core.rules.player_links import PlayerLinks
from signage_core.rules.screens import same_digest, screen_id_of
from signage_core.rules.sightings import Sightings
from signage_core.rules.youtube import extract_youtube_id
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
    ) -> None:
        self._screens, self._playlists, self._medias = screens, playlists, medias
        self._clients, self._blobs, self._links, self._clock = clients, blobs, links, clock
        self._sightings = sightings
        self._kept: Kept[Manifest] = Kept()

    def __call__(self, device_token: str) -> Manifest:
        found = self._paired(device_token)
        self._seen(found)
        return self._kept.get(found.id, self._made_of(found), lambda: self._manifest(found))

    def _manifest(self, found: Screen) -> Manifest:
        return Manifest(found.id, found.name, self._playlist(found))

    def _made_of(self, screen: Screen) -> tuple[object, ...]:
        """What the screen's manifest is made of, read as `_manifest` reads it (the stored
        files are looked up only when this changes; one removed behind the documents' back
        stays linked until then)."""
        playlist = self._playlists.get(screen.playlist_id) if screen.playlist_id else None
        items = playlist.items if playlist else ()
        medias = tuple(self._medias.get(item.media_id) for item in items)
        window = self._links.deadline(self._clock.now())
        return screen, playlist, medias, self._clients.get(screen.client_id), window

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

    def _playlist(self, screen: Screen) -> ManifestPlaylist | None:
        playlist = self._playlists.get(screen.playlist_id) if screen.playlist_id else None
        if playlist is None or not playlist.status or playlist.client_id != screen.client_id:
            return None
        items = tuple(found for item in playlist.items if (found := self._item(screen.id, item)))
        logo_source, logo_url = self._logo(screen, playlist)
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

    def _logo(self, screen: Screen, playlist: Playlist) -> tuple[str, str | None]:
        client = self._clients.get(screen.client_id)
        path, stored = (client.logo_path, client.logo_url) if client else ("", "")
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
