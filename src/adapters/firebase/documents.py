"""Every collection of spec §3 in Cloud Firestore: the kit's repositories on a FirestoreStore.

Two changes to the kit. Whether a client has payments (the licence check, on every gated
request) is one count aggregation, not a read of its payments to find the first stored.
Deleting a client with its payments: A Firestore commit holds at most
MAX_WRITES writes, so when a client has more payments than one transaction can delete with the
client, the oldest-stored ones go first in batched deletes of MAX_WRITES, and the kit's
transaction then deletes the rest with the client. Each step is atomic, the whole is not: a
failure between steps leaves the client with fewer payments, and running the delete again
finishes it (deletes are idempotent; the client document goes last, so nothing is orphaned).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from google.cloud import firestore

from signage_core.entities.payments import Payment
from signage_core.marked.accounts import MarkedClients, MarkedPayments

from ..documents.query import equals
from ..documents.repositories.bundle import DocumentRepositories
from ..documents.repositories.clients import PAYMENTS, StoredClients
from ..documents.repositories.payments import StoredPayments
from ..documents.store import DocumentStore
from .change_marks import ListenedChangeMarks
from .firestore_transaction import MAX_WRITES
from .store import FirestoreStore

IN_THE_TRANSACTION = MAX_WRITES - 1
"""Payments the final transaction deletes along with the client document."""


class BatchDeleting(DocumentStore, Protocol):
    def delete_many(self, collection: str, doc_ids: Sequence[str]) -> None: ...


class FirestoreClients(StoredClients):
    def __init__(self, store: BatchDeleting) -> None:
        super().__init__(store)
        self._firestore = store

    def delete_with_payments(self, client_id: str) -> list[Payment]:
        found = PAYMENTS.find(self._firestore, PAYMENTS.query(equals("ClientID", client_id)))
        early = found[: max(len(found) - IN_THE_TRANSACTION, 0)]
        self._firestore.delete_many(PAYMENTS.collection, [payment.id for payment in early])
        return early + super().delete_with_payments(client_id)


class FirestorePayments(StoredPayments):
    def __init__(self, store: DocumentStore) -> None:
        super().__init__(store)
        self._counting = store

    def has_payments(self, client_id: str) -> bool:
        """One count aggregation: one billed read up to 1,000 payments."""
        return self._counting.count(PAYMENTS.query(equals("ClientID", client_id))) > 0


def with_firestore_rules(documents: DocumentRepositories, store: BatchDeleting) -> None:
    """Put the two Firestore repositories in place of the kit's (`store` is documents'),
    bumping the change marks as the kit's do."""
    documents.clients = MarkedClients(FirestoreClients(store), documents.change_marks)
    documents.payments = MarkedPayments(FirestorePayments(store), documents.change_marks)


class FirestoreDocuments(DocumentRepositories):
    """The kit's repositories on one Firestore client (`db`), with the Firestore rules."""

    def __init__(self, db: firestore.Client) -> None:
        self.firestore = FirestoreStore(db)
        self.listened = ListenedChangeMarks(db, self.firestore)
        super().__init__(self.firestore, self.listened)
        with_firestore_rules(self, self.firestore)

    def close(self) -> None:
        self.listened.close()
        self.firestore.db.close()
