"""The emergency messages (`emergencies`)."""

from __future__ import annotations

from datetime import datetime
from typing import Protocol

from signage_core.entities.emergencies import EmergencyMessage


class EmergencyRepository(Protocol):
    """Messages by id, and those of a target still showing or lately ended. A save that can
    change what screens show bumps a change mark (`marked.emergencies`)."""

    def get(self, message_id: str) -> EmergencyMessage | None: ...

    def save(self, message: EmergencyMessage) -> None:
        """Write the message whole (a new one, or one cancelled)."""
        ...

    def list_ending_since(self, client_id: str | None, moment: datetime) -> list[EmergencyMessage]:
        """The messages whose end time is at or after `moment`, newest start first: of one
        client (`client_id`), to every client (`EVERY_CLIENT`), or of any target (None).
        Cancelled ones are listed too (their end time is kept)."""
        ...
