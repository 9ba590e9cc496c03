"""Client (business) profiles: list, read and create (7-day trial); editing is in
`client_edit`."""

from __future__ import annotations

from dataclasses import dataclass, replace

from signage_core.access import NOT_AUTHORIZED, require_staff, visible_client
from signage_core.entities.catalogue import Package
from signage_core.entities.clients import Client
from signage_core.entities.logs import LogAction
from signage_core.entities.users import Actor, User
from signage_core.errors import Conflict, Forbidden, NotFound, ValidationFailed
from signage_core.ids import new_id
from signage_core.paging import Page, PageRequest
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.identity_provider import IdentityProvider
from signage_core.ports.user_log_repository import UserLogRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.rules.expiry import new_client_expiry
from signage_core.rules.licence import LicenceState
from signage_core.usecases.accounts.identity_errors import reverify_password
from signage_core.usecases.billing.catalogue import chosen_package
from signage_core.usecases.billing.licence import ClientLicence
from signage_core.usecases.clients._client_form import client_changes, validate_client
from signage_core.usecases.shared._checks import require_known, require_valid
from signage_core.usecases.shared.audit import AuditTrail
from signage_core.validation import messages as m
from signage_core.validation.clients import (
    CLIENT_CREATE_FIELDS,
    validate_confirm_password,
)
from signage_core.validation.fields import FormValues, raw_text, text
from signage_core.validation.time_zones import sent_zone_errors

PROFILE_EXISTS = "This user already has a client profile."
"""Ours: spec §6 finds the client by its userId, so each user has at most one."""


@dataclass(frozen=True, slots=True)
class ListedClient:
    """A client of the staff list with its licence state (Manage Clients shows both)."""

    client: Client
    licence: LicenceState


class ListClients:
    """Staff: every client, by business name, each with its licence state."""

    def __init__(self, clients: ClientRepository, licence: ClientLicence) -> None:
        self._clients, self._licence = clients, licence

    def __call__(self, actor: Actor, request: PageRequest) -> Page[ListedClient]:
        require_staff(actor)
        page = self._clients.page(request)
        return page.map(lambda client: ListedClient(client, self._licence(client)))


class GetClient:
    """The owner or staff read a client; anyone else gets 'The client does not exist.'"""

    def __init__(self, clients: ClientRepository) -> None:
        self._clients = clients

    def __call__(self, actor: Actor, client_id: str) -> Client:
        return visible_client(self._clients, actor, client_id)


class CreateClient:
    """A Client creates its own profile, or staff create one for `userId`; either way the
    actor's own password is re-verified. The licence runs 7 days from creation."""

    def __init__(
        self,
        identity: IdentityProvider,
        users: UserRepository,
        clients: ClientRepository,
        catalogue: CatalogueRepository,
        user_logs: UserLogRepository,
        clock: Clock,
    ) -> None:
        self._identity, self._users, self._clients = identity, users, clients
        self._catalogue, self._clock = catalogue, clock
        self._audit = AuditTrail(user_logs, clock)

    def __call__(self, actor: Actor, form: FormValues) -> Client:
        require_known(form, CLIENT_CREATE_FIELDS)
        owner = self._owner(actor, text(form, "userId"))
        require_valid(validate_client(form) | sent_zone_errors(form))
        require_valid(validate_confirm_password(form.get("password")))
        reverify_password(self._identity, self._users, actor, raw_text(form, "password"))
        package = chosen_package(self._catalogue, form)
        if self._clients.find_by_user(owner.id) is not None:
            raise Conflict(PROFILE_EXISTS)
        client = self._new_client(owner, form, package)
        self._clients.save(client)
        note = f"Created client {client.business_name} for {owner.email}"
        self._audit.record(actor, LogAction.NEW_CLIENT, note)
        return client

    def _owner(self, actor: Actor, user_id: str) -> User:
        if not actor.is_staff and user_id and user_id != actor.user_id:
            raise Forbidden(NOT_AUTHORIZED)
        if actor.is_staff and not user_id:
            raise ValidationFailed({"userId": m.CURRENT_USER_UNKNOWN})
        owner = self._users.get(user_id or actor.user_id)
        if owner is None:
            raise NotFound(m.USER_NOT_FOUND if actor.is_staff else m.CURRENT_USER_UNKNOWN)
        return owner

    def _new_client(self, owner: User, form: FormValues, package: Package) -> Client:
        now = self._clock.now()
        blank = Client(new_id(), "", "", "", "", owner.id, username=owner.email)
        blank = replace(blank, time_zone=owner.time_zone)
        return replace(
            client_changes(blank, form, package),
            status=True,
            created_at=now,
            expire_date=new_client_expiry(now),
        )
