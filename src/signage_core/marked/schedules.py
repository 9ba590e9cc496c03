"""Schedule entries whose writes bump their client's mark, so every manifest built from the
client's schedule is read again."""

from __future__ import annotations

from signage_core.entities.schedules import ScheduleEntry
from signage_core.ports.change_marks import ChangeMarks
from signage_core.ports.schedule_repository import EntriesCheck, ScheduleRepository
from signage_core.rules.change_scopes import client_scope


class MarkedSchedules:
    """A `ScheduleRepository` bumping the entry's client after each write."""

    def __init__(self, schedules: ScheduleRepository, marks: ChangeMarks) -> None:
        self._schedules, self._marks = schedules, marks
        self.get, self.for_client = schedules.get, schedules.for_client

    def save(self, entry: ScheduleEntry) -> None:
        self._schedules.save(entry)
        self._marks.bump(client_scope(entry.client_id))

    def write_checked(
        self,
        entry: ScheduleEntry,
        check: EntriesCheck,
        *,
        existing: bool,
    ) -> bool:
        written = self._schedules.write_checked(entry, check, existing=existing)
        if written:
            self._marks.bump(client_scope(entry.client_id))
        return written

    def delete(self, entry_id: str) -> None:
        entry = self._schedules.get(entry_id)
        self._schedules.delete(entry_id)
        if entry is not None:
            self._marks.bump(client_scope(entry.client_id))

    def delete_for_client(self, client_id: str) -> None:
        self._schedules.delete_for_client(client_id)
        self._marks.bump(client_scope(client_id))
