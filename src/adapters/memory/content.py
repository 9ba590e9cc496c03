"""In-memory `medias`, `videos` and `playlists`: the content a client shows on its TVs."""

from __future__ import annotations

from datetime import datetime

from signage_core.entities.media import AssetType, Media
from signage_core.entities.playlists import Playlist
from signage_core.entities.videos import Video

from ._tables import Tables, is_since, newest_first


class MemoryMediaRepository:
    """Implements `MediaRepository`."""

    def __init__(self, tables: Tables) -> None:
        self._t = tables

    def get(self, media_id: str) -> Media | None:
        with self._t.lock:
            return self._t.medias.get(media_id)

    def list_for_user(self, user_id: str, *, active_only: bool = False) -> list[Media]:
        with self._t.lock:
            found = [
                m
                for m in self._t.medias.values()
                if m.user_id == user_id and (m.status or not active_only)
            ]
        return newest_first(found, lambda m: m.created_at)

    def count_by_type(self, user_id: str) -> dict[AssetType, int]:
        counts = dict.fromkeys(AssetType, 0)
        with self._t.lock:
            for media in self._t.medias.values():
                if media.user_id == user_id:
                    counts[media.asset_type] += 1
        return counts

    def count_created_since(self, user_id: str, since: datetime) -> int:
        with self._t.lock:
            return sum(
                1
                for m in self._t.medias.values()
                if m.user_id == user_id and is_since(m.created_at, since)
            )

    def save(self, media: Media) -> None:
        with self._t.lock:
            self._t.medias[media.id] = media

    def delete(self, media_id: str) -> None:
        with self._t.lock:
            self._t.medias.pop(media_id, None)


class MemoryVideoRepository:
    """Implements `VideoRepository`."""

    def __init__(self, tables: Tables) -> None:
        self._t = tables

    def get(self, video_id: str) -> Video | None:
        with self._t.lock:
            return self._t.videos.get(video_id)

    def list_for_client(self, client_id: str) -> list[Video]:
        with self._t.lock:
            found = [v for v in self._t.videos.values() if v.client_id == client_id]
        return newest_first(found, lambda v: v.created_at)

    def save(self, video: Video) -> None:
        with self._t.lock:
            self._t.videos[video.id] = video

    def delete(self, video_id: str) -> None:
        with self._t.lock:
            self._t.videos.pop(video_id, None)


class MemoryPlaylistRepository:
    """Implements `PlaylistRepository`."""

    def __init__(self, tables: Tables) -> None:
        self._t = tables

    def get(self, playlist_id: str) -> Playlist | None:
        with self._t.lock:
            return self._t.playlists.get(playlist_id)

    def list_for_client(self, client_id: str) -> list[Playlist]:
        with self._t.lock:
            found = [p for p in self._t.playlists.values() if p.client_id == client_id]
        return newest_first(found, lambda p: p.created_at)

    def count_created_since(self, client_id: str, since: datetime) -> int:
        with self._t.lock:
            return sum(
                1
                for p in self._t.playlists.values()
                if p.client_id == client_id and is_since(p.created_at, since)
            )

    def save(self, playlist: Playlist) -> None:
        with self._t.lock:
            self._t.playlists[playlist.id] = playlist

    def delete(self, playlist_id: str) -> None:
        with self._t.lock:
            self._t.playlists.pop(playlist_id, None)
