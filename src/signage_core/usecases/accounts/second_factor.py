"""The second step of a sign-in: a code from the authenticator app, or a recovery code.

`Login` answers a `PendingSignIn` when the password was right and a second step is due; its
login entry (noted `messages.SECOND_STEP_PENDING`, not online) is the pending token the
session keeps.
`CompleteSignIn` finishes it within `limits.SECOND_STEP_WINDOW`: wrong codes are throttled
like passwords (per account and per client address), a recovery code works once.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from signage_core import limits
from signage_core.access import active_user
from signage_core.entities.logs import LogAction, UserLog
from signage_core.entities.two_factor import SecondStep
from signage_core.entities.users import User
from signage_core.errors import AuthenticationFailed
from signage_core.ports.attempt_log import AttemptLog
from signage_core.ports.clock import Clock
from signage_core.ports.one_time_passwords import OneTimePasswords
from signage_core.ports.second_factors import SecondFactors
from signage_core.ports.user_log_repository import UserLogRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.usecases.accounts.login_log import ONLINE
from signage_core.usecases.accounts.recovery_codes import looks_like_totp, recovery_digest
from signage_core.usecases.accounts.second_factor_throttle import SecondFactorThrottle
from signage_core.usecases.accounts.signed_in import LoginResult, SignedIn
from signage_core.usecases.accounts.two_factor_enrol import as_actor
from signage_core.usecases.shared.audit import AuditTrail
from signage_core.usecases.shared.throttle import SIGN_IN_LIMITS, SignInLimits
from signage_core.validation import messages as m


@dataclass(frozen=True, slots=True)
class PendingSignIn:
    """The password was right; `step` is due before the session starts. `log_id` names
    the pending login entry."""

    user: User
    step: SecondStep
    log_id: str


class CompleteSignIn:
    """Finishes a pending sign-in of `user_id` (its entry `log_id`) with a code."""

    def __init__(
        self,
        users: UserRepository,
        factors: SecondFactors,
        codes: OneTimePasswords,
        user_logs: UserLogRepository,
        attempts: AttemptLog,
        signed_in: SignedIn,
        clock: Clock,
        *,
        sign_in_limits: SignInLimits = SIGN_IN_LIMITS,
    ) -> None:
        self._users, self._factors, self._codes = users, factors, codes
        self._logs, self._signed_in, self._clock = user_logs, signed_in, clock
        self._throttle = SecondFactorThrottle(attempts, clock, sign_in_limits)
        self._audit = AuditTrail(user_logs, clock)

    def __call__(self, user_id: str, log_id: str, code: str, *, address: str = "") -> LoginResult:
        entry = self.still_pending(user_id, log_id)
        self._throttle.check(user_id, address)
        user = active_user(self._users.get(user_id), "")
        if not self._accepted(user, code):
            self._throttle.failed(user_id, address)
            raise AuthenticationFailed(m.SECOND_STEP_WRONG_CODE)
        self._throttle.succeeded(user_id)
        return self._finish(user, entry)

    def enrolled(self, user_id: str, log_id: str) -> LoginResult:
        """Finishes a pending sign-in whose user has just confirmed their enrolment (the
        first code was checked there)."""
        entry = self.still_pending(user_id, log_id)
        user = active_user(self._users.get(user_id), "")
        factor = self._factors.find(user_id)
        if factor is None or not factor.confirmed:
            raise AuthenticationFailed(m.SIGN_IN_EXPIRED)
        return self._finish(user, entry)

    def still_pending(self, user_id: str, log_id: str) -> UserLog:
        """The pending login entry; AuthenticationFailed (expired) once it is finished, gone
        or older than `limits.SECOND_STEP_WINDOW`."""
        entry = self._logs.get(log_id) if log_id else None
        if entry is None or entry.user_id != user_id or entry.note != m.SECOND_STEP_PENDING:
            raise AuthenticationFailed(m.SIGN_IN_EXPIRED)
        started = entry.login_time or entry.action_date_time
        if self._clock.now() - started > limits.SECOND_STEP_WINDOW:
            raise AuthenticationFailed(m.SIGN_IN_EXPIRED)
        return entry

    def _accepted(self, user: User, code: str) -> bool:
        factor = self._factors.find(user.id)
        if factor is None or not factor.confirmed:
            return False
        if looks_like_totp(code):
            step = self._codes.matching_step(factor.secret, code, self._clock.now())
            return step is not None and self._factors.spend_step(user.id, step)
        spent = self._factors.spend_recovery_code(user.id, recovery_digest(user.id, code))
        if spent:
            self._audit.record(as_actor(user), LogAction.USE_RECOVERY_CODE, user.email)
        return spent

    def _finish(self, user: User, entry: UserLog) -> LoginResult:
        done = replace(entry, note=m.LOGIN_SUCCESSFUL, user_status=ONLINE)
        self._logs.save(done)
        return self._signed_in(user, done.id)
