"""`schedules`: a client's weekly schedule entries (issue 26)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from signage_core.entities.schedules import ScheduleEntry

EntriesCheck = Callable[[tuple[ScheduleEntry, ...]], None]
"""Run by `write_checked` on the client's entries as stored: it raises to refuse the write."""


class ScheduleRepository(Protocol):
    """Each entry belongs to a client by clientID; a client has few (read whole)."""

    def get(self, entry_id: str) -> ScheduleEntry | None: ...

    def for_client(self, client_id: str) -> tuple[ScheduleEntry, ...]:
        """The client's entries, the oldest first (then by id)."""
        ...

    def save(self, entry: ScheduleEntry) -> None:
        """Write the whole entry (a new one or over the stored one)."""
        ...

    def write_checked(
        self,
        entry: ScheduleEntry,
        check: EntriesCheck,
        *,
        existing: bool,
    ) -> bool:
        """Read the client's entries, run `check` on them (it raises to refuse, and nothing
        is written) and write the entry, atomically and one at a time with every other
        `write_checked` of the client: of two racing entries that each check the other's
        absence, one is refused. With `existing`, False and nothing written when the entry is
        gone. `check` may run more than once, so it only computes."""
        ...

    def delete(self, entry_id: str) -> None:
        """The entry goes. Deleting a missing entry does nothing."""
        ...

    def delete_for_client(self, client_id: str) -> None:
        """Every entry of the client goes, and what its writes contend on (a deleted client)."""
        ...
