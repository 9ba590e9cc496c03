"""The screens of one client as the Screens page lists them (issue 24): each with its state
and the skips to warn of (`rules.screen_states`), its player's latest report and the name of
the media it shows. A name is only looked up for a media of the screen's own playlist or, for
one its schedule played, of another playlist of its client, so a report can never make
another client's media name show."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime

from signage_core.entities.screen_reports import ScreenReport
from signage_core.entities.screens import ListedScreen, Screen
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.screen_reports import ScreenReports
from signage_core.rules.screen_states import last_contact, screen_state, skip_warnings
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
        named = _ClientMedias(self._playlists)
        return [self._listed(s, reports.get(s.id), suspended, now, named) for s in screens]

    def _listed(
        self, screen: Screen, report: ScreenReport | None, suspended: bool, now: datetime,
        of_client: _ClientMedias,
    ) -> ListedScreen:  # fmt: skip
        contact = last_contact(screen.last_seen_at, report)
        seen = replace(screen, last_seen_at=contact)
        state = screen_state(screen.last_seen_at, report, suspended, now)
        names = self._names(screen, _named_media(report), of_client)
        showing = report.showing.media_id if report and report.showing else ""
        skips = skip_warnings(report, names, now)
        status = screen_status(seen, now)
        return ListedScreen(
            seen, status, state.state, state.since, report, names.get(showing, ""), skips
        )

    def _names(
        self, screen: Screen, media_ids: set[str], of_client: _ClientMedias
    ) -> dict[str, str]:
        """The names of those of `media_ids` that are in the screen's playlist, else in one of
        its client's playlists (a scheduled one played them)."""
        if not media_ids:
            return {}
        playlist = self._playlists.get(screen.playlist_id) if screen.playlist_id else None
        own = {item.media_id for item in playlist.items} if playlist else set()
        wanted = media_ids & own
        if media_ids - own:
            wanted |= media_ids & of_client(screen.client_id)
        medias = {media_id: self._medias.get(media_id) for media_id in wanted}
        return {media_id: m.name for media_id, m in medias.items() if m is not None}


class _ClientMedias:
    """The medias of a client's playlists, read once per listing and only when asked."""

    def __init__(self, playlists: PlaylistRepository) -> None:
        self._playlists = playlists
        self._found: dict[str, frozenset[str]] = {}

    def __call__(self, client_id: str) -> frozenset[str]:
        if client_id not in self._found:
            playlists = self._playlists.list_for_client(client_id)
            self._found[client_id] = frozenset(i.media_id for p in playlists for i in p.items)
        return self._found[client_id]


def _named_media(report: ScreenReport | None) -> set[str]:
    """The media a report names: the one it shows and those it skipped."""
    if report is None:
        return set()
    shown = {report.showing.media_id} if report.showing else set()
    return shown | {skip.media_id for skip in report.skips}
