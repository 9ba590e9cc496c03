"""The portal's own security records over a document store (not collections of spec §3):
recent attempts for the throttles, and each user's session stamp."""

from __future__ import annotations

import hashlib
from datetime import datetime

from ..store import DocumentStore, Transaction
from ..values import read_text, read_time

ATTEMPTS = "portalAttempts"
SESSION_STAMPS = "portalSessionStamps"


def attempt_doc_id(key: str) -> str:
    """A key as a document id: its SHA-256, so no email or address is stored and any key is
    a valid Firestore id."""
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


def _times(document: dict[str, object] | None) -> list[datetime]:
    values = document.get("times") if document else None
    found = [read_time(value) for value in values] if isinstance(values, list) else []
    return sorted(moment for moment in found if moment is not None)


class StoredAttemptLog:
    """Implements `AttemptLog`: one document per key, `times` its kept attempts."""

    def __init__(self, store: DocumentStore) -> None:
        self._store = store

    def times(self, key: str) -> list[datetime]:
        return _times(self._store.get(ATTEMPTS, attempt_doc_id(key)))

    def add(self, key: str, at: datetime, *, forget_until: datetime) -> None:
        doc_id = attempt_doc_id(key)

        def work(tx: Transaction) -> None:
            kept = [moment for moment in _times(tx.get(ATTEMPTS, doc_id)) if moment > forget_until]
            tx.put(ATTEMPTS, doc_id, {"times": sorted([*kept, at])})

        self._store.transaction(work)

    def clear(self, key: str) -> None:
        self._store.delete(ATTEMPTS, attempt_doc_id(key))


class StoredSessionStamps:
    """Implements `SessionStamps`: one document per user id, `stamp` its stamp."""

    def __init__(self, store: DocumentStore) -> None:
        self._store = store

    def current(self, user_id: str) -> str:
        key = ("get", SESSION_STAMPS, user_id)
        document = self._store.remember(key, lambda: self._store.get(SESSION_STAMPS, user_id))
        return read_text(document, "stamp") if document else ""

    def save(self, user_id: str, stamp: str) -> None:
        self._store.put(SESSION_STAMPS, user_id, {"stamp": stamp})
