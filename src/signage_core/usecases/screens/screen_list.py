"""A client's screens as its Screens page lists them, with its package's limit, each seen
when its heartbeat (or, for a screen last seen before heartbeats, its lastSeenAt) or its
player's latest report says, with its state and what it shows (`_screen_states`)."""

from __future__ import annotations

from dataclasses import dataclass

from signage_core.entities.screens import ScreenList
from signage_core.entities.users import Actor
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.screen_heartbeats import ScreenHeartbeats
from signage_core.ports.screen_reports import ScreenReports
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.rules.screen_licence import ScreenPolicy
from signage_core.rules.screens import last_seen
from signage_core.usecases.billing._screen_licence import ScreensSuspension
from signage_core.usecases.screens._screen_checks import ScreenAllowance, client_in_view
from signage_core.usecases.screens._screen_states import ScreenStates


@dataclass(frozen=True, slots=True)
class PlayerSides:
    """What the list reads beside the screens: the players' reports, the medias and
    playlists to name what they show, and the users whose switch suspends screens."""

    reports: ScreenReports
    medias: MediaRepository
    playlists: PlaylistRepository
    users: UserRepository


class ListScreens:
    """A Client's own screens and its limit; staff name the client (`client_id`)."""

    def __init__(
        self,
        clients: ClientRepository,
        catalogue: CatalogueRepository,
        screens: ScreenRepository,
        clock: Clock,
        heartbeats: ScreenHeartbeats,
        payments: PaymentRepository,
        policy: ScreenPolicy,
        players: PlayerSides,
    ) -> None:
        self._clients, self._allowance = clients, ScreenAllowance(catalogue, payments, policy)
        self._screens, self._clock, self._heartbeats = screens, clock, heartbeats
        self._states = ScreenStates(players.reports, players.medias, players.playlists)
        self._suspension = ScreensSuspension(players.users, policy, clock)

    def __call__(self, actor: Actor, client_id: str | None = None) -> ScreenList:
        client = client_in_view(self._clients, actor, client_id or "")
        now = self._clock.now()
        stored = self._screens.list_for_client(client.id)
        beats = self._heartbeats.last_seen(screen.id for screen in stored)
        found = [last_seen(screen, beats.get(screen.id)) for screen in stored]
        items = self._states(found, self._suspension(client) is not None, now)
        allowed = self._allowance(client)
        return ScreenList(items, allowed.limit, allowed.trial)
