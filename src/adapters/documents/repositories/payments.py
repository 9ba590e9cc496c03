"""`payments` over a document store: `save_with_client` also renews the client, atomically."""

from __future__ import annotations

from collections.abc import Callable

from signage_core.entities.clients import Client
from signage_core.entities.payments import Payment
from signage_core.errors import NotFound
from signage_core.paging import Page, PageRequest
from signage_core.ports.payment_repository import SavedPayment
from signage_core.validation.messages import CLIENT_NOT_FOUND

from ..query import equals
from ..store import DocumentReader, DocumentStore, Gone, Transaction
from .clients import CLIENTS, PAYMENTS, existing_client
from .kind import Stored

NEWEST_FIRST = "Payment_Date"
"""Same-day payments list the later-stored one first (the store's tie-break)."""

ChangeClient = Callable[[Client, Payment | None], Client]


def with_reference(reader: DocumentReader, reference: str, *, besides: str = "") -> Payment | None:
    """The first payment stored with `reference` other than `besides`; an empty reference
    (many manual payments have none) matches nothing."""
    if not reference:
        return None
    found = PAYMENTS.find(reader, PAYMENTS.query(equals("PaymentReference", reference), limit=2))
    return next((payment for payment in found if payment.id != besides), None)


class StoredPayments(Stored[Payment]):
    """Implements `PaymentRepository`."""

    def __init__(self, store: DocumentStore) -> None:
        super().__init__(store, PAYMENTS)

    def list_all(self) -> list[Payment]:
        return self._find(newest_first=NEWEST_FIRST)

    def list_for_client(self, client_id: str) -> list[Payment]:
        return self._find(equals("ClientID", client_id), newest_first=NEWEST_FIRST)

    def page(self, request: PageRequest, client_id: str | None = None) -> Page[Payment]:
        """Every payment, or one client's, newest Payment_Date first; `q` searches the
        reference."""
        where = (equals("ClientID", client_id),) if client_id is not None else ()
        query = PAYMENTS.query(*where, newest_first=NEWEST_FIRST)
        return self._page(request, query, "PaymentReference")

    def has_payments(self, client_id: str) -> bool:
        def read() -> bool:
            return self._first(equals("ClientID", client_id)) is not None

        return self._answer(("any of client", client_id), read)

    def find_by_reference(self, reference: str) -> Payment | None:
        return with_reference(self._store, reference)

    def save_with_client(
        self, payment: Payment, change_client: ChangeClient, *, unique_reference: bool = False
    ) -> SavedPayment:
        def work(tx: Transaction) -> SavedPayment:
            client = existing_client(tx, payment.client_id)
            if unique_reference:
                twin = with_reference(tx, payment.reference, besides=payment.id)
                if twin is not None:
                    return SavedPayment(payment=twin, client=client, created=False)
            previous = PAYMENTS.get(tx, payment.id)
            renewed = change_client(client, previous)
            if previous is None:
                PAYMENTS.put(tx, payment)
            else:
                PAYMENTS.update(tx, payment, previous)
            CLIENTS.update(tx, renewed, client)
            return SavedPayment(payment=payment, client=renewed, created=previous is None)

        try:
            return self._store.transaction(work)
        except Gone as error:
            raise NotFound(CLIENT_NOT_FOUND) from error
