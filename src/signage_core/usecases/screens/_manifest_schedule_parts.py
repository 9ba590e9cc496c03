"""What a screen's schedule is made of, read with the rest of its manifest's parts
(`_manifest_parts`, under its client's change mark: schedule, group and playlist writes bump
it): the client's entries that reach the screen (its own, its groups' (the screen's groups are
read only when an entry targets a group), all screens'), and the client's playlists those
entries name with their items' medias. Nothing here depends on the time; the slices are cut
from it at each poll (`_manifest_schedule`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from signage_core.entities.media import Media
from signage_core.entities.playlists import Playlist
from signage_core.entities.schedules import ScheduleEntry, TargetKind
from signage_core.entities.screens import Screen
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.schedule_repository import ScheduleRepository
from signage_core.rules.schedule_resolution import for_screen


@dataclass(frozen=True, slots=True)
class ScheduleParts:
    group_ids: tuple[str, ...]
    entries: tuple[ScheduleEntry, ...]
    """The client's entries that reach the screen, the oldest first."""
    playlists: tuple[tuple[Playlist, tuple[Media | None, ...]], ...]
    """The client's playlists the entries name, by id, each with its items' medias."""

    @property
    def medias(self) -> tuple[Media | None, ...]:
        return tuple(media for _, medias in self.playlists for media in medias)


NO_SCHEDULE = ScheduleParts((), (), ())


class ScheduleReads:
    def __init__(
        self,
        schedules: ScheduleRepository,
        playlists: PlaylistRepository,
        medias: MediaRepository,
    ) -> None:
        self._schedules, self._playlists, self._medias = schedules, playlists, medias

    def __call__(self, screen: Screen, groups_of: Callable[[], tuple[str, ...]]) -> ScheduleParts:
        """`groups_of()`: the screen's group ids, sorted, read only when an entry targets a
        group (and once with the manifest's parts)."""
        entries = self._schedules.for_client(screen.client_id)
        if not entries:
            return NO_SCHEDULE
        by_group = any(entry.target_kind is TargetKind.GROUP for entry in entries)
        group_ids = groups_of() if by_group else ()
        mine = tuple(for_screen(entries, screen.id, group_ids))
        named = sorted({entry.playlist_id for entry in mine})
        found = (self._playlists.get(playlist_id) for playlist_id in named)
        playlists = tuple(
            (playlist, self._items(playlist))
            for playlist in found
            if playlist is not None and playlist.client_id == screen.client_id
        )
        return ScheduleParts(group_ids, mine, playlists)

    def _items(self, playlist: Playlist) -> tuple[Media | None, ...]:
        return tuple(self._medias.get(item.media_id) for item in playlist.items)
