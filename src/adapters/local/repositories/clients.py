"""`clients` on SQLite: `update` and `delete_with_payments` are single transactions."""

from __future__ import annotations

from collections.abc import Callable

from signage_core.entities.clients import Client
from signage_core.entities.payments import Payment
from signage_core.errors import NotFound

from ..database import Database
from ..mapping import clients as mapping
from ..mapping import payments as payment_mapping
from ..schema import field
from ..store import Collection

CLIENT_NOT_FOUND = "The client does not exist."


class SqliteClientRepository:
    """Implements `ClientRepository`."""

    def __init__(self, db: Database) -> None:
        self._db = db
        self._docs = Collection(db, mapping.COLLECTION)
        self._payments = Collection(db, payment_mapping.COLLECTION)

    def get(self, client_id: str) -> Client | None:
        data = self._docs.get(client_id)
        return mapping.from_document(client_id, data) if data is not None else None

    def find_by_user(self, user_id: str) -> Client | None:
        """The first client stored for the user."""
        rows = self._docs.select(f"{field('userId')} = ?", (user_id,), limit=1)
        return next((mapping.from_document(*row) for row in rows), None)

    def list_all(self) -> list[Client]:
        rows = self._docs.select(order=f"lower({field('businessName')}), id")
        return [mapping.from_document(*row) for row in rows]

    def save(self, client: Client) -> None:
        self._docs.put(client.id, mapping.to_document(client))

    def update(self, client_id: str, change: Callable[[Client], Client]) -> Client:
        with self._db.transaction() as conn:
            data = self._docs.get(client_id, conn)
            if data is None:
                raise NotFound(CLIENT_NOT_FOUND)
            changed = change(mapping.from_document(client_id, data))
            if changed.id != client_id:
                raise ValueError("an update must not change the client's id")
            self._docs.put(client_id, mapping.to_document(changed), conn)
        return changed

    def delete_with_payments(self, client_id: str) -> list[Payment]:
        with self._db.transaction() as conn:
            rows = self._payments.select(f"{field('ClientID')} = ?", (client_id,), conn=conn)
            for payment_id, _ in rows:
                self._payments.delete(payment_id, conn)
            self._docs.delete(client_id, conn)
        return [payment_mapping.from_document(*row) for row in rows]
