"""The dashboard home: media counts by type, new this month, and the licence."""

from __future__ import annotations

from dataclasses import dataclass

from signage_core.access import own_client, require_client_role
from signage_core.entities.media import AssetType
from signage_core.entities.users import Actor
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.clock import Clock
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.payment_repository import PaymentRepository
from signage_core.ports.playlist_repository import PlaylistRepository
from signage_core.rules.licence import LicenceState
from signage_core.rules.months import start_of_month
from signage_core.usecases.billing.licence import ClientLicence


@dataclass(frozen=True, slots=True)
class Dashboard:
    media_by_type: dict[AssetType, int]
    new_medias_this_month: int
    new_playlists_this_month: int
    licence: LicenceState


class GetDashboard:
    """Counted by the stores (never by loading the records), from the clock's month."""

    def __init__(
        self,
        clients: ClientRepository,
        medias: MediaRepository,
        playlists: PlaylistRepository,
        payments: PaymentRepository,
        clock: Clock,
    ) -> None:
        self._clients, self._medias, self._playlists, self._clock = (
            clients,
            medias,
            playlists,
            clock,
        )
        self._licence = ClientLicence(payments, clock)

    def __call__(self, actor: Actor) -> Dashboard:
        require_client_role(actor)
        client = own_client(actor, self._clients)
        month = start_of_month(self._clock.now())
        return Dashboard(
            media_by_type=self._medias.count_by_type(actor.user_id),
            new_medias_this_month=self._medias.count_created_since(actor.user_id, month),
            new_playlists_this_month=self._playlists.count_created_since(client.id, month),
            licence=self._licence(client),
        )
