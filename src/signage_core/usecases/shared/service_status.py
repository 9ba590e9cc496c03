"""Which optional external services are configured (the web app adapts its forms)."""

from __future__ import annotations

from dataclasses import dataclass

from signage_core.ports.payment_provider import PaymentProvider
from signage_core.ports.video_info_provider import VideoInfoProvider


@dataclass(frozen=True, slots=True)
class ServiceStatus:
    video_info: bool
    """False: video titles and durations are typed by hand."""
    payments: bool
    """False: no package can be bought online."""


class GetServiceStatus:
    def __init__(self, video_info: VideoInfoProvider, payments: PaymentProvider) -> None:
        self._video_info = video_info
        self._payments = payments

    def __call__(self) -> ServiceStatus:
        return ServiceStatus(bool(self._video_info.configured), bool(self._payments.configured))
