"""Screens (TV boxes playing a client's playlist) and the pairing codes that enrol them."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from enum import StrEnum

from signage_core.entities.screen_reports import NamedSkip, ScreenReport, ScreenState


class ScreenStatus(StrEnum):
    """What the portal knows of a screen's player, from its last manifest call."""

    WAITING = "waiting"
    """Paired, but its player has not fetched its playlist yet."""
    ONLINE = "online"
    OFFLINE = "offline"


@dataclass(frozen=True, slots=True)
class Screen:
    """A `screens` document. `token_digest` is the SHA-256 of the device token its player
    authenticates with ('' until the player has collected its token); `playlist_id` is ''
    when no playlist is assigned. `slot` is the numbered place of its client's package it
    holds (1..Units, see `ScreenRepository.take_slot`); 0 for a screen paired before places
    existed. `time_zone` overrides its client's for its schedule ('' = the client's)."""

    id: str
    name: str
    client_id: str
    playlist_id: str = ""
    token_digest: str = ""
    created_at: datetime | None = None
    last_seen_at: datetime | None = None
    slot: int = 0
    time_zone: str = ""


@dataclass(frozen=True, slots=True)
class Pairing:
    """A `screenPairings` document, its id the code a TV box shows. `poll_digest` is the
    SHA-256 of the secret the box polls with; `screen_id` is set once a client has used the
    code (then `expires_at` is when the box must have collected its device token)."""

    code: str
    poll_digest: str
    expires_at: datetime
    screen_id: str = ""

    @property
    def id(self) -> str:
        return self.code

    @property
    def claimed(self) -> bool:
        return bool(self.screen_id)

    def live(self, now: datetime) -> bool:
        return now < self.expires_at


@dataclass(frozen=True, slots=True)
class ScreenChanges:
    """A PATCH: None leaves a field as it is; playlist_id '' unassigns the playlist, time_zone
    '' clears the screen's own zone (its client's applies)."""

    name: str | None = None
    playlist_id: str | None = None
    time_zone: str | None = None

    def applied_to(self, screen: Screen) -> Screen:
        name = screen.name if self.name is None else self.name.strip()
        playlist_id = screen.playlist_id if self.playlist_id is None else self.playlist_id
        zone = screen.time_zone if self.time_zone is None else self.time_zone.strip()
        return replace(screen, name=name, playlist_id=playlist_id, time_zone=zone)


@dataclass(frozen=True, slots=True)
class ListedScreen:
    """A screen with its status at the time it was read; its state (issue 24; None where
        only the status was worked out) and since when it holds, its player's latest report,
        the name of the media it shows ('' when none or not one of its playlist's) and the media
    it could not play lately."""

    screen: Screen
    status: ScreenStatus
    state: ScreenState | None = None
    state_since: datetime | None = None
    report: ScreenReport | None = None
    showing_name: str = ""
    skips: tuple[NamedSkip, ...] = ()
    """The skips its page warns of (`rules.screen_states`)."""


@dataclass(frozen=True, slots=True)
class ScreenList:
    """A client's screens (oldest first) and how many its package allows (`limit`), so a
    screen can tell before a code is typed whether one more fits."""

    items: list[ListedScreen]
    limit: int
    trial: bool = False
    """True when the trial (no payments yet) is what limits the client, not its package."""
