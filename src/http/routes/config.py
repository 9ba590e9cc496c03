"""Public configuration the web app needs before anyone signs in."""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import get
from litestar.di import NamedDependency
from signage_http.settings import Settings


class PublicConfig(msgspec.Struct, rename="camel"):
    paypal_client_id: str
    paypal_configured: bool
    youtube_configured: bool


@get("/api/config", tags=["config"], sync_to_thread=False)
def public_config(
    settings: NamedDependency[Settings],
    video_info: NamedDependency[Any],
    payment_provider: NamedDependency[Any],
) -> PublicConfig:
    paypal_ready = bool(payment_provider.configured)
    return PublicConfig(
        paypal_client_id=settings.paypal.client_id if paypal_ready else "",
        paypal_configured=paypal_ready,
        youtube_configured=bool(video_info.configured),
    )
