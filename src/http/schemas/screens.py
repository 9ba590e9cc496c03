"""Screens and their players (issue 15): request bodies and answers."""

from __future__ import annotations

from datetime import datetime

import msgspec
from msgspec import UNSET, UnsetType
from signage_http.schemas.emergencies import ManifestEmergencyView
from signage_http.schemas.screen_reports import (
    CopiesView,
    NowPlayingView,
    OutageView,
    SkipView,
    copies,
    last_outage,
    now_playing,
)

from signage_core.entities.player import (
    Manifest,
    ManifestItem,
    ManifestPlaylist,
    ManifestSchedule,
    ManifestSlice,
    PairingPoll,
    Slate,
    StartedPairing,
)
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


class ManifestScreen(msgspec.Struct):
    id: str
    name: str


class ManifestItemView(msgspec.Struct, rename="camel"):
    media_id: str
    asset_type: str
    url: str
    youtube_id: str | None
    duration: float
    file_size: int

    @classmethod
    def of(cls, i: ManifestItem) -> ManifestItemView:
        kind = i.asset_type.value
        return cls(i.media_id, kind, i.url, i.youtube_id, i.duration, i.file_size)


class ManifestPlaylistView(msgspec.Struct, rename="camel"):
    id: str
    playlist_name: str
    items: list[ManifestItemView]
    show_logo: bool
    logo_position: str | None
    logo_url: str | None
    show_banner: bool
    banner_text: str

    @classmethod
    def of(cls, p: ManifestPlaylist) -> ManifestPlaylistView:
        items = [ManifestItemView.of(item) for item in p.items]
        return cls(
            p.id, p.name, items, p.show_logo, p.logo_position, p.logo_url, p.show_banner,
            p.banner_text,
        )  # fmt: skip


class SlateView(msgspec.Struct, rename="camel"):
    """A suspended screen's slate: the client's logo (a player link, or null) and the
    sentence, by key (`reason`) and in English."""

    logo_url: str | None
    message_key: str
    message: str

    @classmethod
    def of(cls, slate: Slate) -> SlateView:
        return cls(slate.logo_url, slate.message_key, slate.message)


class ManifestSliceView(msgspec.Struct, rename="camel"):
    """From `startsAt` to `endsAt` (end excluded) play the scheduled playlist `playlistId`
    (null: the manifest's own `playlist`); `switch` "itemEnd" or "now"."""

    starts_at: datetime
    ends_at: datetime
    entry_id: str | None
    playlist_id: str | None
    switch: str

    @classmethod
    def of(cls, s: ManifestSlice) -> ManifestSliceView:
        return cls(s.starts_at, s.ends_at, s.entry_id, s.playlist_id, s.switch)


class ScheduleManifest(msgspec.Struct, rename="camel"):
    """The screen's schedule in its IANA `timeZone` until `until`: contiguous slices and the
    scheduled playlists they play (an off or empty one is left out; its slices play the
    manifest's own playlist)."""

    time_zone: str
    until: datetime
    slices: list[ManifestSliceView]
    playlists: list[ManifestPlaylistView]

    @classmethod
    def of(cls, s: ManifestSchedule) -> ScheduleManifest:
        pieces = [ManifestSliceView.of(piece) for piece in s.slices]
        playlists = [ManifestPlaylistView.of(playlist) for playlist in s.playlists]
        return cls(s.time_zone, s.until, pieces, playlists)


class ManifestView(msgspec.Struct):
    """`mode` is what the TV does: "play", "standby" (nothing to play) or "suspended" (no
    playlist: the slate, `reason` "licenceEnded", "clientDeactivated" or "ownerDeactivated")."""

    screen: ManifestScreen
    playlist: ManifestPlaylistView | None
    mode: str
    reason: str | None
    slate: SlateView | None
    emergency: ManifestEmergencyView | None
    """The emergency message shown over everything (playlist, standby, slate); null: none."""
    schedule: ScheduleManifest | None
    """What the player plays when, by its own clock; null: no schedule entry reaches it."""

    @classmethod
    def of(cls, m: Manifest) -> ManifestView:
        playlist = ManifestPlaylistView.of(m.playlist) if m.playlist else None
        slate = SlateView.of(m.slate) if m.slate else None
        screen = ManifestScreen(m.screen_id, m.screen_name)
        emergency = ManifestEmergencyView.of(m.emergency) if m.emergency else None
        schedule = ScheduleManifest.of(m.schedule) if m.schedule else None
        return cls(screen, playlist, m.mode.value, m.reason or None, slate, emergency, schedule)
