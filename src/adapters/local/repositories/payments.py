"""`payments` on SQLite: `save_with_client` writes the payment and renews the client at once."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from signage_core.entities.clients import Client
from signage_core.entities.payments import Payment
from signage_core.errors import NotFound
from signage_core.ports.payment_repository import SavedPayment

from ..database import Database
from ..mapping import clients as client_mapping
from ..mapping import payments as mapping
from ..schema import field
from ..store import Collection
from .clients import CLIENT_NOT_FOUND

_NEWEST_FIRST = f"{field('Payment_Date')} DESC, rowid DESC"
_REFERENCE = f"{field('PaymentReference')} = ?"

ChangeClient = Callable[[Client, Payment | None], Client]


class SqlitePaymentRepository:
    """Implements `PaymentRepository`. Same-day payments list the later-stored one first."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._docs = Collection(db, mapping.COLLECTION)
        self._clients = Collection(db, client_mapping.COLLECTION)

    def get(self, payment_id: str) -> Payment | None:
        data = self._docs.get(payment_id)
        return mapping.from_document(payment_id, data) if data is not None else None

    def list_all(self) -> list[Payment]:
        return [mapping.from_document(*row) for row in self._docs.select(order=_NEWEST_FIRST)]

    def list_for_client(self, client_id: str) -> list[Payment]:
        rows = self._docs.select(f"{field('ClientID')} = ?", (client_id,), order=_NEWEST_FIRST)
        return [mapping.from_document(*row) for row in rows]

    def has_payments(self, client_id: str) -> bool:
        return bool(self._docs.select(f"{field('ClientID')} = ?", (client_id,), limit=1))

    def find_by_reference(self, reference: str) -> Payment | None:
        """None for an empty reference (many manual payments have none)."""
        if not reference:
            return None
        rows = self._docs.select(_REFERENCE, (reference,), limit=1)
        return next((mapping.from_document(*row) for row in rows), None)

    def save(self, payment: Payment) -> None:
        self._docs.put(payment.id, mapping.to_document(payment))

    def save_with_client(
        self, payment: Payment, change_client: ChangeClient, *, unique_reference: bool = False
    ) -> SavedPayment:
        with self._db.transaction() as conn:
            client = self._client(payment.client_id, conn)
            twin = self._other_with_reference(payment, conn) if unique_reference else None
            if twin is not None:
                return SavedPayment(payment=twin, client=client, created=False)
            stored = self._docs.get(payment.id, conn)
            previous = mapping.from_document(payment.id, stored) if stored is not None else None
            renewed = change_client(client, previous)
            self._docs.put(payment.id, mapping.to_document(payment), conn)
            self._clients.put(client.id, client_mapping.to_document(renewed), conn)
        return SavedPayment(payment=payment, client=renewed, created=previous is None)

    def _client(self, client_id: str, conn: sqlite3.Connection) -> Client:
        data = self._clients.get(client_id, conn)
        if data is None:
            raise NotFound(CLIENT_NOT_FOUND)
        client: Client = client_mapping.from_document(client_id, data)
        return client

    def _other_with_reference(self, payment: Payment, conn: sqlite3.Connection) -> Payment | None:
        if not payment.reference:
            return None
        where = f"{_REFERENCE} AND id <> ?"
        rows = self._docs.select(where, (payment.reference, payment.id), limit=1, conn=conn)
        return next((mapping.from_document(*row) for row in rows), None)
