"""A playlist as a screen's player gets it (`ManifestPlaylist`): its active items as links
that open without a session, bound to the screen (`rules.player_links`); the manifest's own
playlist and its scheduled ones are built alike."""

from __future__ import annotations

from collections.abc import Sequence

from signage_core.entities.clients import Client
from signage_core.entities.media import AssetType, Media
from signage_core.entities.player import ManifestItem, ManifestPlaylist
from signage_core.entities.playlists import Playlist, PlaylistItem
from signage_core.entities.screens import Screen
from signage_core.ports.blob_storage import BlobStorage
from signage_core.ports.clock import Clock
from signage_core.rules.player_links import PlayerLinks
from signage_core.rules.youtube import extract_youtube_id


class ManifestLinks:
    def __init__(self, blobs: BlobStorage, links: PlayerLinks, clock: Clock) -> None:
        self._blobs, self._links, self._clock = blobs, links, clock

    def playlist(
        self, screen: Screen, client: Client, playlist: Playlist | None,
        medias: Sequence[Media | None],
    ) -> ManifestPlaylist | None:  # fmt: skip
        """None for no playlist, one switched off, or one of another client."""
        if playlist is None or not playlist.status or playlist.client_id != screen.client_id:
            return None
        pairs = zip(playlist.items, medias, strict=True)
        items = tuple(found for item, media in pairs if (found := self._item(screen, item, media)))
        path, stored = client.logo_path, client.logo_url or playlist.client_logo
        logo_source, logo_url = self.link(screen.id, path, stored)
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
        source, url = self.link(screen.id, media.file_path, media.file_url or media.youtube_url)
        seconds = _played_length(item, media)
        if not url or seconds is None:
            return None
        youtube_id = extract_youtube_id(url) if media.asset_type is AssetType.YOUTUBE else None
        kind = media.asset_type
        return ManifestItem(media.id, kind, url, youtube_id, seconds, item.file_size, source)

    def link(self, screen_id: str, path: str, stored_url: str) -> tuple[str, str]:
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
