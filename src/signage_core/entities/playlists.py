"""Playlists with their items and overlays."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum


class LogoPosition(StrEnum):
    TOP_LEFT = "top-left"
    TOP_RIGHT = "top-right"
    BOTTOM_LEFT = "bottom-left"
    BOTTOM_RIGHT = "bottom-right"


@dataclass(frozen=True, slots=True)
class PlaylistItem:
    media_id: str
    media_url: str
    duration: float
    file_size: int


@dataclass(frozen=True, slots=True)
class Playlist:
    id: str
    name: str
    client_id: str
    user_id: str
    items: tuple[PlaylistItem, ...]
    status: bool = True
    total_duration: float = 0.0
    total_size: int = 0
    created_at: datetime | None = None
    updated_at: datetime | None = None
    show_logo: bool = False
    logo_position: LogoPosition | None = None
    show_banner: bool = False
    banner_text: str = ""
    client_logo: str = ""
