"""The manifest's schedule, cut at each poll from the kept time-free parts
(`_manifest_schedule_parts`): the slices (`rules.schedule_slices`) from the start of the
current hour (UTC) over the horizon and one hour more, so a kept manifest stays the same all
through an hour and always reaches at least the horizon ahead; and the scheduled playlists
the slices play, built like the manifest's own. A slice whose playlist is off, empty or not
the client's plays the screen's own playlist (its `playlist_id` is None)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from signage_core.entities.clients import Client
from signage_core.entities.player import ManifestPlaylist, ManifestSchedule, ManifestSlice
from signage_core.entities.screens import Screen
from signage_core.rules.schedule_slices import Slice, slices
from signage_core.usecases.screens._manifest_playlists import ManifestLinks
from signage_core.usecases.screens._manifest_schedule_parts import ScheduleParts
from signage_core.validation.schedules import validate_time_zone


def schedule_hour(now: datetime) -> datetime:
    """Where the slices of a poll at `now` start: the start of its hour, in UTC."""
    return now.astimezone(UTC).replace(minute=0, second=0, microsecond=0)


def screen_zone(screen: Screen, client: Client) -> str:
    """The screen's zone, else its client's, else UTC (a stored name zoneinfo no longer
    knows counts as unset)."""
    for name in (screen.time_zone, client.time_zone):
        if name and not validate_time_zone(name):
            return name
    return "UTC"


class ScheduleBuilder:
    def __init__(self, links: ManifestLinks, horizon_hours: int) -> None:
        if horizon_hours < 1:
            raise ValueError("the schedule horizon is at least one hour")
        self._links, self._hours = links, horizon_hours + 1

    def __call__(
        self, screen: Screen, client: Client, parts: ScheduleParts, hour: datetime
    ) -> ManifestSchedule | None:
        """None when no entry reaches the screen."""
        if not parts.entries:
            return None
        zone = screen_zone(screen, client)
        cut = slices(parts.entries, screen.id, parts.group_ids, zone, hour, self._hours)
        playable = self._playable(screen, client, parts)
        shown = tuple(_shown(piece, playable) for piece in cut)
        used = sorted({piece.playlist_id for piece in shown if piece.playlist_id})
        until = hour + timedelta(hours=self._hours)
        return ManifestSchedule(zone, until, shown, tuple(playable[pid] for pid in used))

    def _playable(
        self, screen: Screen, client: Client, parts: ScheduleParts
    ) -> dict[str, ManifestPlaylist]:
        """The scheduled playlists that are on and have an item to play, by id."""
        built = (
            self._links.playlist(screen, client, playlist, medias)
            for playlist, medias in parts.playlists
        )
        return {playlist.id: playlist for playlist in built if playlist and playlist.items}


def _shown(piece: Slice, playable: dict[str, ManifestPlaylist]) -> ManifestSlice:
    playlist_id = piece.playlist_id if piece.playlist_id in playable else None
    return ManifestSlice(
        piece.starts_at, piece.ends_at, piece.entry_id, playlist_id, piece.switch.value
    )
