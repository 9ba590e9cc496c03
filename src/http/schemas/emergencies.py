"""Emergency messages on the wire (issue 26): what a user sends, what the portal lists, and
what a screen's manifest carries of the one it shows."""

from __future__ import annotations

from datetime import datetime

import msgspec

from signage_core.entities.emergencies import EmergencyInput, EmergencyStatus
from signage_core.entities.player import ManifestEmergency


class SendEmergencyBody(msgspec.Struct, rename="camel", forbid_unknown_fields=True):
    text: str = ""
    colour: str = ""
    ends_at: datetime | None = None
    """With its offset from UTC; at most SIGNAGE_EMERGENCY_MAX_HOURS from now."""
    image_media_id: str | None = None
    """An image media of the Client's own library; staff messages are text only."""
    client_id: str | None = None
    """Staff only: the client whose screens show it (null: every client's)."""
    group_id: str | None = None
    """A Client only: one of its screen groups (null: all its screens)."""

    def sent(self) -> EmergencyInput:
        return EmergencyInput(
            self.text,
            self.colour,
            self.ends_at,
            self.image_media_id,
            self.client_id,
            self.group_id,
        )


class EmergencyView(msgspec.Struct, rename="camel"):
    """`screens`: the screens it targets now; `showing`: how many of them said in their
    latest report, within the last 2 minutes, that they show it."""

    id: str
    text: str
    colour: str
    image_url: str | None
    client_id: str | None
    """null: every client's screens."""
    client_name: str
    sent_by: str
    starts_at: datetime
    ends_at: datetime
    cancelled_at: datetime | None
    active: bool
    screens: int
    showing: int
    group_id: str | None
    """The client's screen group it targets (null: all the client's screens)."""
    group_name: str | None

    @classmethod
    def of(cls, s: EmergencyStatus) -> EmergencyView:
        m = s.message
        return cls(
            m.id, m.text, m.colour, m.image_url or None, m.client_id or None, s.client_name,
            m.sent_by_email, m.starts_at, m.ends_at, m.cancelled_at, s.active, s.screens,
            s.showing, m.group_id or None, s.group_name if m.group_id else None,
        )  # fmt: skip


class EmergencyPage(msgspec.Struct, rename="camel"):
    """Every message listed at once (newest first): `next_cursor` is always null."""

    items: list[EmergencyView]
    next_cursor: str | None = None


class ManifestEmergencyView(msgspec.Struct, rename="camel"):
    """Shown full-screen over everything until `endsAt` by the player's clock, or until a
    manifest no longer has it."""

    id: str
    text: str
    colour: str
    image_url: str | None
    ends_at: datetime

    @classmethod
    def of(cls, e: ManifestEmergency) -> ManifestEmergencyView:
        return cls(e.id, e.text, e.colour, e.image_url, e.ends_at)
