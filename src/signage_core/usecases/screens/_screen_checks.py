"""Shared checks of the screen use cases: the client asked about, a client's own screen and
playlist, the limit."""

from __future__ import annotations

from dataclasses import dataclass

from signage_core.access import own_client, require_client_role, visible_client
from signage_core.entities.clients import Client
from signage_core.entities.screens import Screen
from signage_core.entities.users import Actor
from signage_core.errors import NotFound, ScreenLimitReached, ValidationFailed
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.rules.screen_licence import ScreenPolicy, trial_allowance
from signage_core.rules.screens import screen_allowance
from signage_core.validation import messages as m
from signage_core.validation.fields import FieldErrors


def client_in_view(clients: ClientRepository, actor: Actor, client_id: str) -> Client:
    """The client whose screens `actor` asks about: staff name one (`clientId`, required), a
    Client sees its own (naming another's is 'The client does not exist.')."""
    if actor.is_staff:
        if not client_id:
            raise ValidationFailed({"clientId": m.SCREEN_CLIENT_REQUIRED})
        return visible_client(clients, actor, client_id)
    require_client_role(actor)
    client = own_client(actor, clients, m.NO_CLIENT_FOR_USER)
    if client_id and client_id != client.id:
        raise NotFound(m.CLIENT_NOT_FOUND)
    return client


def client_screen(screens: ScreenRepository, client: Client, screen_id: str) -> Screen:
    """The client's screen; another client's is 'Screen not found' like a missing one."""
    screen = screens.get(screen_id)
    if screen is None or screen.client_id != client.id:
        raise NotFound(m.SCREEN_NOT_FOUND)
    return screen


def playlist_errors(playlists: PlaylistRepository, client: Client, playlist_id: str) -> FieldErrors:
    """A field error unless `playlist_id` is '' (none) or one of the client's playlists."""
    if not playlist_id:
        return {}
    playlist = playlists.get(playlist_id)
    if playlist is None or playlist.client_id != client.id:
        return {"playlistId": m.SCREEN_PLAYLIST_UNKNOWN}
    return {}


@dataclass(frozen=True, slots=True)
class Allowance:
    """How many screens a client may have, and whether the trial is what limits it."""

    limit: int
    trial: bool = False


class ScreenAllowance:
    """A client's Allowance: its package's Units (TVs) once it has paid; in trial (no
    payments) at most the policy's trial screens, whatever the package."""

    def __init__(
        self, catalogue: CatalogueRepository, payments: PaymentRepository, policy: ScreenPolicy
    ) -> None:
        self._catalogue, self._payments, self._policy = catalogue, payments, policy

    def __call__(self, client: Client) -> Allowance:
        units = screens_allowed(self._catalogue, client)
        trial = not self._payments.has_payments(client.id)
        limit = trial_allowance(units, trial, self._policy)
        return Allowance(limit, trial and limit < units)


def screens_allowed(catalogue: CatalogueRepository, client: Client) -> int:
    """How many screens the client's package allows (its Units)."""
    package = catalogue.get_package(client.package_id) if client.package_id else None
    return screen_allowance(package)


def require_room_for_a_screen(
    allowance: ScreenAllowance, screens: ScreenRepository, client: Client
) -> Allowance:
    """How many screens the client may have; ScreenLimitReached once it has as many."""
    allowed = allowance(client)
    if screens.count_for_client(client.id) >= allowed.limit:
        raise ScreenLimitReached(limit_text(allowed))
    return allowed


def take_a_place(
    screens: ScreenRepository, client: Client, allowed: Allowance, screen_id: str
) -> int:
    """The numbered place the new screen holds, taken atomically: the places are those of
    `allowed` the client's screens paired before places existed do not fill (0-slot ones).
    ScreenLimitReached when none is free, whatever claims race for them."""
    unplaced = sum(1 for screen in screens.list_for_client(client.id) if not screen.slot)
    slot = screens.take_slot(client.id, allowed.limit - unplaced, screen_id)
    if not slot:
        raise ScreenLimitReached(limit_text(allowed))
    return slot


def limit_text(allowed: Allowance) -> str:
    """The 409 text for the limit: the package's, or the trial's (pay to raise it)."""
    one, many = (
        (m.SCREEN_LIMIT_TRIAL_ONE, m.SCREEN_LIMIT_TRIAL)
        if allowed.trial
        else (m.SCREEN_LIMIT_ONE, m.SCREEN_LIMIT)
    )
    return one if allowed.limit == 1 else many.format(units=allowed.limit)
