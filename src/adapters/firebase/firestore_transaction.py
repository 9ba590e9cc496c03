"""The kit's `Transaction` on a Firestore transaction: reads go through it (and lock, on the
server libraries), writes are collected and handed to it only when `work` returns."""

from __future__ import annotations

from typing import Any

from google.cloud.firestore_v1.field_path import FieldPath

from ..documents.query import Query
from ..documents.store import Row
from ..documents.values import Document
from .firestore_find import Finder


def named_fields(doc: Document) -> list[FieldPath] | bool:
    """`set` replaces these top-level fields whole and keeps every other field the stored
    document has (the kit's `put`); an empty document only makes sure the document exists."""
    return [FieldPath(name) for name in doc] or True


MAX_WRITES = 500
"""The write limit of one Firestore commit (batch or transaction) this adapter keeps to."""

Write = tuple[str, str, Document | None]


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
        return found.to_dict() if found is not None else None

    def find(self, query: Query) -> list[Row]:
        self._check_no_writes()
        return Finder(self._db, self._tx.get).find(query)

    def put(self, collection: str, doc_id: str, doc: Document) -> None:
        self._writes.append((collection, doc_id, doc))

    def delete(self, collection: str, doc_id: str) -> None:
        self._writes.append((collection, doc_id, None))

    def commit(self) -> None:
        """Hand the writes to the Firestore transaction, which commits them together."""
        if len(self._writes) > MAX_WRITES:
            raise TooManyWrites(
                f"{len(self._writes)} writes in one transaction (at most {MAX_WRITES})"
            )
        for collection, doc_id, doc in self._writes:
            ref = self._db.collection(collection).document(doc_id)
            if doc is None:
                self._tx.delete(ref)
            else:
                self._tx.set(ref, doc, merge=named_fields(doc))

    def _check_no_writes(self) -> None:
        if self._writes:
            raise RuntimeError("a transaction reads everything before its first write")
