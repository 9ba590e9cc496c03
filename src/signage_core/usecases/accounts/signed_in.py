"""What a finished sign-in hands the session: the user, their client and licence, the login
entry and the session stamp (after the password, or after its second step)."""

from __future__ import annotations

from dataclasses import dataclass

from signage_core.entities.clients import Client
from signage_core.entities.users import User
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.ports.session_stamps import SessionStamps
from signage_core.rules.licence import LicenceState
from signage_core.usecases.billing.licence import ClientLicence


@dataclass(frozen=True, slots=True)
class LoginResult:
    """`client` is None for a user without a client profile: a Client then sees
    'Please complete your client profile.' (`profile_complete` is False)."""

    user: User
    client: Client | None
    licence: LicenceState | None
    log_id: str
    stamp: str = ""
    """The user's session stamp, for the session to carry (`ports.session_stamps`)."""

    @property
    def profile_complete(self) -> bool:
        return self.client is not None or self.user.is_staff


class SignedIn:
    """The LoginResult of `user`, whose sign-in is logged as `log_id`."""

    def __init__(
        self,
        clients: ClientRepository,
        payments: PaymentRepository,
        stamps: SessionStamps,
        clock: Clock,
    ) -> None:
        self._clients, self._stamps = clients, stamps
        self._licence = ClientLicence(payments, clock)

    def __call__(self, user: User, log_id: str) -> LoginResult:
        client = self._clients.find_by_user(user.id)
        licence = self._licence(client) if client is not None else None
        return LoginResult(
            user, client, licence, log_id=log_id, stamp=self._stamps.current(user.id)
        )
