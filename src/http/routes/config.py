"""Public configuration the web app needs before anyone signs in."""

from __future__ import annotations

import msgspec
from litestar import Controller, get
from signage_http.wiring.injected import Injected
from signage_http.wiring.settings import Settings

from signage_core.usecases.shared.service_status import GetServiceStatus


class PublicConfig(msgspec.Struct, rename="camel"):
    paypal_client_id: str
    paypal_configured: bool
    youtube_configured: bool
    player_poll_seconds: int
    """How often a TV asks for its manifest: a change reaches it within about that long."""


class ConfigController(Controller):
    tags = ("config",)

    @get("/", sync_to_thread=False)
    def read(
        self,
        settings: Injected[Settings],
        get_service_status: Injected[GetServiceStatus],
    ) -> PublicConfig:
        status = get_service_status()
        return PublicConfig(
            paypal_client_id=settings.paypal.client_id if status.payments else "",
            paypal_configured=status.payments,
            youtube_configured=status.video_info,
            player_poll_seconds=settings.player_poll_seconds,
        )
