"""A sign-in between the password and its second step, kept in the server-side session.

The pending session names the user and their pending login entry (the core's pending token,
`signage_core.usecases.accounts.second_factor`) under keys of its own, never `USER_ID`: nothing but
the two-factor routes treats it as signed in. Each step starts a new session id.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from litestar import Request
from litestar.datastructures import Cookie
from signage_http.auth.device_cookies import DeviceCookies
from signage_http.auth.sessions import LOGIN_LOG_ID, STAMP, USER_ID, session_value, start_session
from signage_http.schemas.auth import LoginAnswer, SecondStepAnswer

from signage_core.entities.two_factor import SecondStep
from signage_core.usecases.accounts.second_factor import PendingSignIn
from signage_core.usecases.accounts.signed_in import LoginResult
from signage_core.usecases.files.stored_files import BrowserLinks

PENDING_USER_ID = "pendingUserId"
PENDING_LOG_ID = "pendingLogId"
PENDING_STEP = "pendingStep"

AnyRequest = Request[Any, Any, Any]


@dataclass(frozen=True, slots=True)
class Pending:
    user_id: str
    log_id: str
    step: str


def begin_second_step(request: AnyRequest, pending: PendingSignIn) -> SecondStepAnswer:
    session = {
        PENDING_USER_ID: pending.user.id,
        PENDING_LOG_ID: pending.log_id,
        PENDING_STEP: pending.step.value,
    }
    start_session(request, session)
    return SecondStepAnswer(second_step="enrol" if pending.step is SecondStep.ENROL else "verify")


def pending_of(request: AnyRequest) -> Pending | None:
    """The session's pending sign-in, or None."""
    user_id = session_value(request, PENDING_USER_ID)
    if not user_id:
        return None
    log_id = session_value(request, PENDING_LOG_ID)
    return Pending(user_id, log_id, session_value(request, PENDING_STEP))


def finish_sign_in(request: AnyRequest, result: LoginResult, links: BrowserLinks) -> LoginAnswer:
    """The signed-in session (a new id) and the login's answer."""
    session = {USER_ID: result.user.id, LOGIN_LOG_ID: result.log_id, STAMP: result.stamp}
    start_session(request, session)
    return LoginAnswer.of(result, links)


def signed_in(
    request: AnyRequest, result: LoginResult, links: BrowserLinks, devices: DeviceCookies
) -> tuple[LoginAnswer, Cookie]:
    """`finish_sign_in`, and the browser's device cookie renewed for the account: issued only
    once every step of the sign-in is done (docs/decisions.md, lock-outs that protect owners)."""
    answer = finish_sign_in(request, result, links)
    return answer, devices.renewed(request.scope, result.user.email)
