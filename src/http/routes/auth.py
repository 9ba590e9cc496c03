"""Registration, sign-in and out, the current session, and passwords."""

from __future__ import annotations

from contextlib import suppress
from dataclasses import replace
from typing import Any

from litestar import Controller, Request, Response, get, post, put
from litestar.params import JSONBody
from signage_http.auth.device_cookies import DeviceCookies
from signage_http.auth.pending_sign_in import begin_second_step, signed_in
from signage_http.auth.sessions import (
    LOGIN_LOG_ID,
    STAMP,
    USER_ID,
    end_session,
    session_value,
    start_session,
)
from signage_http.request_path.answers import THROTTLED, refuses
from signage_http.request_path.loop_reads import ON_LOOP
from signage_http.request_path.remembered_answers import RememberedAnswers
from signage_http.schemas.accounts import ClientView, LicenceView, UserView
from signage_http.schemas.auth import (
    LoginAnswer,
    MessageAnswer,
    SecondStepAnswer,
    SessionAnswer,
    SessionState,
)
from signage_http.schemas.requests import (
    ChangePasswordBody,
    EmailBody,
    LanguageBody,
    LoginBody,
    RegisterBody,
    ResetConfirmBody,
    as_form,
)
from signage_http.wiring.injected import Injected, Links, Me

from signage_core import errors as domain
from signage_core.entities.logs import Location
from signage_core.entities.users import Actor
from signage_core.errors import DomainError
from signage_core.usecases.accounts.auth import Login, Register
from signage_core.usecases.accounts.passwords import (
    ChangePassword,
    ConfirmPasswordReset,
    RequestPasswordReset,
)
from signage_core.usecases.accounts.preferences import ChooseLanguage
from signage_core.usecases.accounts.second_factor import PendingSignIn
from signage_core.usecases.accounts.session import CurrentSession, Logout, SessionView
from signage_core.usecases.files.stored_files import BrowserLinks


def _location(body: LoginBody) -> Location | None:
    where = body.location
    return None if where is None else Location(where.latitude, where.longitude, where.accuracy)


def client_address(request: Request[Any, Any, Any]) -> str:
    """The peer's address as the server saw it. X-Forwarded-For is not read: behind a proxy
    the server itself must be told which proxies to believe (docs/decisions.md)."""
    return request.client.host if request.client else ""


class AuthController(Controller):
    tags = ("auth",)

    @post(
        "/register",
        status_code=201,
        sync_to_thread=True,
        opt=refuses(domain.Conflict, domain.ExternalServiceFailed),
    )
    def register_account(
        self, data: JSONBody[RegisterBody], register: Injected[Register]
    ) -> UserView:
        return UserView.of(register(as_form(data)))

    @post(
        "/login",
        status_code=200,
        sync_to_thread=True,
        opt=refuses(domain.AuthenticationFailed, domain.AccessDenied, THROTTLED),
    )
    def sign_in(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[LoginBody],
        login: Injected[Login],
        browser_links: Links,
        device_cookies: Injected[DeviceCookies],
    ) -> Response[LoginAnswer | SecondStepAnswer]:
        """A session, or (two-factor sign-in) the second step it waits for. A session renews
        the browser's device cookie for the account (device_cookies.py); a second step waits
        for its code first."""
        form = {"email": data.email, "password": data.password}
        result = login(
            form,
            location=_location(data),
            location_error=data.location_error,
            address=client_address(request),
            device=device_cookies.device(request.scope, data.email),
        )
        if isinstance(result, PendingSignIn):
            return Response(begin_second_step(request, result))
        answer, cookie = signed_in(request, result, browser_links, device_cookies)
        return Response(answer, cookies=[cookie])

    @post("/logout", status_code=204, sync_to_thread=True)
    def sign_out(
        self,
        request: Request[Any, Any, Any],
        actor: Me,
        logout: Injected[Logout],
    ) -> None:
        log_id = session_value(request, LOGIN_LOG_ID)
        with suppress(DomainError):  # the session ends even when its log entry is gone
            if log_id:
                logout(actor, log_id)
        end_session(request)

    @get("/me", sync_to_thread=True, opt=refuses(domain.AccessDenied) | ON_LOOP)
    def me(
        self,
        actor: Me,
        current_session: Injected[CurrentSession],
        browser_links: Links,
        remembered_answers: Injected[RememberedAnswers],
    ) -> Response[SessionAnswer]:
        view = current_session(actor)
        made_of = (view, browser_links.current_window())
        return remembered_answers.answer(
            SessionAnswer, actor.user_id, made_of, lambda: _session_answer(view, browser_links)
        )

    @put("/me/language", sync_to_thread=True, opt=refuses(domain.AccessDenied))
    def choose_own_language(
        self,
        actor: Me,
        data: JSONBody[LanguageBody],
        choose_language: Injected[ChooseLanguage],
        current_session: Injected[CurrentSession],
        browser_links: Links,
    ) -> SessionAnswer:
        """`{language: "en" | "es"}`, remembered on the user; answers the session."""
        chosen = choose_language(actor, data.language)
        return _session_answer(current_session(replace(actor, user=chosen)), browser_links)

    @get("/session", sync_to_thread=True, opt=refuses(domain.AccessDenied) | ON_LOOP)
    def session(
        self,
        maybe_actor: Injected[Actor | None],
        current_session: Injected[CurrentSession],
        browser_links: Links,
    ) -> SessionState:
        """The session, or `{session: null}` for nobody (what the web app asks first)."""
        if maybe_actor is None:
            return SessionState(None)
        return SessionState(_session_answer(current_session(maybe_actor), browser_links))

    @post(
        "/password-reset",
        status_code=202,
        sync_to_thread=True,
        opt=refuses(domain.ExternalServiceFailed, THROTTLED),
    )
    def reset_password(
        self,
        request: Request[Any, Any, Any],
        data: JSONBody[EmailBody],
        request_password_reset: Injected[RequestPasswordReset],
        device_cookies: Injected[DeviceCookies],
    ) -> MessageAnswer:
        address, device = client_address(request), device_cookies.device(request.scope, data.email)
        answer = request_password_reset(data.email, address=address, device=device)
        return MessageAnswer(message=answer)

    @post(
        "/password-reset/confirm",
        status_code=204,
        sync_to_thread=True,
        opt=refuses(domain.AuthenticationFailed),
    )
    def confirm_reset(
        self,
        data: JSONBody[ResetConfirmBody],
        confirm_password_reset: Injected[ConfirmPasswordReset],
    ) -> None:
        confirm_password_reset(data.token, data.new_password)

    @post(
        "/change-password",
        status_code=204,
        sync_to_thread=True,
        opt=refuses(domain.AuthenticationFailed),
    )
    def change_own_password(
        self,
        request: Request[Any, Any, Any],
        actor: Me,
        data: JSONBody[ChangePasswordBody],
        change_password: Injected[ChangePassword],
    ) -> None:
        """Every other session of the user ends; this one goes on under a new id."""
        stamp = change_password(actor, data.current_password, data.new_password)
        log_id = session_value(request, LOGIN_LOG_ID)
        start_session(request, {USER_ID: actor.user_id, LOGIN_LOG_ID: log_id, STAMP: stamp})


def _session_answer(view: SessionView, links: BrowserLinks) -> SessionAnswer:
    return SessionAnswer(
        user=UserView.of(view.user),
        client=ClientView.maybe(view.client, links),
        licence=LicenceView.maybe(view.licence),
        profile_complete=view.profile_complete,
    )
