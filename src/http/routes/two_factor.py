"""Two-factor sign-in: the second step of a sign-in, enrolling, and one's own state.

Enrolling is open to a signed-in user, and to a pending sign-in whose second step is "enrol"
(staff under the "required" rule): confirming it then finishes that sign-in.
"""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, Response, get, post
from litestar.params import JSONBody
from signage_http.auth.actor import unauthenticated
from signage_http.auth.device_cookies import DeviceCookies
from signage_http.auth.pending_sign_in import Pending, pending_of, signed_in
from signage_http.auth.qr import qr_data_url
from signage_http.request_path.answers import THROTTLED, UNAUTHENTICATED, refuses
from signage_http.request_path.loop_reads import ON_LOOP
from signage_http.routes.auth import client_address
from signage_http.schemas.auth import LoginAnswer
from signage_http.schemas.two_factor import (
    CodeBody,
    EnrolledAnswer,
    EnrolmentAnswer,
    PasswordBody,
    TwoFactorAnswer,
)
from signage_http.wiring.injected import Injected, Links, Me

from signage_core import errors as domain
from signage_core.entities.users import Actor
from signage_core.usecases.accounts.second_factor import CompleteSignIn
from signage_core.usecases.accounts.two_factor import GetTwoFactorState
from signage_core.usecases.accounts.two_factor_enrol import ConfirmEnrolment, StartEnrolment

AnyRequest = Request[Any, Any, Any]
ENROLLING = refuses(
    UNAUTHENTICATED, domain.AuthenticationFailed, domain.Conflict, domain.ValidationFailed
)


def _pending_enrol(request: AnyRequest) -> Pending:
    """The session's pending "enrol" sign-in; 401 without one."""
    pending = pending_of(request)
    if pending is None or pending.step != "enrol":
        raise unauthenticated()
    return pending


class TwoFactorController(Controller):
    tags = ("auth",)

    @get(sync_to_thread=True, opt=refuses(domain.AccessDenied) | ON_LOOP)
    def state(
        self, actor: Me, get_two_factor_state: Injected[GetTwoFactorState]
    ) -> TwoFactorAnswer:
        return TwoFactorAnswer.of(get_two_factor_state(actor))

    @post(
        "/sign-in",
        status_code=200,
        sync_to_thread=True,
        opt=refuses(UNAUTHENTICATED, domain.AuthenticationFailed, domain.AccessDenied, THROTTLED),
    )
    def sign_in(
        self,
        request: AnyRequest,
        data: JSONBody[CodeBody],
        complete_sign_in: Injected[CompleteSignIn],
        browser_links: Links,
        device_cookies: Injected[DeviceCookies],
    ) -> Response[LoginAnswer]:
        """The second step: a code from the app, or a recovery code."""
        pending = pending_of(request)
        if pending is None or pending.step != "verify":
            raise unauthenticated()
        address = client_address(request)
        result = complete_sign_in(pending.user_id, pending.log_id, data.code, address=address)
        answer, cookie = signed_in(request, result, browser_links, device_cookies)
        return Response(answer, cookies=[cookie])

    @post("/enrolment", status_code=201, sync_to_thread=True, opt=ENROLLING)
    def start(
        self,
        request: AnyRequest,
        data: JSONBody[PasswordBody],
        maybe_actor: Injected[Actor | None],
        start_enrolment: Injected[StartEnrolment],
        complete_sign_in: Injected[CompleteSignIn],
    ) -> EnrolmentAnswer:
        """A signed-in user sends their `password`; a pending "enrol" sign-in none."""
        if maybe_actor is not None:
            enrolment = start_enrolment.signed_in(maybe_actor, data.password)
        else:
            pending = _pending_enrol(request)
            complete_sign_in.still_pending(pending.user_id, pending.log_id)
            enrolment = start_enrolment(pending.user_id)
        return EnrolmentAnswer(enrolment.secret, enrolment.link, qr_data_url(enrolment.link))

    @post("/enrolment/confirm", status_code=200, sync_to_thread=True, opt=ENROLLING)
    def confirm(
        self,
        request: AnyRequest,
        data: JSONBody[CodeBody],
        maybe_actor: Injected[Actor | None],
        confirm_enrolment: Injected[ConfirmEnrolment],
        complete_sign_in: Injected[CompleteSignIn],
        browser_links: Links,
        device_cookies: Injected[DeviceCookies],
    ) -> Response[EnrolledAnswer]:
        if maybe_actor is not None:
            return Response(EnrolledAnswer(confirm_enrolment(maybe_actor.user_id, data.code), None))
        pending = _pending_enrol(request)
        # An expired sign-in must not swallow the recovery codes: checked before they are made.
        complete_sign_in.still_pending(pending.user_id, pending.log_id)
        codes = confirm_enrolment(pending.user_id, data.code)
        result = complete_sign_in.enrolled(pending.user_id, pending.log_id)
        answer, cookie = signed_in(request, result, browser_links, device_cookies)
        return Response(EnrolledAnswer(codes, answer), cookies=[cookie])
