"""Clients, users and payments whose writes bump their scope's mark: a client's document
holds its active flag and its licence's end (a payment renews it through `save_with_client`),
a user's document the owner's active flag. A payment alone changes no manifest."""

from __future__ import annotations

from collections.abc import Callable

from signage_core.entities.clients import Client
from signage_core.entities.payments import Payment
from signage_core.entities.users import User
from signage_core.ports.change_marks import ChangeMarks
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.payment_repository import PaymentRepository, SavedPayment
from signage_core.ports.user_repository import UserRepository
from signage_core.rules.change_scopes import client_scope, user_scope


class MarkedClients:
    """A `ClientRepository` bumping the client."""

    def __init__(self, clients: ClientRepository, marks: ChangeMarks) -> None:
        self._clients, self._marks = clients, marks
        self.get, self.find_by_user = clients.get, clients.find_by_user
        self.list_all, self.page = clients.list_all, clients.page

    def save(self, client: Client) -> None:
        self._clients.save(client)
        self._marks.bump(client_scope(client.id))

    def update(self, client_id: str, change: Callable[[Client], Client]) -> Client:
        changed = self._clients.update(client_id, change)
        self._marks.bump(client_scope(client_id))
        return changed

    def delete_with_payments(self, client_id: str) -> list[Payment]:
        deleted = self._clients.delete_with_payments(client_id)
        self._marks.bump(client_scope(client_id))
        return deleted


class MarkedUsers:
    """A `UserRepository` bumping the user."""

    def __init__(self, users: UserRepository, marks: ChangeMarks) -> None:
        self._users, self._marks = users, marks
        self.get, self.find_by_email = users.get, users.find_by_email
        self.list_all, self.page = users.list_all, users.page

    def save(self, user: User) -> None:
        self._users.save(user)
        self._marks.bump(user_scope(user.id))

    def save_existing(self, user: User) -> bool:
        saved = self._users.save_existing(user)
        if saved:
            self._marks.bump(user_scope(user.id))
        return saved

    def delete(self, user_id: str) -> None:
        self._users.delete(user_id)
        self._marks.bump(user_scope(user_id))


class MarkedPayments:
    """A `PaymentRepository` bumping the client a payment renews (`save_with_client`)."""

    def __init__(self, payments: PaymentRepository, marks: ChangeMarks) -> None:
        self._payments, self._marks = payments, marks
        self.get, self.list_all = payments.get, payments.list_all
        self.list_for_client, self.page = payments.list_for_client, payments.page
        self.has_payments = payments.has_payments
        self.find_by_reference = payments.find_by_reference
        self.save, self.save_existing = payments.save, payments.save_existing

    def save_with_client(
        self,
        payment: Payment,
        change_client: Callable[[Client, Payment | None], Client],
        *,
        unique_reference: bool = False,
    ) -> SavedPayment:
        saved = self._payments.save_with_client(
            payment, change_client, unique_reference=unique_reference
        )
        self._marks.bump(client_scope(saved.client.id))
        return saved
