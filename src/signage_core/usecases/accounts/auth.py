"""Self-registration and login (spec §7 authentication, §8 login and registration messages)."""

from __future__ import annotations

from dataclasses import replace
from typing import NoReturn

from signage_core.access import active_user
from signage_core.entities.logs import Location
from signage_core.entities.two_factor import SecondStep
from signage_core.entities.users import Role, User
from signage_core.errors import AccessDenied, AuthenticationFailed, DomainError
from signage_core.ports.attempt_log import AttemptLog
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.identity_provider import (
    IdentityError,
    IdentityProvider,
    InvalidCredentials,
)
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.ports.session_stamps import SessionStamps
from signage_core.ports.user_log_repository import UserLogRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.usecases.accounts.identity_errors import identity_failure
from signage_core.usecases.accounts.login_log import LoginAttempt, LoginLog
from signage_core.usecases.accounts.opening import account_user, open_account
from signage_core.usecases.accounts.second_factor import PendingSignIn
from signage_core.usecases.accounts.signed_in import LoginResult, SignedIn
from signage_core.usecases.accounts.two_factor import TwoFactorGate
from signage_core.usecases.shared._checks import require_known, require_valid
from signage_core.usecases.shared.throttle import SIGN_IN_LIMITS, SignInLimits, SignInThrottle
from signage_core.validation import messages as m
from signage_core.validation.accounts import (
    LOGIN_FIELDS,
    REGISTRATION_BODY_FIELDS,
    validate_login,
    validate_registration,
)
from signage_core.validation.fields import FormValues, raw_text, text
from signage_core.validation.time_zones import registration_zone


class Register:
    """Self-registration: an identity account plus a users document, role Client, status true."""

    def __init__(self, identity: IdentityProvider, users: UserRepository, clock: Clock) -> None:
        self._identity = identity
        self._users = users
        self._clock = clock

    def __call__(self, form: FormValues) -> User:
        require_known(form, REGISTRATION_BODY_FIELDS)
        require_valid(validate_registration(form))
        new = account_user(form, Role.CLIENT, self._clock, by_admin=False)
        new = replace(new, time_zone=registration_zone(form.get("timeZone")))
        try:
            return open_account(self._identity, self._users, new, raw_text(form, "password"))
        except IdentityError as error:
            raise identity_failure(error) from error


class Login:
    """Check the password, refuse missing or inactive users, and log every attempt. Failed
    sign-ins are throttled per account and per client `address`, or per `device` for a
    browser the account signed in from before (`usecases.shared.throttle`): while a throttle is
    closed every attempt is refused (and logged) unchecked. A `device` is vouched for by the
    caller: the HTTP layer passes the id of a signed device cookie issued to this email. When
    the account needs a second step (`two_factor`), the answer is a PendingSignIn, finished by
    `second_factor.CompleteSignIn`."""

    def __init__(
        self,
        identity: IdentityProvider,
        users: UserRepository,
        clients: ClientRepository,
        payments: PaymentRepository,
        user_logs: UserLogRepository,
        attempts: AttemptLog,
        stamps: SessionStamps,
        clock: Clock,
        *,
        sign_in_limits: SignInLimits = SIGN_IN_LIMITS,
        two_factor: TwoFactorGate | None = None,
    ) -> None:
        self._identity, self._users = identity, users
        self._signed_in = SignedIn(clients, payments, stamps, clock)
        self._log = LoginLog(user_logs, clock)
        self._throttle = SignInThrottle(attempts, clock, sign_in_limits)
        self._two_factor = two_factor

    def __call__(
        self,
        form: FormValues,
        *,
        location: Location | None = None,
        location_error: str = "",
        address: str = "",
        device: str = "",
    ) -> LoginResult | PendingSignIn:
        require_known(form, LOGIN_FIELDS)
        require_valid(validate_login(form))
        attempt = LoginAttempt(text(form, "email"), location, location_error)
        self._check_throttle(attempt, address, device)
        user = self._authenticate(attempt, raw_text(form, "password"), address, device)
        self._throttle.succeeded(attempt.email, device)
        step = self._two_factor.step(user) if self._two_factor else SecondStep.NONE
        if step is not SecondStep.NONE:
            pending = self._log.write(user.id, m.SECOND_STEP_PENDING, attempt, online=False)
            return PendingSignIn(user, step, pending.id)
        entry = self._log.write(user.id, m.LOGIN_SUCCESSFUL, attempt, online=True)
        return self._signed_in(user, entry.id)

    def _check_throttle(self, attempt: LoginAttempt, address: str, device: str) -> None:
        refusal = self._throttle.refusal(attempt.email, address, device)
        if refusal is not None:
            self._refuse(refusal, self._identity.find_uid(attempt.email) or "", attempt)

    def _authenticate(
        self, attempt: LoginAttempt, password: str, address: str, device: str
    ) -> User:
        try:
            uid = self._identity.verify_password(attempt.email, password)
        except InvalidCredentials:
            self._throttle.failed(attempt.email, address, device)
            uid = self._identity.find_uid(attempt.email) or ""
            if not uid:
                self._refuse(self._unregistered(attempt), "", attempt)
            self._refuse(AuthenticationFailed(m.LOGIN_FAILED), uid, attempt)
        try:
            return active_user(self._users.get(uid), attempt.email)
        except AccessDenied as refusal:
            self._refuse(refusal, uid, attempt)

    @staticmethod
    def _unregistered(attempt: LoginAttempt) -> AccessDenied:
        return AccessDenied(m.ACCESS_DENIED_UNREGISTERED.format(email=attempt.email))

    def _refuse(self, error: DomainError, user_id: str, attempt: LoginAttempt) -> NoReturn:
        self._log.write(user_id, error.message, attempt, online=False)
        raise error
