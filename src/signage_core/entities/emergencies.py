"""Emergency messages (issue 26): a text, a colour and perhaps an image that a client's
screens (or every client's, from staff) show full-screen over everything until the message
ends by itself at its end time or is cancelled."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

EVERY_CLIENT = ""
"""The `client_id` of a staff message to every client's screens."""


@dataclass(frozen=True, slots=True)
class EmergencyMessage:
    """An `emergencies` document. `image_path`/`image_url` are the image media's stored
    object and link (as the media keeps them; '' for a text-only message)."""

    id: str
    client_id: str
    text: str
    colour: str
    starts_at: datetime
    ends_at: datetime
    sent_by_id: str
    sent_by_email: str
    image_media_id: str = ""
    image_path: str = ""
    image_url: str = ""
    cancelled_at: datetime | None = None
    group_id: str = ""
    """A Client's message to one of its screen groups ('' for all its screens): shown only by
    the screens in the group when a manifest is read."""

    @property
    def for_every_client(self) -> bool:
        return self.client_id == EVERY_CLIENT

    @property
    def ended_at(self) -> datetime:
        """When it stopped (or stops) showing: its cancel, else its end time."""
        return min(self.cancelled_at, self.ends_at) if self.cancelled_at else self.ends_at

    def active(self, now: datetime) -> bool:
        """Shown at `now`: started, not ended, not cancelled."""
        return self.starts_at <= now < self.ended_at

    def targets(self, client_id: str) -> bool:
        return self.for_every_client or self.client_id == client_id


@dataclass(frozen=True, slots=True)
class EmergencyInput:
    """A message as a user sends it, before any check. `client_id` None: the sender's own
    client (a Client), or every client's screens (staff)."""

    text: str
    colour: str
    ends_at: datetime | None
    image_media_id: str | None = None
    client_id: str | None = None
    group_id: str | None = None
    """A Client's own group (None: all its screens)."""


@dataclass(frozen=True, slots=True)
class EmergencyStatus:
    """A message as the portal lists it: the client it targets named ('' for every client),
    how many screens it targets now and how many of them report showing it."""

    message: EmergencyMessage
    client_name: str
    active: bool
    screens: int
    showing: int
    group_name: str = ""
    """The name of the group it targets ('' when it targets no group, or the group is gone)."""
