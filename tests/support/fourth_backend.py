"""A fourth backend, for tests only: the in-memory adapters in a bundle and a declaration of
their own. It shows what a new backend is: one package (its adapters, here borrowed, and its
`BackendKind`) and one line (`REGISTRY.register(FOURTH)`)."""

from __future__ import annotations

from dataclasses import dataclass

from signage_adapters.memory.blobs import MemoryBlobStorage
from signage_adapters.memory.clock import SystemClock
from signage_adapters.memory.documents import MemoryDocuments
from signage_adapters.memory.identity import MemoryIdentity
from signage_adapters.memory.mail import MemoryMailer
from signage_http.wiring.backend_kind import (
    BackendKind,
    key_per_process,
    no_problem,
    nothing_to_backfill,
)
from signage_http.wiring.backend_kinds import files_base_url, public_origin
from signage_http.wiring.settings import Settings

from signage_core.ports.backend import Backend
from signage_core.ports.clock import Clock


@dataclass(frozen=True, slots=True)
class FourthBackend:
    documents: MemoryDocuments
    blobs: MemoryBlobStorage
    identity: MemoryIdentity
    mailer: MemoryMailer
    clock: Clock

    def close(self) -> None:
        """Nothing to release."""


def fourth_backend(settings: Settings, clock: Clock | None) -> Backend:
    clock = clock or SystemClock()
    return FourthBackend(
        documents=MemoryDocuments(),
        blobs=MemoryBlobStorage(files_base_url(settings) + "/", clock=clock),
        identity=MemoryIdentity(clock=clock, scrypt_n=2),  # cheap hashing: test speed only
        mailer=MemoryMailer(),
        clock=clock,
    )


FOURTH = BackendKind(
    name="fourth", build=fourth_backend, settings=(), problem=no_problem,
    session_secret=key_per_process, file_origins=public_origin,
    reads_in_process=False, swept_at_start=False, data_in_data_dir=False,
    backfill=nothing_to_backfill,
)  # fmt: skip
"""Its reads run in threads, as Firestore's: the request path off the event loop is walked."""
