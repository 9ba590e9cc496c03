"""Screens, playlists and medias whose writes bump their scope's mark."""

from __future__ import annotations

from collections.abc import Callable

from signage_core.entities.media import Media
from signage_core.entities.playlists import Playlist
from signage_core.entities.screens import Screen
from signage_core.ports.change_marks import ChangeMarks
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.rules.change_scopes import client_scope, user_scope


class MarkedScreens:
    """A `ScreenRepository` bumping the screen's client; its slots are in no manifest."""

    def __init__(self, screens: ScreenRepository, marks: ChangeMarks) -> None:
        self._screens, self._marks = screens, marks
        self.get, self.list_for_client = screens.get, screens.list_for_client
        self.count_for_client = screens.count_for_client
        self.take_slot, self.free_slot = screens.take_slot, screens.free_slot

    def save(self, screen: Screen) -> None:
        self._screens.save(screen)
        self._marks.bump(client_scope(screen.client_id))

    def change(self, screen_id: str, change: Callable[[Screen], Screen | None]) -> Screen | None:
        changed = self._screens.change(screen_id, change)
        if changed is not None:
            self._marks.bump(client_scope(changed.client_id))
        return changed

    def delete(self, screen_id: str) -> None:
        screen = self._screens.get(screen_id)
        self._screens.delete(screen_id)
        if screen is not None:
            self._marks.bump(client_scope(screen.client_id))


class MarkedPlaylists:
    """A `PlaylistRepository` bumping the playlist's client."""

    def __init__(self, playlists: PlaylistRepository, marks: ChangeMarks) -> None:
        self._playlists, self._marks = playlists, marks
        self.get, self.list_for_client = playlists.get, playlists.list_for_client
        self.page_for_client = playlists.page_for_client
        self.count_created_since = playlists.count_created_since

    def save(self, playlist: Playlist) -> None:
        self._playlists.save(playlist)
        self._marks.bump(client_scope(playlist.client_id))

    def save_existing(self, playlist: Playlist) -> bool:
        saved = self._playlists.save_existing(playlist)
        if saved:
            self._marks.bump(client_scope(playlist.client_id))
        return saved

    def delete(self, playlist_id: str) -> None:
        playlist = self._playlists.get(playlist_id)
        self._playlists.delete(playlist_id)
        if playlist is not None:
            self._marks.bump(client_scope(playlist.client_id))


class MarkedMedias:
    """A `MediaRepository` bumping the media's owner (`userId`)."""

    def __init__(self, medias: MediaRepository, marks: ChangeMarks) -> None:
        self._medias, self._marks = medias, marks
        self.get, self.list_for_user = medias.get, medias.list_for_user
        self.page_for_user, self.count_by_type = medias.page_for_user, medias.count_by_type
        self.count_created_since = medias.count_created_since

    def save(self, media: Media) -> None:
        self._medias.save(media)
        self._marks.bump(user_scope(media.user_id))

    def save_existing(self, media: Media) -> bool:
        saved = self._medias.save_existing(media)
        if saved:
            self._marks.bump(user_scope(media.user_id))
        return saved

    def delete(self, media_id: str) -> None:
        media = self._medias.get(media_id)
        self._medias.delete(media_id)
        if media is not None:
            self._marks.bump(user_scope(media.user_id))
