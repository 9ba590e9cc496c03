"""Playlists of the signed-in user's client, built from the user's active media."""

from __future__ import annotations

from dataclasses import replace

from signage_core.access import own_client, require_client_role
from signage_core.entities.clients import Client
from signage_core.entities.playlists import Playlist
from signage_core.entities.users import Actor
from signage_core.errors import NotFound
from signage_core.ids import new_id
from signage_core.paging import Page, PageRequest
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.usecases.billing.licence import LicenceGate
from signage_core.usecases.content._playlist_form import media_ids, playlist_items, with_form
from signage_core.usecases.shared._checks import (
    failing_as,
    require_known,
    require_saved,
    require_valid,
)
from signage_core.validation import messages as m
from signage_core.validation.fields import FormValues
from signage_core.validation.playlists import PLAYLIST_FIELDS, validate_playlist


def client_playlist(playlists: PlaylistRepository, client: Client, playlist_id: str) -> Playlist:
    """The client's playlist; another client's is 'Playlist not found' like a missing one."""
    playlist = playlists.get(playlist_id)
    if playlist is None or playlist.client_id != client.id:
        raise NotFound(m.PLAYLIST_NOT_FOUND)
    return playlist


class ListPlaylists:
    def __init__(self, clients: ClientRepository, playlists: PlaylistRepository) -> None:
        self._clients, self._playlists = clients, playlists

    def __call__(self, actor: Actor, request: PageRequest) -> Page[Playlist]:
        require_client_role(actor)
        client = own_client(actor, self._clients, m.NO_CLIENT_FOR_USER)
        return self._playlists.page_for_client(client.id, request)


class GetPlaylist:
    def __init__(self, clients: ClientRepository, playlists: PlaylistRepository) -> None:
        self._clients, self._playlists = clients, playlists

    def __call__(self, actor: Actor, playlist_id: str) -> Playlist:
        require_client_role(actor)
        client = own_client(actor, self._clients, m.NO_CLIENT_FOR_USER)
        return client_playlist(self._playlists, client, playlist_id)


class _PlaylistWriter:
    """Writes a playlist from the form: playlistName, mediaIds, showLogo, logoPosition,
    showBanner, bannerText. Items, totals and clientLogo are derived, never taken as sent."""

    def __init__(
        self,
        medias: MediaRepository,
        playlists: PlaylistRepository,
        gate: LicenceGate,
        clock: Clock,
    ) -> None:
        self._medias, self._playlists, self._gate, self._clock = medias, playlists, gate, clock

    def _write(self, actor: Actor, form: FormValues, playlist_id: str | None) -> Playlist:
        require_known(form, PLAYLIST_FIELDS)
        client = self._gate(actor, m.NO_CLIENT_FOR_USER)
        values = {**form, "clientId": client.id, "mediaIds": media_ids(form)}
        require_valid(validate_playlist(values))
        items = playlist_items(self._medias, actor, media_ids(form))
        base, failure = self._base(client, actor, playlist_id)
        playlist = with_form(base, values, items, client)
        with failing_as(failure):
            self._store(playlist, new=playlist_id is None)
        return playlist

    def _store(self, playlist: Playlist, *, new: bool) -> None:
        """A new playlist is inserted; an edit writes over the stored one only."""
        if new:
            self._playlists.save(playlist)
        else:
            require_saved(self._playlists.save_existing(playlist), m.PLAYLIST_NOT_FOUND)

    def _base(self, client: Client, actor: Actor, playlist_id: str | None) -> tuple[Playlist, str]:
        now = self._clock.now()
        if playlist_id is None:
            fresh = Playlist(new_id(), "", client.id, actor.user_id, (), created_at=now)
            return fresh, m.PLAYLIST_CREATE_FAILED
        stored = client_playlist(self._playlists, client, playlist_id)
        return replace(stored, updated_at=now), m.PLAYLIST_UPDATE_FAILED


class CreatePlaylist(_PlaylistWriter):
    """A new playlist for the actor's client (createdAt set)."""

    def __call__(self, actor: Actor, form: FormValues) -> Playlist:
        return self._write(actor, form, None)


class UpdatePlaylist(_PlaylistWriter):
    """Replace the playlist's name, items and overlays (updatedAt set)."""

    def __call__(self, actor: Actor, playlist_id: str, form: FormValues) -> Playlist:
        return self._write(actor, form, playlist_id)


class DeletePlaylist:
    def __init__(self, playlists: PlaylistRepository, gate: LicenceGate) -> None:
        self._playlists, self._gate = playlists, gate

    def __call__(self, actor: Actor, playlist_id: str) -> Playlist:
        client = self._gate(actor, m.NO_CLIENT_FOR_USER)
        playlist = client_playlist(self._playlists, client, playlist_id)
        with failing_as(m.PLAYLIST_DELETE_FAILED):
            self._playlists.delete(playlist.id)
        return playlist


class SetPlaylistStatus:
    def __init__(self, playlists: PlaylistRepository, gate: LicenceGate) -> None:
        self._playlists, self._gate = playlists, gate

    def __call__(self, actor: Actor, playlist_id: str, status: bool) -> Playlist:
        client = self._gate(actor, m.NO_CLIENT_FOR_USER)
        changed = replace(client_playlist(self._playlists, client, playlist_id), status=status)
        with failing_as(m.PLAYLIST_UPDATE_FAILED):
            require_saved(self._playlists.save_existing(changed), m.PLAYLIST_NOT_FOUND)
        return changed
