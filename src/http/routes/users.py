"""Staff manage users; everyone reads and edits their own name and phone."""

from __future__ import annotations

from litestar import Controller, delete, get, patch, post, put
from litestar.params import FromPath, JSONBody
from signage_http.request_path.answers import refuses
from signage_http.request_path.loop_reads import ON_LOOP
from signage_http.schemas.accounts import UserView
from signage_http.schemas.auth import MessageAnswer
from signage_http.schemas.pages import Cursor, Limit, Search, UserPage, listed, page_request
from signage_http.schemas.requests import CreateUserBody, StatusBody, UpdateUserBody, as_form
from signage_http.wiring.injected import Injected, Me

from signage_core import errors as domain
from signage_core.paging import DEFAULT_LIMIT
from signage_core.usecases.accounts.two_factor_enrol import ResetTwoFactor
from signage_core.usecases.accounts.user_admin import (
    CreateUser,
    DeleteUser,
    SendUserPasswordReset,
    SetUserStatus,
)
from signage_core.usecases.accounts.users import GetUser, ListUsers, UpdateUser


class UsersController(Controller):
    tags = ("users",)

    @get("/", sync_to_thread=True, opt=refuses(domain.Forbidden) | ON_LOOP)
    def index(
        self,
        actor: Me,
        list_users: Injected[ListUsers],
        limit: Limit = DEFAULT_LIMIT,
        cursor: Cursor = None,
        q: Search = "",
    ) -> UserPage:
        """By name; `q` searches the name and the email."""
        found = list_users(actor, page_request(limit, cursor, q))
        return UserPage(*listed(found, UserView.of))

    @post(
        "/",
        status_code=201,
        sync_to_thread=True,
        opt=refuses(
            domain.Forbidden,
            domain.AuthenticationFailed,
            domain.Conflict,
            domain.ExternalServiceFailed,
        ),
    )
    def create(
        self, actor: Me, data: JSONBody[CreateUserBody], create_user: Injected[CreateUser]
    ) -> UserView:
        return UserView.of(create_user(actor, as_form(data)))

    @get("/{user_id:str}", sync_to_thread=True, opt=ON_LOOP)
    def read(self, actor: Me, user_id: FromPath[str], get_user: Injected[GetUser]) -> UserView:
        return UserView.of(get_user(actor, user_id))

    @patch("/{user_id:str}", sync_to_thread=True, opt=refuses(domain.Forbidden))
    def update(
        self,
        actor: Me,
        user_id: FromPath[str],
        data: JSONBody[UpdateUserBody],
        update_user: Injected[UpdateUser],
    ) -> UserView:
        return UserView.of(update_user(actor, user_id, as_form(data)))

    @put(
        "/{user_id:str}/status",
        sync_to_thread=True,
        opt=refuses(domain.Forbidden),
    )
    def set_status(
        self,
        actor: Me,
        user_id: FromPath[str],
        data: JSONBody[StatusBody],
        set_user_status: Injected[SetUserStatus],
    ) -> UserView:
        return UserView.of(set_user_status(actor, user_id, data.status))

    @delete(
        "/{user_id:str}",
        status_code=204,
        sync_to_thread=True,
        opt=refuses(domain.Forbidden),
    )
    def remove(self, actor: Me, user_id: FromPath[str], delete_user: Injected[DeleteUser]) -> None:
        delete_user(actor, user_id)

    @post(
        "/{user_id:str}/password-reset",
        status_code=202,
        sync_to_thread=True,
        opt=refuses(domain.Forbidden, domain.ValidationFailed, domain.ExternalServiceFailed),
    )
    def send_reset(
        self,
        actor: Me,
        user_id: FromPath[str],
        send_user_password_reset: Injected[SendUserPasswordReset],
    ) -> MessageAnswer:
        return MessageAnswer(message=send_user_password_reset(actor, user_id))

    @delete(
        "/{user_id:str}/two-factor",
        status_code=204,
        sync_to_thread=True,
        opt=refuses(domain.Forbidden),
    )
    def reset_two_factor(
        self, actor: Me, user_id: FromPath[str], reset_two_factor: Injected[ResetTwoFactor]
    ) -> None:
        """Admin: another user's two-factor sign-in is turned off (they enrol again)."""
        reset_two_factor(actor, user_id)
