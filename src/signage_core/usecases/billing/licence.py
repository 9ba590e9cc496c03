"""The licence: its state for a client, and the gate in front of content writes (spec §4)."""

from __future__ import annotations

from dataclasses import replace

from signage_core.access import own_client, require_client_role, visible_client
from signage_core.entities.clients import Client
from signage_core.entities.users import Actor
from signage_core.errors import LicenceExpired
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.rules.licence import LicenceState, licence_state
from signage_core.rules.screen_licence import ScreenPolicy, screens_outlook
from signage_core.usecases.billing._screen_licence import ScreensSuspension
from signage_core.validation import messages as m


class ClientLicence:
    """The LicenceState of one client, from its Expire_date, its payments and the clock."""

    def __init__(self, payments: PaymentRepository, clock: Clock) -> None:
        self._payments = payments
        self._clock = clock

    def __call__(self, client: Client) -> LicenceState:
        has_payments = self._payments.has_payments(client.id)
        return licence_state(client.expire_date, has_payments, self._clock.now())


class GetLicence:
    """A Client's own licence; staff may ask for any client's by `client_id`. It tells what
    the licence does to the client's screens: when they stop, the countdown, and why they are
    suspended (`rules.screen_licence`)."""

    def __init__(
        self,
        clients: ClientRepository,
        payments: PaymentRepository,
        clock: Clock,
        users: UserRepository,
        policy: ScreenPolicy,
    ) -> None:
        self._clients, self._clock, self._policy = clients, clock, policy
        self._licence = ClientLicence(payments, clock)
        self._suspension = ScreensSuspension(users, policy, clock)

    def __call__(self, actor: Actor, client_id: str | None = None) -> LicenceState:
        if client_id is None:
            client = own_client(actor, self._clients)
        else:
            client = visible_client(self._clients, actor, client_id)
        now, suspended = self._clock.now(), self._suspension(client)
        outlook = screens_outlook(client.expire_date, self._policy, now, suspended)
        return replace(self._licence(client), screens=outlook)


class LicenceGate:
    """In front of media, playlist and video writes: returns the actor's client, or raises
    LicenceExpired once its licence has expired (payments never pass through the gate)."""

    def __init__(self, clients: ClientRepository, payments: PaymentRepository, clock: Clock):
        self._clients = clients
        self._licence = ClientLicence(payments, clock)

    def __call__(self, actor: Actor, missing: str = m.PROFILE_INCOMPLETE) -> Client:
        require_client_role(actor)
        client = own_client(actor, self._clients, missing)
        if self._licence(client).expired:
            raise LicenceExpired(m.LICENCE_EXPIRED)
        return client
