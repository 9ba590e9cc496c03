"""The composition root: settings pick the backend and the external services.

A backend is chosen by its name in the registry (`backend_registry`), whose declaration says
everything that differs between backends; nothing here asks which backend it is. Settings are
read here and nowhere below.
"""

from __future__ import annotations

import hashlib
import hmac
from datetime import timedelta
from typing import Literal

from signage_http.wiring.backend_kind import BackendKind
from signage_http.wiring.backend_registry import REGISTRY
from signage_http.wiring.portal import PLAYER_FILES_PATH, Portal, new_player_links
from signage_http.wiring.settings import Settings, SettingsError

from signage_core.ports.backend import Backend, ExternalServices
from signage_core.ports.clock import Clock
from signage_core.ports.mailer import Mailer
from signage_core.ports.payment_provider import PaymentProvider
from signage_core.ports.video_info_provider import VideoInfoProvider
from signage_core.rules.player_links import PlayerLinks

PLAYER_LINK_KEY_LABEL = b"signage-player-links"


def backend_kind(settings: Settings) -> BackendKind:
    """The declaration of the backend SIGNAGE_BACKEND names, its own settings checked:
    SettingsError naming the first missing or wrong one."""
    kind = REGISTRY.kind(settings.backend)
    problem = kind.problem(settings)
    if problem:
        raise SettingsError(problem)
    return kind


def build_backend(settings: Settings, clock: Clock | None = None) -> Backend:
    """The backend `SIGNAGE_BACKEND` names; `clock` replaces the system clock (tests)."""
    return backend_kind(settings).build(settings, clock)


def build_services(settings: Settings, backend: Backend) -> ExternalServices:
    """SMTP when configured (else the backend's own mail delivery), YouTube and PayPal."""
    mailer = _smtp_mailer(settings) or backend.mailer
    return ExternalServices(mailer, _video_info(settings), _payment_provider(settings, backend))


def portal_from_settings(
    settings: Settings,
    backend: Backend | None = None,
    services: ExternalServices | None = None,
) -> Portal:
    """The backend and the external services `settings` choose, as one Portal; `backend`
    and `services`, when given, take the place of the chosen ones (tests, demos)."""
    backend = backend or build_backend(settings)
    services = services or build_services(settings, backend)
    return Portal(
        backend,
        services,
        reset_base_url=reset_link_base(settings),
        sign_in_limits=settings.sign_in_limits,
        staff_two_factor=settings.staff_two_factor_rule,
        player_links=player_links(settings),
        screen_policy=settings.screen_policy,
        emergency_cap=settings.emergency_cap,
        schedule_horizon_hours=settings.schedule_horizon_hours,
    )


def player_links(settings: Settings) -> PlayerLinks:
    """A manifest's links: signed with a key derived from the app's, served by this portal
    (absolute with SIGNAGE_PUBLIC_URL), open for SIGNAGE_PLAYER_LINK_HOURS."""
    key = hmac.new(app_secret(settings).encode(), PLAYER_LINK_KEY_LABEL, hashlib.sha256).digest()
    base = f"{settings.public_url.rstrip('/')}{PLAYER_FILES_PATH}" if settings.public_url else ""
    life = timedelta(hours=settings.player_link_hours)
    return new_player_links(key, base or PLAYER_FILES_PATH, life)


def reset_link_base(settings: Settings) -> str:
    """The web app's login screen, which reads `?resetToken=` to set a new password."""
    return f"{settings.base_url}/client/login"


def app_secret(settings: Settings) -> str:
    """The session, CSRF and device-cookie key, by the backend's rule (`BackendKind`)."""
    return backend_kind(settings).session_secret(settings)


def _video_info(settings: Settings) -> VideoInfoProvider:
    from signage_adapters.youtube import YouTubeVideoInfo
    from signage_adapters.youtube.video_info import DEFAULT_BASE_URL

    base_url = settings.youtube_base_url or DEFAULT_BASE_URL
    return YouTubeVideoInfo(settings.youtube_api_key or None, base_url)


def _payment_provider(settings: Settings, backend: Backend) -> PaymentProvider:
    from signage_adapters.paypal import UnconfiguredPaymentProvider

    paypal = settings.paypal
    if not paypal.configured:
        return UnconfiguredPaymentProvider()
    from signage_adapters.paypal import PayPalClient

    environment: Literal["sandbox", "live"] = "live" if paypal.environment == "live" else "sandbox"
    return PayPalClient(
        paypal.client_id,
        paypal.secret,
        environment,
        webhook_id=paypal.webhook_id or None,
        base_url=paypal.base_url or None,
        clock=backend.clock,
    )


def _smtp_mailer(settings: Settings) -> Mailer | None:
    smtp = settings.smtp
    if not smtp.configured:
        return None
    from signage_adapters.local.mail import SmtpMailer

    return SmtpMailer(
        smtp.host, smtp.port, smtp.sender, smtp.username or None, smtp.password or None,
        smtp.starttls,
    )  # fmt: skip
