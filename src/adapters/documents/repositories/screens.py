"""`screens` and `screenPairings` over a document store (issue 15)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from signage_core.entities.screens import Pairing, Screen

from .. import screen_pairings, screens
from ..query import before, equals
from ..store import DocumentStore, Gone, Transaction
from .kind import E, Kind, Stored
from .screen_slots import ScreenSlots

SCREENS = Kind(screens.COLLECTION, screens.to_document, screens.from_document)
PAIRINGS = Kind(
    screen_pairings.COLLECTION, screen_pairings.to_document, screen_pairings.from_document
)


class _Changing(Stored[E]):
    def _change(self, doc_id: str, change: Callable[[E], E | None]) -> E | None:
        def work(tx: Transaction) -> E | None:
            stored = self._kind.get(tx, doc_id)
            if stored is None:
                return None
            changed = change(stored)
            if changed is not None:
                self._kind.update(tx, changed, stored)
            return changed

        try:
            return self._store.transaction(work)
        except Gone:
            return None


class StoredScreens(_Changing[Screen]):
    """Implements `ScreenRepository`."""

    def __init__(self, store: DocumentStore) -> None:
        super().__init__(store, SCREENS)
        self._slots = ScreenSlots(store)

    def list_for_client(self, client_id: str) -> list[Screen]:
        return list(reversed(self._find(equals("clientID", client_id), newest_first="createdAt")))

    def count_for_client(self, client_id: str) -> int:
        return self._store.count(SCREENS.query(equals("clientID", client_id)))

    def change(self, screen_id: str, change: Callable[[Screen], Screen | None]) -> Screen | None:
        return self._change(screen_id, change)

    def delete(self, screen_id: str) -> None:
        """The screen and its place in one transaction."""

        def work(tx: Transaction) -> None:
            screen = SCREENS.get(tx, screen_id)
            SCREENS.delete(tx, screen_id)
            if screen is not None:
                self._slots.free_in(tx, screen.client_id, screen.slot)

        self._store.transaction(work)

    def take_slot(self, client_id: str, allowed: int, screen_id: str) -> int:
        return self._slots.take(client_id, allowed, screen_id)

    def free_slot(self, client_id: str, slot: int) -> None:
        self._slots.free(client_id, slot)


class StoredPairings(_Changing[Pairing]):
    """Implements `PairingRepository`."""

    def __init__(self, store: DocumentStore) -> None:
        super().__init__(store, PAIRINGS)

    def change(self, code: str, change: Callable[[Pairing], Pairing | None]) -> Pairing | None:
        return self._change(code, change)

    def take(self, code: str, accept: Callable[[Pairing], bool]) -> Pairing | None:
        def work(tx: Transaction) -> Pairing | None:
            stored = PAIRINGS.get(tx, code)
            if stored is None or not accept(stored):
                return None
            PAIRINGS.delete(tx, code)
            return stored

        return self._store.transaction(work)

    def delete_expired(self, now: datetime, at_most: int) -> int:
        found = self._find(before("expiresAt", now), limit=at_most)
        expired = [self.take(p.code, lambda stored: stored.expires_at < now) for p in found]
        return sum(1 for pairing in expired if pairing is not None)
