"""Spent recovery codes (`portalSpentRecoveryCodes`): one document per code a user signed in
with, its id `{userId}-{digest}` (userId, digest).

A code is spent with the store's `create`, which the server refuses when the id exists, so two
requests racing with one code never both sign in, on any backend: Firestore's transactions are
not needed for it (the emulator's are not isolated, `tests/support/firebase_gaps.py`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..query import Query, equals
from ..store import DocumentReader, DocumentStore, Transaction
from ..values import read_text

SPENT_RECOVERY_CODES = "portalSpentRecoveryCodes"


def spent_id(user_id: str, digest: str) -> str:
    return f"{user_id}-{digest}"


def spent_of(doc_id: str, data: Mapping[str, Any]) -> tuple[str, str]:
    """(userId, digest) of a mark; ValueError when its id is not the one `spend` gives it."""
    user_id, digest = read_text(data, "userId"), read_text(data, "digest")
    if not user_id or not digest or doc_id != spent_id(user_id, digest):
        raise ValueError(f"the mark {doc_id[:80]!r} is not {{userId}}-{{digest}} of its fields")
    return user_id, digest


def spent_document(mark: tuple[str, str]) -> dict[str, Any]:
    return {"userId": mark[0], "digest": mark[1]}


class SpentRecoveryCodes:
    """The codes of each user already signed in with, kept until their record is replaced."""

    def __init__(self, store: DocumentStore) -> None:
        self._store = store

    def spend(self, user_id: str, digest: str) -> bool:
        """True for the one request that spends the code; False when it was spent before."""
        document = spent_document((user_id, digest))
        return self._store.create(SPENT_RECOVERY_CODES, spent_id(user_id, digest), document)

    def of(self, user_id: str, reader: DocumentReader | None = None) -> set[str]:
        """The digests `user_id` has spent (read in `reader`, a transaction, when given)."""
        query = Query(SPENT_RECOVERY_CODES, (equals("userId", user_id),))
        return {read_text(data, "digest") for _, data in (reader or self._store).find(query)}

    def forget_in(self, tx: Transaction, user_id: str, digests: set[str]) -> None:
        """Delete the marks of `digests` (read with `of(user_id, tx)`) in `tx`."""
        for digest in digests:
            tx.delete(SPENT_RECOVERY_CODES, spent_id(user_id, digest))
