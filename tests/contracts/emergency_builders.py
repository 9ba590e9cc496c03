"""Emergency messages for the contract tests."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

from signage_core.entities.emergencies import EmergencyMessage
from signage_core.ids import new_id


def a_message(client_id: str, starts_at: datetime, **changes: Any) -> EmergencyMessage:
    """Sent at `starts_at`, ending an hour later."""
    fields: dict[str, Any] = {
        "id": new_id(), "client_id": client_id, "text": "Fire drill", "colour": "#cc0000",
        "starts_at": starts_at, "ends_at": starts_at + timedelta(hours=1),
        "sent_by_id": "u1", "sent_by_email": "u1@example.com", **changes,
    }  # fmt: skip
    return EmergencyMessage(**fields)
