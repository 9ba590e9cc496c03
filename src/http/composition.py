"""The composition root: settings pick the backend and the external services.

A backend is one line in `BACKENDS`: its package builds a bundle that satisfies
`signage_core.ports.backend.Backend`. Settings are read here and nowhere below.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable
from datetime import timedelta
from typing import Literal

from signage_http.firebase_settings import FirebaseSettings
from signage_http.portal import PLAYER_FILES_PATH, Portal, new_player_links
from signage_http.settings import Settings, SettingsError

from signage_core.ports.backend import Backend, ExternalServices
from signage_core.ports.clock import Clock
from signage_core.ports.mailer import Mailer
from signage_core.ports.payment_provider import PaymentProvider
from signage_core.ports.video_info_provider import VideoInfoProvider
from signage_core.rules.player_links import PlayerLinks

CSRF_KEY_LABEL = b"signage-http-csrf"
PLAYER_LINK_KEY_LABEL = b"signage-player-links"


def _memory(settings: Settings, clock: Clock | None) -> Backend:
    from signage_adapters.memory.backend import memory_backend

    return memory_backend(clock, base_url=files_base_url(settings) + "/")


def _local(settings: Settings, clock: Clock | None) -> Backend:
    from signage_adapters.local.backend import local_backend

    base, lifetime = files_base_url(settings), timedelta(days=settings.player_link_days)
    return local_backend(settings.data_dir, clock, files_base_url=base, link_lifetime=lifetime)


def _firebase(settings: Settings, clock: Clock | None) -> Backend:
    from signage_adapters.firebase.backend import FirebaseProject, firebase_backend
    from signage_adapters.firebase.deadlines import Deadline
    from signage_adapters.local.mail import OutboxMailer

    firebase = checked_firebase(settings)
    project = FirebaseProject(firebase.project, firebase.bucket, firebase.api_key)
    deadline = Deadline(float(firebase.deadline_seconds))
    return firebase_backend(project, OutboxMailer(settings.data_dir / "outbox"), clock, deadline)


BACKENDS: dict[str, Callable[[Settings, Clock | None], Backend]] = {
    "memory": _memory,
    "local": _local,
    "firebase": _firebase,
}


def build_backend(settings: Settings, clock: Clock | None = None) -> Backend:
    """The backend `SIGNAGE_BACKEND` names; `clock` replaces the system clock (tests)."""
    chosen = BACKENDS.get(settings.backend)
    if chosen is None:
        raise SettingsError(f"SIGNAGE_BACKEND must be one of {', '.join(BACKENDS)}")
    return chosen(settings, clock)


def reads_in_process(backend: Backend) -> bool:
    """Whether the backend's documents are read in this process (memory, SQLite on the local
    disk), fast enough to read on the event loop (`signage_http.threads`)."""
    from signage_adapters.local.backend import LocalBackend
    from signage_adapters.memory.backend import MemoryBackend

    return isinstance(backend, LocalBackend | MemoryBackend)


def checked_firebase(settings: Settings) -> FirebaseSettings:
    """The Firebase settings; SettingsError naming the first missing or wrong one."""
    problem = settings.firebase.problem()
    if problem:
        raise SettingsError(problem)
    return settings.firebase


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
    )


def player_links(settings: Settings) -> PlayerLinks:
    """A manifest's links: signed with a key derived from the app's, served by this portal
    (absolute with SIGNAGE_PUBLIC_URL), open for SIGNAGE_PLAYER_LINK_HOURS."""
    key = hmac.new(app_secret(settings).encode(), PLAYER_LINK_KEY_LABEL, hashlib.sha256).digest()
    base = f"{settings.public_url.rstrip('/')}{PLAYER_FILES_PATH}" if settings.public_url else ""
    life = timedelta(hours=settings.player_link_hours)
    return new_player_links(key, base or PLAYER_FILES_PATH, life)


def files_base_url(settings: Settings) -> str:
    """Where stored files are served: absolute with SIGNAGE_PUBLIC_URL, else site-relative."""
    return f"{settings.public_url.rstrip('/')}/files" if settings.public_url else "/files"


def reset_link_base(settings: Settings) -> str:
    """The web app's login screen, which reads `?resetToken=` to set a new password."""
    return f"{settings.base_url}/client/login"


def app_secret(settings: Settings) -> str:
    """The session, CSRF and device-cookie key. On the local backend it is derived from the data
    directory's key with a label of its own (the download-URL signatures never share a
    key with it), so sessions survive a restart; on Firebase SIGNAGE_SECRET_KEY (required,
    shared by every instance); in memory a fresh random key."""
    if settings.backend == "firebase":
        return checked_firebase(settings).secret_key
    if settings.backend != "local":
        return secrets.token_hex(32)
    from signage_adapters.local.blob_signing import load_or_create_secret

    master = load_or_create_secret(settings.data_dir)
    return hmac.new(master, CSRF_KEY_LABEL, hashlib.sha256).hexdigest()


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
