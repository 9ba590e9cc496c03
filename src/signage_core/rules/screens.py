"""Screens: pairing codes, device secrets, a screen's status and how many a client may pair."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import replace
from datetime import datetime

from signage_core.entities.catalogue import Package
from signage_core.entities.screens import Screen, ScreenStatus
from signage_core.limits import (
    PAIRING_CODE_LENGTH,
    SCREEN_ONLINE_WINDOW,
    SCREENS_WITHOUT_PACKAGE,
)

PAIRING_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Capitals and digits without the look-alikes 0/O and 1/I: read off a TV across a room."""
SECRET_BYTES = 32


def new_pairing_code() -> str:
    return "".join(secrets.choice(PAIRING_ALPHABET) for _ in range(PAIRING_CODE_LENGTH))


def normalise_code(code: str) -> str:
    """A code as typed: blanks, dashes (`ABCD-EFGH` as the TV shows it) and lower case
    forgiven."""
    return "".join(code.split()).replace("-", "").upper()


def is_pairing_code(code: str) -> bool:
    return len(code) == PAIRING_CODE_LENGTH and all(c in PAIRING_ALPHABET for c in code)


def new_secret() -> str:
    """A poll token or device token: 256 random bits, URL-safe."""
    return secrets.token_urlsafe(SECRET_BYTES)


def new_device_token(screen_id: str) -> str:
    """`{screen id}.{secret}`: the screen is read by its id (no query over digests), and the
    whole token must match the screen's stored digest."""
    return f"{screen_id}.{new_secret()}"


def screen_id_of(device_token: str) -> str:
    """The screen id a device token names ('' for a token of another shape)."""
    screen_id, dot, secret = device_token.partition(".")
    return screen_id if dot and secret else ""


def secret_digest(secret: str) -> str:
    """What is stored of a secret: its SHA-256, hex."""
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def same_digest(secret: str, digest: str) -> bool:
    return bool(digest) and secrets.compare_digest(secret_digest(secret), digest)


def last_seen(screen: Screen, heartbeat: datetime | None) -> Screen:
    """`screen` seen at its heartbeat, or at its stored lastSeenAt (written before heartbeats
    were kept apart) when that is later or there is no heartbeat."""
    stored = screen.last_seen_at
    if heartbeat is None or (stored is not None and stored >= heartbeat):
        return screen
    return replace(screen, last_seen_at=heartbeat)


def screen_status(screen: Screen, now: datetime) -> ScreenStatus:
    if screen.last_seen_at is None:
        return ScreenStatus.WAITING
    if now - screen.last_seen_at <= SCREEN_ONLINE_WINDOW:
        return ScreenStatus.ONLINE
    return ScreenStatus.OFFLINE


def screen_allowance(package: Package | None) -> int:
    """The screens a client may have: its package's Units (TVs), paid for or in trial."""
    return package.units if package is not None else SCREENS_WITHOUT_PACKAGE
