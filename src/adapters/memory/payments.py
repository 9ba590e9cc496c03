"""In-memory `payments`, with the write that renews the client in the same transaction."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from signage_core.entities.clients import Client
from signage_core.entities.payments import Payment
from signage_core.errors import NotFound
from signage_core.ports.payment_repository import SavedPayment

from ._tables import Tables
from .clients import CLIENT_NOT_FOUND


def _newest_first(payments: Iterable[Payment]) -> list[Payment]:
    """By Payment_Date descending; the same day keeps the later-saved payment first."""
    indexed = list(enumerate(payments))
    indexed.sort(key=lambda pair: (pair[1].payment_date, pair[0]), reverse=True)
    return [payment for _, payment in indexed]


class MemoryPaymentRepository:
    """Implements `PaymentRepository`. Every method holds the store's lock."""

    def __init__(self, tables: Tables) -> None:
        self._t = tables

    def get(self, payment_id: str) -> Payment | None:
        with self._t.lock:
            return self._t.payments.get(payment_id)

    def list_all(self) -> list[Payment]:
        with self._t.lock:
            return _newest_first(self._t.payments.values())

    def list_for_client(self, client_id: str) -> list[Payment]:
        with self._t.lock:
            return _newest_first(p for p in self._t.payments.values() if p.client_id == client_id)

    def has_payments(self, client_id: str) -> bool:
        with self._t.lock:
            return any(p.client_id == client_id for p in self._t.payments.values())

    def find_by_reference(self, reference: str) -> Payment | None:
        if not reference:
            return None
        with self._t.lock:
            return next((p for p in self._t.payments.values() if p.reference == reference), None)

    def save(self, payment: Payment) -> None:
        with self._t.lock:
            self._t.payments[payment.id] = payment

    def save_with_client(
        self,
        payment: Payment,
        change_client: Callable[[Client, Payment | None], Client],
        *,
        unique_reference: bool = False,
    ) -> SavedPayment:
        with self._t.lock:
            client = self._t.clients.get(payment.client_id)
            if client is None:
                raise NotFound(CLIENT_NOT_FOUND)
            if unique_reference:
                twin = self._other_with_reference(payment)
                if twin is not None:
                    return SavedPayment(payment=twin, client=client, created=False)
            previous = self._t.payments.get(payment.id)
            renewed = change_client(client, previous)
            self._t.payments[payment.id] = payment
            self._t.clients[client.id] = renewed
            return SavedPayment(payment=payment, client=renewed, created=previous is None)

    def _other_with_reference(self, payment: Payment) -> Payment | None:
        found = self.find_by_reference(payment.reference)
        return found if found is not None and found.id != payment.id else None
