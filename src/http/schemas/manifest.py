"""The TV player's manifest (GET /api/player/manifest): what a paired screen plays, its
schedule, its slate and its emergency message."""

from __future__ import annotations

from datetime import datetime

import msgspec
from signage_http.schemas.emergencies import ManifestEmergencyView

from signage_core.entities.player import (
    Manifest,
    ManifestItem,
    ManifestPlaylist,
    ManifestSchedule,
    ManifestSlice,
    Slate,
)


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
