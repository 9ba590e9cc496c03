"""Who may act: role checks, the actor's own client, and form validation helpers."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager

from signage_core.entities.clients import Client
from signage_core.entities.users import Actor, Role
from signage_core.errors import (
    DomainError,
    ExternalServiceFailed,
    Forbidden,
    NotFound,
    ProfileIncomplete,
    ValidationFailed,
)
from signage_core.ports.client_repository import ClientRepository
from signage_core.validation import messages as m

NOT_AUTHORIZED = "You are not authorized to perform this action."
"""Ours: the spec shows no text for a role that may not act (docs/decisions.md)."""


def require_valid(errors: Mapping[str, str]) -> None:
    """Raise ValidationFailed with the validator's field errors, if any."""
    if errors:
        raise ValidationFailed(errors)


def require_staff(actor: Actor) -> None:
    if not actor.is_staff:
        raise Forbidden(NOT_AUTHORIZED)


def require_admin(actor: Actor) -> None:
    if not actor.is_admin:
        raise Forbidden(NOT_AUTHORIZED)


def require_client_role(actor: Actor) -> None:
    """Client-scoped features (media, videos, playlists, dashboard) are the Client's own."""
    if actor.role is not Role.CLIENT:
        raise Forbidden(NOT_AUTHORIZED)


def own_client(
    actor: Actor, clients: ClientRepository, missing: str = m.PROFILE_INCOMPLETE
) -> Client:
    """The client profile whose userId is the actor; ProfileIncomplete when there is none."""
    client = clients.find_by_user(actor.user_id)
    if client is None:
        raise ProfileIncomplete(missing)
    return client


def can_see_client(actor: Actor, client: Client) -> bool:
    """Staff see every client; a Client sees only the profile it owns."""
    return actor.is_staff or client.user_id == actor.user_id


def visible_client(clients: ClientRepository, actor: Actor, client_id: str) -> Client:
    """The client, when the actor may see it; otherwise 'The client does not exist.'"""
    client = clients.get(client_id)
    if client is None or not can_see_client(actor, client):
        raise NotFound(m.CLIENT_NOT_FOUND)
    return client


@contextmanager
def failing_as(message: str) -> Iterator[None]:
    """Report a storage failure with the spec §8 text for the operation (domain errors pass)."""
    try:
        yield
    except DomainError:
        raise
    except Exception as error:
        raise ExternalServiceFailed(message) from error
