"""Turning two-factor sign-in on (a secret, confirmed by a first code, then ten recovery
codes shown once), and an Admin resetting another user's."""

from __future__ import annotations

from dataclasses import dataclass, replace

from signage_core.access import require_admin
from signage_core.entities.logs import LogAction
from signage_core.entities.two_factor import SecondFactor
from signage_core.entities.users import Actor, User
from signage_core.errors import (
    AuthenticationFailed,
    Conflict,
    Forbidden,
    NotFound,
    ValidationFailed,
)
from signage_core.ports.clock import Clock
from signage_core.ports.identity_provider import IdentityProvider
from signage_core.ports.one_time_passwords import OneTimePasswords
from signage_core.ports.second_factors import SecondFactors
from signage_core.ports.user_log_repository import UserLogRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.usecases.accounts.identity_errors import reverify_password
from signage_core.usecases.accounts.recovery_codes import new_recovery_codes, recovery_digest
from signage_core.usecases.shared.audit import AuditTrail
from signage_core.validation import messages as m

ISSUER = "Signage Client Portal"
"""The name authenticator apps show above the account."""


@dataclass(frozen=True, slots=True)
class Enrolment:
    """What the person's app needs: the secret (to type) and its link (the QR code)."""

    secret: str
    link: str


def as_actor(user: User) -> Actor:
    return Actor(user_id=user.id, role=user.role, email=user.email, name=user.name)


def known_user(users: UserRepository, user_id: str) -> User:
    user = users.get(user_id)
    if user is None:
        raise NotFound(m.USER_NOT_FOUND)
    return user


class StartEnrolment:
    """A new secret for the user, waiting for its first code; any earlier unconfirmed one
    is replaced. Refused while a confirmed authenticator exists (an Admin resets it)."""

    def __init__(
        self,
        identity: IdentityProvider,
        users: UserRepository,
        factors: SecondFactors,
        codes: OneTimePasswords,
    ) -> None:
        self._identity, self._users, self._factors, self._codes = identity, users, factors, codes

    def signed_in(self, actor: Actor, password: str) -> Enrolment:
        """For a signed-in user, who proves it is them with their password first: a stolen
        session cannot set up an authenticator of its own and lock its owner out."""
        if not password:
            raise ValidationFailed(
                {"password": m.ADMIN_PASSWORD_REQUIRED}, m.ADMIN_PASSWORD_REQUIRED
            )
        try:
            reverify_password(self._identity, self._users, actor, password)
        except AuthenticationFailed as refusal:
            raise ValidationFailed({"password": refusal.message}, refusal.message) from refusal
        return self(actor.user_id)

    def __call__(self, user_id: str) -> Enrolment:
        """For the user of a sign-in whose password was just checked (the "enrol" step)."""
        user = known_user(self._users, user_id)
        found = self._factors.find(user.id)
        if found is not None and found.confirmed:
            raise Conflict(m.TWO_FACTOR_ALREADY_ON)
        secret = self._codes.new_secret()
        self._factors.save(SecondFactor(user.id, secret))
        return Enrolment(secret, self._codes.enrolment_link(secret, user.email, ISSUER))


class ConfirmEnrolment:
    """The first code from the app turns the factor on: ten recovery codes are made (and
    returned, the only time they are shown) and EnableTwoFactor is logged."""

    def __init__(
        self,
        users: UserRepository,
        factors: SecondFactors,
        codes: OneTimePasswords,
        user_logs: UserLogRepository,
        clock: Clock,
    ) -> None:
        self._users, self._factors, self._codes, self._clock = users, factors, codes, clock
        self._audit = AuditTrail(user_logs, clock)

    def __call__(self, user_id: str, code: str) -> list[str]:
        user = known_user(self._users, user_id)
        factor = self._factors.find(user.id)
        if factor is None or factor.confirmed:
            raise Conflict(m.TWO_FACTOR_NOTHING_TO_CONFIRM)
        step = self._codes.matching_step(factor.secret, code, self._clock.now())
        if step is None:
            raise ValidationFailed(
                {"code": m.TWO_FACTOR_CODE_NOT_VALID}, m.TWO_FACTOR_CODE_NOT_VALID
            )
        recovery = new_recovery_codes()
        digests = tuple(recovery_digest(user.id, each) for each in recovery)
        self._factors.save(
            replace(factor, confirmed=True, recovery_digests=digests, last_step=step)
        )
        self._audit.record(
            as_actor(user), LogAction.ENABLE_TWO_FACTOR, f"Turned on by {user.email}"
        )
        return recovery


class ResetTwoFactor:
    """Admin: turn off another user's two-factor sign-in (a lost phone); they enrol again
    at their next sign-in where the rule requires it. Logged as ResetTwoFactor."""

    def __init__(
        self,
        users: UserRepository,
        factors: SecondFactors,
        user_logs: UserLogRepository,
        clock: Clock,
    ) -> None:
        self._users, self._factors = users, factors
        self._audit = AuditTrail(user_logs, clock)

    def __call__(self, actor: Actor, user_id: str) -> None:
        require_admin(actor)
        if user_id == actor.user_id:
            raise Forbidden(m.TWO_FACTOR_NOT_ON_YOURSELF)
        user = known_user(self._users, user_id)
        factor = self._factors.find(user.id)
        if factor is None or not factor.confirmed:
            raise NotFound(m.TWO_FACTOR_NOT_ENROLLED)
        self._factors.delete(user.id)
        self._audit.record(actor, LogAction.RESET_TWO_FACTOR, f"Reset {user.email}")
