"""Shared checks of the screen use cases: a client's own screen and playlist, the limit."""

from __future__ import annotations

from signage_core.entities.clients import Client
from signage_core.entities.screens import Screen
from signage_core.errors import NotFound, ScreenLimitReached
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.rules.screens import screen_allowance
from signage_core.validation import messages as m
from signage_core.validation.fields import FieldErrors


def client_screen(screens: ScreenRepository, client: Client, screen_id: str) -> Screen:
    """The client's screen; another client's is 'Screen not found' like a missing one."""
    screen = screens.get(screen_id)
    if screen is None or screen.client_id != client.id:
        raise NotFound(m.SCREEN_NOT_FOUND)
    return screen


def playlist_errors(playlists: PlaylistRepository, client: Client, playlist_id: str) -> FieldErrors:
    """A field error unless `playlist_id` is '' (none) or one of the client's playlists."""
    if not playlist_id:
        return {}
    playlist = playlists.get(playlist_id)
    if playlist is None or playlist.client_id != client.id:
        return {"playlistId": m.SCREEN_PLAYLIST_UNKNOWN}
    return {}


def require_room_for_a_screen(
    catalogue: CatalogueRepository, screens: ScreenRepository, client: Client
) -> None:
    """ScreenLimitReached once the client has as many screens as its package's Units."""
    package = catalogue.get_package(client.package_id) if client.package_id else None
    allowed = screen_allowance(package)
    if screens.count_for_client(client.id) >= allowed:
        text = m.SCREEN_LIMIT_ONE if allowed == 1 else m.SCREEN_LIMIT.format(units=allowed)
        raise ScreenLimitReached(text)
