"""The in-memory backend: one instance of every in-memory adapter, wired to the same clock.

`MemoryBackend` satisfies `signage_core.ports.backend.Backend`."""

from __future__ import annotations

from dataclasses import dataclass

from signage_core.ports.backend import ExternalServices
from signage_core.ports.clock import Clock

from .blobs import MemoryBlobStorage
from .clock import SystemClock
from .documents import MemoryDocuments
from .identity import DEFAULT_SCRYPT_N, MemoryIdentity
from .mail import MemoryMailer
from .payment_provider import MemoryPaymentProvider
from .video_info import MemoryVideoInfo


@dataclass(frozen=True, slots=True)
class MemoryBackend:
    documents: MemoryDocuments
    blobs: MemoryBlobStorage
    identity: MemoryIdentity
    mailer: MemoryMailer
    clock: Clock
    video_info: MemoryVideoInfo
    payment_provider: MemoryPaymentProvider

    def services(self) -> ExternalServices:
        """The stand-ins for mail, video information and payments that this backend keeps
        in memory (tests and demos script them)."""
        return ExternalServices(self.mailer, self.video_info, self.payment_provider)

    def close(self) -> None:
        """Nothing to release: everything lives in this process."""


def memory_backend(
    clock: Clock | None = None,
    *,
    base_url: str = "memory://",
    scrypt_n: int = DEFAULT_SCRYPT_N,
) -> MemoryBackend:
    """A fresh, empty backend; `clock` defaults to the system clock."""
    clock = clock or SystemClock()
    return MemoryBackend(
        documents=MemoryDocuments(),
        blobs=MemoryBlobStorage(base_url, clock=clock),
        identity=MemoryIdentity(clock=clock, scrypt_n=scrypt_n),
        mailer=MemoryMailer(),
        clock=clock,
        video_info=MemoryVideoInfo(),
        payment_provider=MemoryPaymentProvider(),
    )
