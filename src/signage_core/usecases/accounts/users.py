"""Users: staff list and read them; anyone edits their own name and phone; Admin edits roles."""

from __future__ import annotations

from dataclasses import replace

from signage_core.access import NOT_AUTHORIZED, require_staff, visible_user
from signage_core.entities.logs import LogAction
from signage_core.entities.users import Actor, Role, User
from signage_core.errors import Forbidden
from signage_core.paging import Page, PageRequest
from signage_core.ports.clock import Clock
from signage_core.ports.session_stamps import SessionStamps
from signage_core.ports.user_log_repository import UserLogRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.usecases.accounts.actors import end_sessions
from signage_core.usecases.shared._checks import require_known, require_saved, require_valid
from signage_core.usecases.shared.audit import AuditTrail
from signage_core.validation import messages as m
from signage_core.validation.accounts import USER_EDIT_FIELDS, validate_user_edit
from signage_core.validation.fields import FormValues, text

OWN_ROLE_UNCHANGEABLE = "You cannot change your own role."
"""Ours: an admin demoting themself could leave the portal without an admin."""


class ListUsers:
    """Staff: every user, by name."""

    def __init__(self, users: UserRepository) -> None:
        self._users = users

    def __call__(self, actor: Actor, request: PageRequest) -> Page[User]:
        require_staff(actor)
        return self._users.page(request)


class GetUser:
    """Staff read any user; a Client reads only themself ('User not found.' otherwise)."""

    def __init__(self, users: UserRepository) -> None:
        self._users = users

    def __call__(self, actor: Actor, user_id: str) -> User:
        return visible_user(self._users, actor, user_id)


class UpdateUser:
    """Edit name and phone (email is read-only). Admin edits anyone, including the role (a
    new role ends the user's sessions); Client and Supervisor edit only their own name and
    phone."""

    def __init__(
        self,
        users: UserRepository,
        user_logs: UserLogRepository,
        stamps: SessionStamps,
        clock: Clock,
    ) -> None:
        self._users, self._stamps = users, stamps
        self._audit = AuditTrail(user_logs, clock)

    def __call__(self, actor: Actor, user_id: str, form: FormValues) -> User:
        require_known(form, USER_EDIT_FIELDS)
        user = visible_user(self._users, actor, user_id)
        if not actor.is_admin and user.id != actor.user_id:
            raise Forbidden(NOT_AUTHORIZED)
        values = {"name": user.name, "phone": user.phone, **form}
        require_valid(validate_user_edit(values))
        role = self._new_role(actor, user, text(values, "role"))
        changed = replace(user, name=text(values, "name"), phone=text(values, "phone"), role=role)
        require_saved(self._users.save_existing(changed), m.USER_NOT_FOUND)
        if role != user.role:
            end_sessions(self._stamps, user.id)
        note = f"Updated user {user.email}" + (f": role {role}" if role != user.role else "")
        self._audit.record(actor, LogAction.UPDATE_USER, note)
        return changed

    @staticmethod
    def _new_role(actor: Actor, user: User, wanted: str) -> Role:
        if not wanted or wanted == user.role:
            return user.role
        if not actor.is_admin:
            raise Forbidden(NOT_AUTHORIZED)
        if user.id == actor.user_id:
            raise Forbidden(OWN_ROLE_UNCHANGEABLE)
        return Role(wanted)
