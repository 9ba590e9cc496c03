"""Screens and their pairing (issue 15): request bodies and answers (the player's manifest:
`schemas.manifest`)."""

from __future__ import annotations

from datetime import datetime

import msgspec
from msgspec import UNSET, UnsetType
from signage_http.schemas.screen_reports import (
    CopiesView,
    NowPlayingView,
    OutageView,
    SkipView,
    copies,
    last_outage,
    now_playing,
)

from signage_core.entities.player import PairingPoll, StartedPairing
from signage_core.entities.screens import ListedScreen, ScreenChanges


class CreateScreenBody(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    name: str = ""
    pairing_code: str = ""
    playlist_id: str | None = None


class UpdateScreenBody(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    name: str | UnsetType = UNSET
    playlist_id: str | UnsetType | None = UNSET
    """null (or '') unassigns the playlist."""
    time_zone: str | UnsetType = UNSET
    """The screen's own IANA zone for its schedule; '' clears it (its client's applies)."""

    def changes(self) -> ScreenChanges:
        name = None if isinstance(self.name, UnsetType) else self.name
        playlist = self.playlist_id
        playlist_id = None if isinstance(playlist, UnsetType) else (playlist or "")
        zone = None if isinstance(self.time_zone, UnsetType) else self.time_zone
        return ScreenChanges(name=name, playlist_id=playlist_id, time_zone=zone)


class ScreenView(msgspec.Struct, rename="camel"):
    id: str
    name: str
    playlist_id: str | None
    status: str
    last_seen_at: datetime | None
    created_at: datetime | None
    state: str = "waiting"
    """waiting, online, playingFromCopies, offline or suspended (docs/decisions.md, "Honest
    screen states")."""
    state_since: datetime | None = None
    """Since when it plays from its copies or is offline: when it was last heard of."""
    now_playing: NowPlayingView | None = None
    copies: CopiesView | None = None
    last_outage: OutageView | None = None
    manifest_version: str | None = None
    skips: list[SkipView] = msgspec.field(default_factory=list)
    """Media its TV could not play within the last hour, the most recent first."""
    time_zone: str = ""
    """The screen's own zone for its schedule ('' = its client's)."""

    @classmethod
    def of(cls, listed: ListedScreen) -> ScreenView:
        s, r = listed.screen, listed.report
        status = listed.status.value
        state = listed.state.value if listed.state else status
        return cls(
            s.id, s.name, s.playlist_id or None, status, s.last_seen_at, s.created_at, state,
            listed.state_since, now_playing(r, listed.showing_name), copies(r), last_outage(r),
            r.manifest_version if r else None, [SkipView.of(skip) for skip in listed.skips],
            s.time_zone,
        )  # fmt: skip


class ScreenPage(msgspec.Struct, rename="camel"):
    """Like every list: `{items, nextCursor}` (a client has few screens: one page), with
    `limit`, how many screens the client's package allows (Add Screen is off at it)."""

    items: list[ScreenView]
    limit: int
    next_cursor: str | None = None
    trial: bool = False
    """True while the trial (no payments yet) is what limits the client: paying raises it."""


class PairingView(msgspec.Struct, rename="camel"):
    code: str
    poll_token: str
    expires_at: datetime

    @classmethod
    def of(cls, started: StartedPairing) -> PairingView:
        return cls(started.code, started.poll_token, started.expires_at)


class PairingPollView(msgspec.Struct, rename="camel", omit_defaults=True):
    status: str
    screen_id: str | UnsetType = UNSET
    device_token: str | UnsetType = UNSET

    @classmethod
    def of(cls, poll: PairingPoll) -> PairingPollView:
        if not poll.device_token:
            return cls(poll.status)
        return cls(poll.status, poll.screen_id, poll.device_token)
