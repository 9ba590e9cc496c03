"""The dashboard home: media counts by type, new this month, the licence and the first-run
checklist."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from signage_core.access import own_client, require_client_role
from signage_core.entities.clients import Client
from signage_core.entities.media import AssetType
from signage_core.entities.users import Actor
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.rules.first_run import FirstRun, first_run
from signage_core.rules.licence import LicenceState
from signage_core.rules.months import start_of_month
from signage_core.usecases.billing.licence import ClientLicence

EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


@dataclass(frozen=True, slots=True)
class Dashboard:
    media_by_type: dict[AssetType, int]
    new_medias_this_month: int
    new_playlists_this_month: int
    licence: LicenceState
    first_run: FirstRun


class GetDashboard:
    """Counted by the stores (never by loading the records), from the clock's month."""

    def __init__(
        self,
        clients: ClientRepository,
        medias: MediaRepository,
        playlists: PlaylistRepository,
        payments: PaymentRepository,
        clock: Clock,
        screens: ScreenRepository,
    ) -> None:
        self._clients, self._medias, self._playlists, self._clock = (
            clients,
            medias,
            playlists,
            clock,
        )
        self._screens = screens
        self._licence = ClientLicence(payments, clock)

    def __call__(self, actor: Actor) -> Dashboard:
        require_client_role(actor)
        client = own_client(actor, self._clients)
        month = start_of_month(self._clock.now())
        by_type = self._medias.count_by_type(actor.user_id)
        new_playlists = self._playlists.count_created_since(client.id, month)
        return Dashboard(
            media_by_type=by_type,
            new_medias_this_month=self._medias.count_created_since(actor.user_id, month),
            new_playlists_this_month=new_playlists,
            licence=self._licence(client),
            first_run=self._first_run(client, sum(by_type.values()), new_playlists),
        )

    def _first_run(self, client: Client, medias: int, new_playlists: int) -> FirstRun:
        """Playlists ever made are counted since the epoch (a count, never the records) unless
        this month's already show one."""
        playlists = new_playlists or self._playlists.count_created_since(client.id, EPOCH)
        return first_run(client, medias, playlists, self._screens.count_for_client(client.id))
