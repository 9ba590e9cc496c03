"""Reset-token digests in a document store (collection `portalResetTokens`): the backing of
the reset-token policy for an identity without storage of its own (Firebase Auth)."""

from __future__ import annotations

from datetime import datetime

from ..documents.query import Query, equals
from ..documents.store import DocumentStore
from ..documents.values import read_text, read_time

COLLECTION = "portalResetTokens"


class DocumentTokenBacking:
    """Implements `TokenBacking`: one document per digest, `{uid, expiresAt}`."""

    def __init__(self, store: DocumentStore) -> None:
        self._store = store

    def add(self, digest: str, uid: str, expires_at: datetime, now: datetime) -> None:
        """The policy spends the account's older digests first, so none pile up."""
        self._store.put(COLLECTION, digest, {"uid": uid, "expiresAt": expires_at})

    def holder(self, digest: str, now: datetime) -> str | None:
        document = self._store.get(COLLECTION, digest)
        until = read_time(document.get("expiresAt")) if document else None
        if document is None or until is None or until <= now:
            return None
        return read_text(document, "uid") or None

    def spend_all(self, uid: str) -> None:
        for doc_id, _ in self._store.find(Query(COLLECTION, (equals("uid", uid),))):
            self._store.delete(COLLECTION, doc_id)
