"""What a screen's player receives: its playlist as links it can fetch without a session."""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass
from datetime import datetime

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


@dataclass(frozen=True, slots=True)
class Manifest:
    screen_id: str
    screen_name: str
    playlist: ManifestPlaylist | None

    @property
    def version(self) -> str:
        """A fingerprint of what the screen plays: the same while nothing changed. Links are
        left out (a signed link may be made anew on each call), their sources are in."""
        content = asdict(self)
        if self.playlist is not None:
            content["playlist"]["logo_url"] = None
            for item in content["playlist"]["items"]:
                item["url"] = ""
        text = json.dumps(content, sort_keys=True, default=str)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]
