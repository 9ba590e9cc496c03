"""`clients` over a document store: `update` and `delete_with_payments` are transactions."""

from __future__ import annotations

from collections.abc import Callable

from signage_core.entities.clients import Client
from signage_core.entities.payments import Payment
from signage_core.errors import NotFound
from signage_core.paging import Page, PageRequest
from signage_core.validation.messages import CLIENT_NOT_FOUND

from .. import clients, payments
from ..query import equals
from ..store import DocumentReader, DocumentStore, Gone, Transaction
from .kind import Kind, Stored

CLIENTS = Kind(clients.COLLECTION, clients.to_document, clients.from_document)
PAYMENTS = Kind(payments.COLLECTION, payments.to_document, payments.from_document)


def existing_client(reader: DocumentReader, client_id: str) -> Client:
    """The stored client; NotFound when there is none."""
    found = CLIENTS.get(reader, client_id)
    if found is None:
        raise NotFound(CLIENT_NOT_FOUND)
    return found


class StoredClients(Stored[Client]):
    """Implements `ClientRepository`."""

    def __init__(self, store: DocumentStore) -> None:
        super().__init__(store, CLIENTS)

    def find_by_user(self, user_id: str) -> Client | None:
        """The first client stored for the user."""
        return self._answer(("by user", user_id), lambda: self._first(equals("userId", user_id)))

    def list_all(self) -> list[Client]:
        """By business name, case-folded, then id."""
        return sorted(self._find(), key=lambda client: (client.business_name.casefold(), client.id))

    def page(self, request: PageRequest) -> Page[Client]:
        """By business name, case-folded, then first stored; `q` searches the name."""
        query = CLIENTS.query(by_folded="businessName")
        return self._page(request, query, "businessName")

    def update(self, client_id: str, change: Callable[[Client], Client]) -> Client:
        def work(tx: Transaction) -> Client:
            current = existing_client(tx, client_id)
            changed = change(current)
            if changed.id != client_id:
                raise ValueError("an update must not change the client's id")
            CLIENTS.update(tx, changed, current)
            return changed

        try:
            return self._store.transaction(work)
        except Gone as error:
            raise NotFound(CLIENT_NOT_FOUND) from error

    def delete_with_payments(self, client_id: str) -> list[Payment]:
        def work(tx: Transaction) -> list[Payment]:
            deleted = PAYMENTS.find(tx, PAYMENTS.query(equals("ClientID", client_id)))
            for payment in deleted:
                PAYMENTS.delete(tx, payment.id)
            CLIENTS.delete(tx, client_id)
            return deleted

        return self._store.transaction(work)
