"""Documents written by id in batches, one transaction per batch (Firestore: one commit, at
most 500 writes): what a store of many small records (the plays) is filled with at once.
Writing a batch again writes the same documents over themselves."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from .store import DocumentStore, Transaction
from .values import Document

PER_COMMIT = 500


def put_batched(
    store: DocumentStore,
    collection: str,
    rows: Sequence[tuple[str, Document]],
    per_commit: int = PER_COMMIT,
) -> None:
    for start in range(0, len(rows), per_commit):
        chunk = rows[start : start + per_commit]
        store.transaction(partial(_put, collection=collection, rows=chunk))


def _put(tx: Transaction, collection: str, rows: Sequence[tuple[str, Document]]) -> None:
    for doc_id, document in rows:
        tx.put(collection, doc_id, document)
