from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from signage_core.entities.clients import Client
from signage_core.entities.payments import Payment
from signage_core.paging import Page, PageRequest


@dataclass(frozen=True, slots=True)
class SavedPayment:
    payment: Payment
    client: Client
    created: bool


class PaymentRepository(Protocol):
    """`payments`, each belonging to a client by ClientID."""

    def get(self, payment_id: str) -> Payment | None: ...

    def list_all(self) -> list[Payment]:
        """Every payment, newest Payment_Date first."""
        ...

    def list_for_client(self, client_id: str) -> list[Payment]:
        """The client's payments, newest Payment_Date first."""
        ...

    def page(self, request: PageRequest, client_id: str | None = None) -> Page[Payment]:
        """Every payment (or one client's), newest Payment_Date first; `q` matches the
        reference."""
        ...

    def has_payments(self, client_id: str) -> bool: ...

    def find_by_reference(self, reference: str) -> Payment | None: ...

    def save(self, payment: Payment) -> None:
        """Insert or replace (a new payment; edits go through `save_existing`)."""
        ...

    def save_existing(self, payment: Payment) -> bool:
        """Replace the stored document with `payment.id` in one atomic step; False, and nothing
        written, when there is none (deleted meanwhile): an edit never brings a deleted
        payment back."""
        ...

    def save_with_client(
        self,
        payment: Payment,
        change_client: Callable[[Client, Payment | None], Client],
        *,
        unique_reference: bool = False,
    ) -> SavedPayment:
        """In one transaction: write `payment` and apply `change_client` to its client.

        `change_client` receives the client as stored now and the payment as stored before this
        write (None for a new one), so renewals compose under concurrency. With
        `unique_reference`, when another payment already has `payment.reference`, nothing is
        written and that payment is returned with `created=False`. Raises NotFound when the
        client does not exist."""
        ...
