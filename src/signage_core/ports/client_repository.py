from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from signage_core.entities.clients import Client
from signage_core.entities.payments import Payment
from signage_core.paging import Page, PageRequest


class ClientRepository(Protocol):
    """`clients`. Read-modify-write goes through `update`, which is atomic."""

    def get(self, client_id: str) -> Client | None: ...

    def find_by_user(self, user_id: str) -> Client | None:
        """The client whose userId is the signed-in user (the first one if several)."""
        ...

    def list_all(self) -> list[Client]:
        """Every client, ordered by business name."""
        ...

    def page(self, request: PageRequest) -> Page[Client]:
        """By business name case-folded, then first stored; `q` matches the business name."""
        ...

    def save(self, client: Client) -> None:
        """Insert or replace the document with `client.id`."""
        ...

    def update(self, client_id: str, change: Callable[[Client], Client]) -> Client:
        """Atomically re-read the client, apply `change`, write and return the result.

        Raises `signage_core.errors.NotFound` when the client does not exist. `change` is pure
        and may be called more than once (optimistic transactions retry)."""
        ...

    def delete_with_payments(self, client_id: str) -> list[Payment]:
        """Delete the client and every payment whose ClientID is it, in one transaction.

        Returns the deleted payments (the caller logs their total)."""
        ...
