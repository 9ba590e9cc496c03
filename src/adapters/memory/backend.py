"""One instance of every in-memory adapter, wired to the same clock."""

from __future__ import annotations

from dataclasses import dataclass

from signage_core.ports.clock import Clock
from signage_core.usecases.registry import Ports

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

    def ports(self, reset_base_url: str = "/client/login") -> Ports:
        """The core's ports, served by this backend (for `signage_core.usecases.UseCases`)."""
        docs = self.documents
        return Ports(
            users=docs.users,
            clients=docs.clients,
            payments=docs.payments,
            catalogue=docs.catalogue,
            videos=docs.videos,
            medias=docs.medias,
            playlists=docs.playlists,
            user_logs=docs.user_logs,
            blobs=self.blobs,
            identity=self.identity,
            mailer=self.mailer,
            clock=self.clock,
            video_info=self.video_info,
            reset_base_url=reset_base_url,
        )


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
