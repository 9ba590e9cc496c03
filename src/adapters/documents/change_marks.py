"""The change marks (`ports.change_marks`) as small documents of their own, one per scope, in
the `portalChanges` collection: `{"mark": <random>}`. A bump is one write; `current` is a
remembered read (`documents.remembered`), so on the embedded stores it reads nothing until
the store changes and sees a bump at once. Firestore's store cannot tell when another instance
wrote, so the Firestore backend learns of bumps through a listener
(`firebase.change_marks`)."""

from __future__ import annotations

import secrets
from collections.abc import Hashable

from .remembered import recall
from .store import DocumentStore

COLLECTION = "portalChanges"
NONE = ""
"""The mark of a scope never bumped."""


def new_mark() -> str:
    return secrets.token_hex(8)


class StoredChangeMarks:
    """Implements `ChangeMarks` on a document store."""

    staleness = 0.0

    def __init__(self, store: DocumentStore) -> None:
        self._store = store

    def bump(self, scope: str) -> str:
        """The new mark, written."""
        mark = new_mark()
        self.write(scope, mark)
        return mark

    def write(self, scope: str, mark: str) -> None:
        self._store.put(COLLECTION, scope, {"mark": mark})

    def current(self, scope: str) -> Hashable:
        return recall(self._store, ("mark", scope), lambda: self.read(scope))

    def read(self, scope: str) -> str:
        """The stored mark, read afresh."""
        found = self._store.get(COLLECTION, scope)
        return str(found.get("mark", NONE)) if found else NONE
