"""Spent recovery codes (`portalSpentRecoveryCodes`): one document per code a user signed in
with, its id `{userId}-{digest}` (userId, digest).

A code is spent with the store's `create`, which the server refuses when the id exists, so two
requests racing with one code never both sign in, on any backend: Firestore's transactions are
not needed for it (the emulator's are not isolated, `tests/support/firebase_gaps.py`)."""

from __future__ import annotations

from ..query import Query, equals
from ..store import DocumentReader, DocumentStore, Transaction
from ..values import read_text

SPENT_RECOVERY_CODES = "portalSpentRecoveryCodes"


def spent_id(user_id: str, digest: str) -> str:
    return f"{user_id}-{digest}"


class SpentRecoveryCodes:
    """The codes of each user already signed in with, kept until their record is replaced."""

    def __init__(self, store: DocumentStore) -> None:
        self._store = store

    def spend(self, user_id: str, digest: str) -> bool:
        """True for the one request that spends the code; False when it was spent before."""
        document = {"userId": user_id, "digest": digest}
        return self._store.create(SPENT_RECOVERY_CODES, spent_id(user_id, digest), document)

    def of(self, user_id: str, reader: DocumentReader | None = None) -> set[str]:
        """The digests `user_id` has spent (read in `reader`, a transaction, when given)."""
        query = Query(SPENT_RECOVERY_CODES, (equals("userId", user_id),))
        return {read_text(data, "digest") for _, data in (reader or self._store).find(query)}

    def forget_in(self, tx: Transaction, user_id: str, digests: set[str]) -> None:
        """Delete the marks of `digests` (read with `of(user_id, tx)`) in `tx`."""
        for digest in digests:
            tx.delete(SPENT_RECOVERY_CODES, spent_id(user_id, digest))
