"""Emergency messages whose writes bump the scope of the screens they target."""

from __future__ import annotations

from signage_core.entities.emergencies import EmergencyMessage
from signage_core.ports.change_marks import ChangeMarks
from signage_core.ports.emergency_repository import EmergencyRepository
from signage_core.rules.change_scopes import emergency_scope


class MarkedEmergencies:
    """An `EmergencyRepository` bumping its target's scope: the client's, or the scope of
    the messages to every client (on every screen's manifest)."""

    def __init__(self, emergencies: EmergencyRepository, marks: ChangeMarks) -> None:
        self._emergencies, self._marks = emergencies, marks
        self.get, self.list_ending_since = emergencies.get, emergencies.list_ending_since

    def save(self, message: EmergencyMessage) -> None:
        self._emergencies.save(message)
        self._marks.bump(emergency_scope(message.client_id))
