"""The backend contract: everything one storage backend provides to the use cases.

A backend (memory, local, firebase) is one package whose bundle satisfies `Backend`; the
composition root picks one and adds the `ExternalServices` its settings configure. The
contract suites in `tests/contracts/` prove each part of it on every backend.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from signage_core.ports.blob_storage import BlobStorage
from signage_core.ports.clock import Clock
from signage_core.ports.documents import Documents
from signage_core.ports.identity_provider import IdentityProvider
from signage_core.ports.mailer import Mailer
from signage_core.ports.payment_provider import PaymentProvider
from signage_core.ports.video_info_provider import VideoInfoProvider


class Backend(Protocol):
    """Documents, stored files (with their download links, made and checked by `blobs`),
    accounts, the backend's own mail delivery, and its clock."""

    @property
    def documents(self) -> Documents: ...
    @property
    def blobs(self) -> BlobStorage: ...
    @property
    def identity(self) -> IdentityProvider: ...
    @property
    def mailer(self) -> Mailer:
        """Where mail goes when no SMTP server is configured (memory: a list; local: the
        data directory's outbox)."""
        ...

    @property
    def clock(self) -> Clock: ...

    def close(self) -> None:
        """Release connections and files; the backend is not used afterwards."""
        ...


@dataclass(frozen=True, slots=True)
class ExternalServices:
    """The third-party services settings configure, whatever the backend."""

    mailer: Mailer
    video_info: VideoInfoProvider
    payment_provider: PaymentProvider
