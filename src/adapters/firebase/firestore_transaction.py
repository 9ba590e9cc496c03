"""The kit's `Transaction` on a Firestore transaction: reads go through it (and lock, on the
server libraries), writes are collected and handed to it only when `work` returns."""

from __future__ import annotations

from typing import Any

from google.cloud.firestore_v1.field_path import FieldPath

from ..documents.query import Query
from ..documents.store import Row
from ..documents.values import Document
from .firestore_find import Finder, stored_data
from .search_keys import with_search_keys


def named_fields(doc: Document) -> list[FieldPath] | bool:
    """`set` replaces these top-level fields whole and keeps every other field the stored
    document has (the kit's `put`); an empty document only makes sure the document exists."""
    return [FieldPath(name) for name in doc] or True


def field_updates(doc: Document) -> dict[str, object]:
    """`doc` for `update`, which reads its keys as field paths: each name quoted as one
    top-level field (replaced whole, as `put` does)."""
    return {FieldPath(name).to_api_repr(): value for name, value in doc.items()}


MAX_WRITES = 500
"""The write limit of one Firestore commit (batch or transaction) this adapter keeps to."""

Write = tuple[str, str, Document | None, bool]
"""collection, id, the document (None: delete), and whether it must exist (an update)."""


class TooManyWrites(RuntimeError):
    """A transaction wrote more than MAX_WRITES documents."""


class FirestoreTransaction:
    def __init__(self, db: Any, tx: Any) -> None:
        self._db, self._tx = db, tx
        self._writes: list[Write] = []

    def get(self, collection: str, doc_id: str) -> Document | None:
        self._check_no_writes()
        snapshots = list(self._tx.get(self._db.collection(collection).document(doc_id)))
        found = snapshots[0] if snapshots and snapshots[0].exists else None
        return stored_data(found) if found is not None else None

    def find(self, query: Query) -> list[Row]:
        self._check_no_writes()
        return Finder(self._db, self._tx.get).find(query)

    def put(self, collection: str, doc_id: str, doc: Document) -> None:
        self._writes.append((collection, doc_id, with_search_keys(collection, doc), False))

    def update(self, collection: str, doc_id: str, doc: Document) -> None:
        """Firestore's `update`: its exists precondition fails the whole commit (NotFound) on
        the server when the document is gone, whatever this transaction read."""
        self._writes.append((collection, doc_id, with_search_keys(collection, doc), True))

    def delete(self, collection: str, doc_id: str) -> None:
        self._writes.append((collection, doc_id, None, False))

    def commit(self) -> None:
        """Hand the writes to the Firestore transaction, which commits them together; the
        updates first, so the emulator too (which applies a commit's writes in order up to
        a failed precondition) writes nothing when a document to update is gone."""
        if len(self._writes) > MAX_WRITES:
            raise TooManyWrites(
                f"{len(self._writes)} writes in one transaction (at most {MAX_WRITES})"
            )
        for collection, doc_id, doc, existing in sorted(self._writes, key=_updates_first):
            ref = self._db.collection(collection).document(doc_id)
            if doc is None:
                self._tx.delete(ref)
            elif existing:
                self._tx.update(ref, field_updates(doc))
            else:
                self._tx.set(ref, doc, merge=named_fields(doc))

    def _check_no_writes(self) -> None:
        if self._writes:
            raise RuntimeError("a transaction reads everything before its first write")


def _updates_first(write: Write) -> bool:
    return not write[3]
