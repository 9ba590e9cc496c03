"""The adapter sets the settings can pick: `memory` and `local` (firebase is not built yet),
with the external services (YouTube, PayPal, SMTP) the settings configure."""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from signage_http.files import FileServer, LocalFileServer, MemoryFileServer
from signage_http.settings import Settings, SettingsError

from signage_core.ports.blob_storage import BlobStorage
from signage_core.ports.clock import Clock
from signage_core.ports.identity_provider import IdentityProvider
from signage_core.ports.mailer import Mailer
from signage_core.ports.payment_provider import PaymentProvider
from signage_core.ports.video_info_provider import VideoInfoProvider

FIREBASE_MISSING = (
    "SIGNAGE_BACKEND=firebase: the Firebase adapters are not installed yet. "
    "Use SIGNAGE_BACKEND=local (the default) or memory."
)


@dataclass(frozen=True, slots=True)
class Adapters:
    """Every port the use cases need, plus how /files serves stored objects."""

    documents: Any
    blobs: BlobStorage
    identity: IdentityProvider
    mailer: Mailer
    clock: Clock
    video_info: VideoInfoProvider
    payment_provider: PaymentProvider
    files: FileServer
    secret: str
    closers: tuple[Callable[[], object], ...] = field(default=())

    def close(self) -> None:
        for close in self.closers:
            close()


def files_base_url(settings: Settings) -> str:
    """Where stored files are served: absolute with SIGNAGE_PUBLIC_URL, else site-relative."""
    return f"{settings.public_url.rstrip('/')}/files" if settings.public_url else "/files"


def memory_adapters(
    backend: Any, *, video_info: Any = None, payments: Any = None, mailer: Any = None
) -> Adapters:
    """Adapters over a `MemoryBackend`; its fake mail, video-info and payment services unless
    others are given."""
    return Adapters(
        documents=backend.documents,
        blobs=backend.blobs,
        identity=backend.identity,
        mailer=mailer or backend.mailer,
        clock=backend.clock,
        video_info=video_info or backend.video_info,
        payment_provider=payments or backend.payment_provider,
        files=MemoryFileServer(backend.blobs),
        secret=secrets.token_hex(32),
    )


def build_adapters(settings: Settings, clock: Clock | None = None) -> Adapters:
    if settings.backend == "memory":
        return _memory(settings, clock)
    if settings.backend == "local":
        return _local(settings, clock)
    raise SettingsError(FIREBASE_MISSING)


def _memory(settings: Settings, clock: Clock | None) -> Adapters:
    from signage_adapters.memory.backend import memory_backend

    backend = memory_backend(clock, base_url=files_base_url(settings) + "/")
    video_info, payments = _video_info(settings), _payment_provider(settings, clock)
    return memory_adapters(
        backend, video_info=video_info, payments=payments, mailer=_mailer(settings)
    )


def _local(settings: Settings, clock: Clock | None) -> Adapters:
    from signage_adapters.local.backend import local_backend
    from signage_adapters.local.blob_signing import load_or_create_secret
    from signage_adapters.system_clock import SystemClock

    clock = clock or SystemClock()
    backend = local_backend(
        settings.data_dir, clock, mailer=_mailer(settings), files_base_url=files_base_url(settings)
    )
    video_info, payments = _video_info(settings), _payment_provider(settings, clock)
    return Adapters(
        documents=backend.documents,
        blobs=backend.blobs,
        identity=backend.identity,
        mailer=backend.mailer,
        clock=clock,
        video_info=video_info,
        payment_provider=payments,
        files=LocalFileServer(backend.blobs, clock),
        secret=_derived_key(load_or_create_secret(settings.data_dir), b"signage-http-csrf"),
        closers=(backend.close, video_info.close, getattr(payments, "close", lambda: None)),
    )


def _derived_key(master: bytes, label: bytes) -> str:
    """A key for one purpose, derived from the data directory's key: the download-URL
    signatures and the CSRF tokens never share a key."""
    return hmac.new(master, label, hashlib.sha256).hexdigest()


def _video_info(settings: Settings) -> Any:
    from signage_adapters.youtube import YouTubeVideoInfo
    from signage_adapters.youtube.video_info import DEFAULT_BASE_URL

    base_url = settings.youtube_base_url or DEFAULT_BASE_URL
    return YouTubeVideoInfo(settings.youtube_api_key or None, base_url)


def _payment_provider(settings: Settings, clock: Clock | None) -> PaymentProvider:
    from signage_adapters.paypal import PayPalClient, UnconfiguredPaymentProvider

    paypal = settings.paypal
    if not paypal.configured:
        unconfigured: PaymentProvider = UnconfiguredPaymentProvider()
        return unconfigured
    environment: Literal["sandbox", "live"] = "live" if paypal.environment == "live" else "sandbox"
    client: PaymentProvider = PayPalClient(
        paypal.client_id,
        paypal.secret,
        environment,
        webhook_id=paypal.webhook_id or None,
        base_url=paypal.base_url or None,
        clock=clock,
    )
    return client


def _mailer(settings: Settings) -> Mailer | None:
    smtp = settings.smtp
    if not smtp.configured:
        return None
    from signage_adapters.local.mail import SmtpMailer

    mailer: Mailer = SmtpMailer(
        smtp.host, smtp.port, smtp.sender, smtp.username or None, smtp.password or None,
        smtp.starttls,
    )  # fmt: skip
    return mailer
