"""The shared state of the in-memory document store: one dict per collection, one lock.

A single re-entrant lock guards every collection, so operations that span two collections
(a client with its payments) are atomic without lock ordering.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import datetime
from typing import TypeVar

from signage_core.entities.catalogue import Business, Package
from signage_core.entities.clients import Client
from signage_core.entities.logs import UserLog
from signage_core.entities.media import Media
from signage_core.entities.payments import Payment
from signage_core.entities.playlists import Playlist
from signage_core.entities.users import User
from signage_core.entities.videos import Video

T = TypeVar("T")


@dataclass
class Tables:
    """Documents are frozen dataclasses, so storing the instance is storing a copy."""

    lock: threading.RLock = field(default_factory=threading.RLock)
    users: dict[str, User] = field(default_factory=dict)
    clients: dict[str, Client] = field(default_factory=dict)
    payments: dict[str, Payment] = field(default_factory=dict)
    businesses: dict[str, Business] = field(default_factory=dict)
    packages: dict[str, Package] = field(default_factory=dict)
    videos: dict[str, Video] = field(default_factory=dict)
    medias: dict[str, Media] = field(default_factory=dict)
    playlists: dict[str, Playlist] = field(default_factory=dict)
    user_logs: dict[str, UserLog] = field(default_factory=dict)


def newest_first(items: Iterable[T], moment: Callable[[T], datetime | None]) -> list[T]:
    """Newest first by `moment`; among equal moments, the later-inserted document first."""
    ordered = list(items)
    ordered.reverse()
    ordered.sort(key=lambda item: moment_key(moment(item)), reverse=True)
    return ordered


def moment_key(moment: datetime | None) -> tuple[bool, float]:
    """Sort key for optional, timezone-aware datetimes: missing ones sort as the oldest."""
    if moment is None:
        return (False, 0.0)
    return (True, moment.timestamp())


def is_since(moment: datetime | None, since: datetime) -> bool:
    return moment is not None and moment.timestamp() >= since.timestamp()
