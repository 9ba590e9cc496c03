"""`emergencies` over a document store (issue 26)."""

from __future__ import annotations

from datetime import datetime

from signage_core.entities.emergencies import EmergencyMessage

from .. import emergencies
from ..query import at_least, equals
from ..store import DocumentStore
from .kind import Kind, Stored

EMERGENCIES = Kind(emergencies.COLLECTION, emergencies.to_document, emergencies.from_document)


class StoredEmergencies(Stored[EmergencyMessage]):
    """Implements `EmergencyRepository`."""

    def __init__(self, store: DocumentStore) -> None:
        super().__init__(store, EMERGENCIES)

    def list_ending_since(self, client_id: str | None, moment: datetime) -> list[EmergencyMessage]:
        """One query: by its end time, narrowed to the client when one is named."""
        target = () if client_id is None else (equals("clientId", client_id),)
        found = self._find(*target, at_least("endsAt", moment))
        return sorted(found, key=lambda message: (message.starts_at, message.id), reverse=True)
