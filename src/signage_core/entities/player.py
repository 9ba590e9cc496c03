"""What a screen's player receives: its playlist as links it can fetch without a session."""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field, fields, is_dataclass
from datetime import datetime
from enum import StrEnum

from signage_core.entities.media import AssetType


@dataclass(frozen=True, slots=True)
class StartedPairing:
    """A new pairing code for a TV box, and the secret it polls with (shown once)."""

    code: str
    poll_token: str
    expires_at: datetime


@dataclass(frozen=True, slots=True)
class PairingPoll:
    """'waiting', or 'paired' with the screen and its device token (handed over once)."""

    status: str
    screen_id: str = ""
    device_token: str = ""


@dataclass(frozen=True, slots=True)
class ManifestItem:
    media_id: str
    asset_type: AssetType
    url: str
    youtube_id: str | None
    duration: float
    file_size: int
    source: str
    """What the item plays, without any link signature: its stored path or its link."""


@dataclass(frozen=True, slots=True)
class ManifestPlaylist:
    id: str
    name: str
    items: tuple[ManifestItem, ...]
    show_logo: bool
    logo_position: str | None
    logo_url: str | None
    show_banner: bool
    banner_text: str
    logo_source: str


class ScreenMode(StrEnum):
    """What the TV is to do: play its playlist, stand by (nothing to play), or show its
    slate (`Manifest.reason` says why)."""

    PLAY = "play"
    STANDBY = "standby"
    SUSPENDED = "suspended"


@dataclass(frozen=True, slots=True)
class Slate:
    """What a suspended screen shows: the client's logo and one short sentence (its key for
    the player's translations, and the English text)."""

    logo_url: str | None
    logo_source: str
    message_key: str
    message: str


@dataclass(frozen=True, slots=True)
class ManifestEmergency:
    """The emergency message a screen shows over everything until `ends_at` (by its own
    clock) or until a manifest no longer has it; `image_url` its player link, or None."""

    id: str
    text: str
    colour: str
    image_url: str | None
    ends_at: datetime


@dataclass(frozen=True, slots=True)
class ManifestSlice:
    """From `starts_at` to `ends_at` (UTC, end excluded) the player plays the scheduled
    playlist `playlist_id` of the entry `entry_id`, or the manifest's own playlist when
    `playlist_id` is None; `switch` ("itemEnd" or "now") says when it changes to it."""

    starts_at: datetime
    ends_at: datetime
    entry_id: str | None
    playlist_id: str | None
    switch: str


@dataclass(frozen=True, slots=True)
class ManifestSchedule:
    """The screen's schedule for its player to follow by its own clock until `until`: the
    slices in its IANA `time_zone` and the scheduled playlists they play."""

    time_zone: str
    until: datetime
    slices: tuple[ManifestSlice, ...]
    playlists: tuple[ManifestPlaylist, ...]


@dataclass(frozen=True, slots=True)
class Manifest:
    """A suspended screen's manifest carries no playlist, only its slate; `schedule` is None
    when no schedule entry reaches the screen (or it is suspended)."""

    screen_id: str
    screen_name: str
    playlist: ManifestPlaylist | None
    mode: ScreenMode = ScreenMode.PLAY
    reason: str = ""
    slate: Slate | None = None
    emergency: ManifestEmergency | None = None
    schedule: ManifestSchedule | None = None
    version: str = field(init=False, default="", compare=False)
    """A fingerprint of the manifest, links included, worked out once when it is made: player
    links are the same all through their window (`rules.player_links`), so it changes when
    what the screen plays changes, and when the window turns (the player then gets links that
    open longer)."""

    def __post_init__(self) -> None:
        shown = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "version"}
        text = json.dumps(shown, sort_keys=True, default=_plain)
        object.__setattr__(self, "version", hashlib.sha256(text.encode()).hexdigest()[:32])


def _plain(value: object) -> object:
    return asdict(value) if is_dataclass(value) and not isinstance(value, type) else str(value)
