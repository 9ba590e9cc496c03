"""Schedule entries as the portal shows them: each with the name of what it targets and of the
playlist it plays (read once per answer; a deleted one is named '')."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from signage_core.entities.schedules import ScheduleEntry, TargetKind
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.screen_group_repository import ScreenGroupRepository
from signage_core.ports.screen_repository import ScreenRepository


@dataclass(frozen=True, slots=True)
class NamedEntry:
    """An entry, the name of its screen or group ('' for all screens) and of its playlist."""

    entry: ScheduleEntry
    target_name: str
    playlist_name: str


class EntryNames:
    """Names a client's entries by its screens, groups and playlists."""

    def __init__(
        self,
        screens: ScreenRepository,
        groups: ScreenGroupRepository,
        playlists: PlaylistRepository,
    ) -> None:
        self._screens, self._groups, self._playlists = screens, groups, playlists

    def __call__(self, client_id: str, entries: Iterable[ScheduleEntry]) -> list[NamedEntry]:
        targets = {
            TargetKind.SCREEN: {s.id: s.name for s in self._screens.list_for_client(client_id)},
            TargetKind.GROUP: {g.id: g.name for g in self._groups.for_client(client_id)},
            TargetKind.ALL: {},
        }
        playlists = self.playlist_names(client_id)
        return [
            NamedEntry(
                e, targets[e.target_kind].get(e.target_id, ""), playlists.get(e.playlist_id, "")
            )
            for e in entries
        ]

    def playlist_names(self, client_id: str) -> dict[str, str]:
        """The client's playlists' names by id."""
        return {p.id: p.name for p in self._playlists.list_for_client(client_id)}
