"""`schedules` (ours, issue 26): clientID, targetKind ("screen" | "group" | "all"), targetId,
playlistId, days (weekday numbers, 0 = Monday), start and end ("HH:MM" local time), startsOn
and endsOn ("YYYY-MM-DD" or absent), priority, switch ("itemEnd" | "now"), createdAt; over a
document store, so every backend keeps them alike. A field that does not read as its kind
reads as its default (an entry stays listable, and its edit is checked again).

`scheduleLocks` (ours): one document per client, `{"entryId": <the last entry written>}`,
read and written by every checked write of the client's schedule, so that on Firestore two
racing writes contend on it and one reads what the other wrote (the embedded stores run one
transaction at a time anyway)."""

from __future__ import annotations

from datetime import date, time
from typing import Any, TypeVar

from signage_core.entities.schedules import ScheduleEntry, Switch, TargetKind
from signage_core.ports.schedule_repository import EntriesCheck

from ..query import equals
from ..store import DocumentReader, DocumentStore, Gone, Transaction
from ..values import Document, read_int, read_moment, read_text
from .kind import Kind, Stored

COLLECTION = "schedules"
LOCKS = "scheduleLocks"
M = TypeVar("M", TargetKind, Switch)


def entry_document(entry: ScheduleEntry) -> Document:
    return {
        "clientID": entry.client_id,
        "targetKind": entry.target_kind.value,
        "targetId": entry.target_id,
        "playlistId": entry.playlist_id,
        "days": sorted(entry.days),
        "start": entry.start.strftime("%H:%M"),
        "end": entry.end.strftime("%H:%M"),
        "startsOn": entry.starts_on.isoformat() if entry.starts_on else None,
        "endsOn": entry.ends_on.isoformat() if entry.ends_on else None,
        "priority": entry.priority,
        "switch": entry.switch.value,
        "createdAt": entry.created_at,
    }


def entry_of(doc_id: str, data: dict[str, Any]) -> ScheduleEntry:
    return ScheduleEntry(
        id=doc_id,
        client_id=read_text(data, "clientID"),
        target_kind=_member(TargetKind, read_text(data, "targetKind"), TargetKind.ALL),
        target_id=read_text(data, "targetId"),
        playlist_id=read_text(data, "playlistId"),
        days=_days(data.get("days")),
        start=_time(read_text(data, "start")),
        end=_time(read_text(data, "end")),
        starts_on=_date(read_text(data, "startsOn")),
        ends_on=_date(read_text(data, "endsOn")),
        priority=read_int(data, "priority"),
        switch=_member(Switch, read_text(data, "switch"), Switch.ITEM_END),
        created_at=read_moment(data, "createdAt", f"{COLLECTION}/{doc_id}"),
    )


def _member(kind: type[M], text: str, default: M) -> M:
    return kind(text) if text in {m.value for m in kind} else default


def _days(value: object) -> frozenset[int]:
    listed = value if isinstance(value, list) else []
    return frozenset(d for d in listed if isinstance(d, int) and 0 <= d <= 6)


def _time(text: str) -> time:
    try:
        return time.fromisoformat(text).replace(second=0, microsecond=0, tzinfo=None)
    except ValueError:
        return time(0, 0)


def _date(text: str) -> date | None:
    try:
        return date.fromisoformat(text) if text else None
    except ValueError:
        return None


ENTRIES = Kind(COLLECTION, entry_document, entry_of)


class StoredSchedules(Stored[ScheduleEntry]):
    """Implements `ScheduleRepository`: one query by clientID (no composite index), the
    entries ordered here (a client has few)."""

    def __init__(self, store: DocumentStore) -> None:
        super().__init__(store, ENTRIES)

    def for_client(self, client_id: str) -> tuple[ScheduleEntry, ...]:
        return self._of_client(self._store, client_id)

    def _of_client(self, reader: DocumentReader, client_id: str) -> tuple[ScheduleEntry, ...]:
        """The client's entries, the oldest first (then by id), read through `reader`: the
        store (remembered) or a transaction (afresh)."""
        found = self._kind.find(reader, self._kind.query(equals("clientID", client_id)))
        found.sort(key=lambda e: (e.created_at.isoformat() if e.created_at else "", e.id))
        return tuple(found)

    def write_checked(
        self,
        entry: ScheduleEntry,
        check: EntriesCheck,
        *,
        existing: bool,
    ) -> bool:
        """One transaction: the client's lock and entries read, `check`, the entry and the
        lock written (an edit writes only the fields it changed)."""

        def work(tx: Transaction) -> bool:
            tx.get(LOCKS, entry.client_id)
            entries = self._of_client(tx, entry.client_id)
            before = next((e for e in entries if e.id == entry.id), None)
            if existing and before is None:
                return False
            check(entries)
            tx.put(LOCKS, entry.client_id, {"entryId": entry.id})
            if before is None:
                self._kind.put(tx, entry)
            else:
                self._kind.update(tx, entry, before)
            return True

        try:
            return self._store.transaction(work)
        except Gone:
            return False

    def delete(self, entry_id: str) -> None:
        self._delete(entry_id)

    def delete_for_client(self, client_id: str) -> None:
        for entry in self.for_client(client_id):
            self._delete(entry.id)
        self._store.delete(LOCKS, client_id)
