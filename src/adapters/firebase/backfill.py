"""Back-fills: helper fields the portal keeps beside the existing portal's fields, added to the
documents written before the portal kept them (docs/operations.md, `signage backfill`).

Each `Backfill` names the collections it covers and derives, from a stored document, the
helper fields it should hold. `run_backfills` reads every document of those collections once
and writes only the helper fields that are missing or differ, as field-path updates (no other
field is written), each on the condition that the document was not changed since it was read
(a document changed meanwhile is left to its own write, or to the next run). A second run
finds nothing to change. A new back-fill is one entry in BACKFILLS.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from google.api_core.exceptions import FailedPrecondition, NotFound

from ..documents.values import Document
from .clients import firestore_client
from .firestore_transaction import MAX_WRITES, field_updates
from .search_keys import KEYED, search_keys


@dataclass(frozen=True, slots=True)
class Backfill:
    name: str
    collections: tuple[str, ...]
    derive: Callable[[str, Document], Document]
    """The helper fields a stored document of the collection should hold."""


def stored_search_keys(collection: str, doc: Document) -> Document:
    """The search keys of every name field, a missing name counted as none (as on create)."""
    keyed = KEYED[collection]
    names = (*keyed.sorted, *keyed.searched)
    return search_keys(collection, {name: doc.get(name) for name in names})


BACKFILLS: tuple[Backfill, ...] = (Backfill("search keys", tuple(KEYED), stored_search_keys),)


@dataclass(frozen=True, slots=True)
class Filled:
    """What one back-fill did to one collection."""

    backfill: str
    collection: str
    read: int
    changed: int

    def describe(self) -> str:
        return f"{self.backfill}: {self.changed} of {self.read} {self.collection} changed"


Change = tuple[Any, Document]
"""A document snapshot and the helper fields to write on it."""


def backfill_project(project_id: str) -> list[Filled]:
    """Every back-fill, on the project's Firestore (the emulator's when its variable is set)."""
    db = firestore_client(project_id)
    try:
        return run_backfills(db)
    finally:
        db.close()


def run_backfills(db: Any, backfills: Sequence[Backfill] = BACKFILLS) -> list[Filled]:
    return [_fill(db, each, collection) for each in backfills for collection in each.collections]


def _fill(db: Any, backfill: Backfill, collection: str) -> Filled:
    read, changes = 0, []
    for snapshot in db.collection(collection).stream():
        read += 1
        if change := _change(snapshot, backfill.derive(collection, snapshot.to_dict() or {})):
            changes.append(change)
    written = sum(_write(db, chunk) for chunk in _chunks(changes))
    return Filled(backfill.name, collection, read, written)


def _change(snapshot: Any, derived: Document) -> Change | None:
    stored = snapshot.to_dict() or {}
    fields = {name: value for name, value in derived.items() if stored.get(name) != value}
    return (snapshot, fields) if fields else None


def _write(db: Any, changes: Sequence[Change]) -> int:
    """One batch; when a document in it changed or went since it was read, each alone."""
    batch = db.batch()
    for snapshot, fields in changes:
        batch.update(snapshot.reference, field_updates(fields), option=_unchanged(db, snapshot))
    try:
        batch.commit()
    except (FailedPrecondition, NotFound):
        return sum(_write_one(db, snapshot, fields) for snapshot, fields in changes)
    return len(changes)


def _write_one(db: Any, snapshot: Any, fields: Document) -> int:
    try:
        snapshot.reference.update(field_updates(fields), option=_unchanged(db, snapshot))
    except (FailedPrecondition, NotFound):
        return 0
    return 1


def _unchanged(db: Any, snapshot: Any) -> Any:
    return db.write_option(last_update_time=snapshot.update_time)


def _chunks(changes: list[Change]) -> Iterator[list[Change]]:
    for start in range(0, len(changes), MAX_WRITES):
        yield changes[start : start + MAX_WRITES]
