"""The numbered places of a client's package (`screenSlots`), taken and given back by the
screens repository (issue 27: the limit holds under racing claims)."""

from __future__ import annotations

from ..query import Query, equals
from ..screen_slots import COLLECTION, slot_id, slot_of, to_document
from ..store import DocumentStore, Transaction


class ScreenSlots:
    """Places taken with the store's `create`: of claims racing for one place, one wins."""

    def __init__(self, store: DocumentStore) -> None:
        self._store = store

    def take(self, client_id: str, allowed: int, screen_id: str) -> int:
        """The first place not already taken, tried in order; 0 when none is left."""
        taken = self._taken(client_id)
        for slot in range(1, allowed + 1):
            if slot not in taken and self._create(client_id, slot, screen_id):
                return slot
        return 0

    def free(self, client_id: str, slot: int) -> None:
        if slot > 0:
            self._store.delete(COLLECTION, slot_id(client_id, slot))

    def free_in(self, tx: Transaction, client_id: str, slot: int) -> None:
        """Give the place back in `tx` (with the delete of the screen that held it)."""
        if slot > 0:
            tx.delete(COLLECTION, slot_id(client_id, slot))

    def _taken(self, client_id: str) -> set[int]:
        found = self._store.find(Query(COLLECTION, (equals("clientID", client_id),)))
        return {slot_of(data) for _, data in found}

    def _create(self, client_id: str, slot: int, screen_id: str) -> bool:
        document = to_document(client_id, slot, screen_id)
        return self._store.create(COLLECTION, slot_id(client_id, slot), document)
