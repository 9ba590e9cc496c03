"""Where a media item is used: the signed-in client's playlists that hold it, so the library
can say what deleting or switching it off changes."""

from __future__ import annotations

from signage_core.access import own_client, own_media
from signage_core.entities.playlists import Playlist
from signage_core.entities.users import Actor
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.playlist_repository import PlaylistRepository


class PlaylistsUsingMedia:
    """The client's playlists with the media among their items (another user's media is
    'Media not found' like a missing one)."""

    def __init__(
        self, medias: MediaRepository, clients: ClientRepository, playlists: PlaylistRepository
    ) -> None:
        self._medias, self._clients, self._playlists = medias, clients, playlists

    def __call__(self, actor: Actor, media_id: str) -> list[Playlist]:
        media = own_media(self._medias, actor, media_id)
        client = own_client(actor, self._clients)
        return [
            playlist
            for playlist in self._playlists.list_for_client(client.id)
            if any(item.media_id == media.id for item in playlist.items)
        ]
