"""In-memory `clients`, with the atomic update and the delete that takes the payments along."""

from __future__ import annotations

from collections.abc import Callable

from signage_core.entities.clients import Client
from signage_core.entities.payments import Payment
from signage_core.errors import NotFound

from ._tables import Tables

CLIENT_NOT_FOUND = "The client does not exist."


class MemoryClientRepository:
    """Implements `ClientRepository`. Every method holds the store's lock."""

    def __init__(self, tables: Tables) -> None:
        self._t = tables

    def get(self, client_id: str) -> Client | None:
        with self._t.lock:
            return self._t.clients.get(client_id)

    def find_by_user(self, user_id: str) -> Client | None:
        """The first client saved for the user (insertion order)."""
        with self._t.lock:
            return next((c for c in self._t.clients.values() if c.user_id == user_id), None)

    def list_all(self) -> list[Client]:
        with self._t.lock:
            clients = list(self._t.clients.values())
        return sorted(clients, key=lambda c: (c.business_name.casefold(), c.id))

    def save(self, client: Client) -> None:
        with self._t.lock:
            self._t.clients[client.id] = client

    def update(self, client_id: str, change: Callable[[Client], Client]) -> Client:
        with self._t.lock:
            current = self._t.clients.get(client_id)
            if current is None:
                raise NotFound(CLIENT_NOT_FOUND)
            changed = change(current)
            if changed.id != client_id:
                raise ValueError("an update must not change the client's id")
            self._t.clients[client_id] = changed
            return changed

    def delete_with_payments(self, client_id: str) -> list[Payment]:
        with self._t.lock:
            deleted = [p for p in self._t.payments.values() if p.client_id == client_id]
            for payment in deleted:
                del self._t.payments[payment.id]
            self._t.clients.pop(client_id, None)
            return deleted
