"""The screens of one client as the Screens page lists them (issue 24): each with its
state (`rules.screen_states`), its player's latest report, and the name of the media it
shows. A name is only looked up for a media of the screen's own playlist, so a report can
never make another client's media name show."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime

from signage_core.entities.screen_reports import ScreenReport
from signage_core.entities.screens import ListedScreen, Screen
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.screen_reports import ScreenReports
from signage_core.rules.screen_states import last_contact, screen_state
from signage_core.rules.screens import screen_status


class ScreenStates:
    def __init__(
        self, reports: ScreenReports, medias: MediaRepository, playlists: PlaylistRepository
    ) -> None:
        self._reports, self._medias, self._playlists = reports, medias, playlists

    def __call__(
        self, screens: Sequence[Screen], suspended: bool, now: datetime
    ) -> list[ListedScreen]:
        """`screens` (their heartbeats read into `last_seen_at`), listed at `now`."""
        reports = self._reports.latest(screen.id for screen in screens)
        return [self._listed(s, reports.get(s.id), suspended, now) for s in screens]

    def _listed(
        self, screen: Screen, report: ScreenReport | None, suspended: bool, now: datetime
    ) -> ListedScreen:
        contact = last_contact(screen.last_seen_at, report)
        seen = replace(screen, last_seen_at=contact)
        state = screen_state(screen.last_seen_at, report, suspended, now)
        name = self._name(screen, report)
        status = screen_status(seen, now)
        return ListedScreen(seen, status, state.state, state.since, report, name)

    def _name(self, screen: Screen, report: ScreenReport | None) -> str:
        """The shown media's name when it is one of the screen's playlist's, else ''."""
        if report is None or report.showing is None or not screen.playlist_id:
            return ""
        playlist = self._playlists.get(screen.playlist_id)
        media_id = report.showing.media_id
        if playlist is None or all(item.media_id != media_id for item in playlist.items):
            return ""
        media = self._medias.get(media_id)
        return media.name if media is not None else ""
