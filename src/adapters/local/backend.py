"""The embedded backend: everything in one data directory.

`LocalBackend` satisfies `signage_core.ports.backend.Backend`."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path

from signage_core.ports.clock import Clock
from signage_core.ports.mailer import Mailer

from ..system_clock import SystemClock
from .blob_signing import load_or_create_secret
from .blobs import LINK_LIFETIME, LocalBlobStorage
from .database import DATABASE_NAME, Database
from .documents import SqliteDocuments
from .identity import LocalIdentity
from .mail import OutboxMailer
from .private_files import private_dir
from .staging import finish_staged

FILES_DIR = "files"
OUTBOX_DIR = "outbox"


@dataclass(frozen=True, slots=True)
class LocalBackend:
    documents: SqliteDocuments
    blobs: LocalBlobStorage
    identity: LocalIdentity
    mailer: Mailer
    clock: Clock

    def close(self) -> None:
        self.documents.close()


def local_backend(
    data_dir: Path,
    clock: Clock | None = None,
    *,
    mailer: Mailer | None = None,
    files_base_url: str = "/files",
    link_lifetime: timedelta = LINK_LIFETIME,
) -> LocalBackend:
    """`data_dir/signage.db` (documents and accounts), `data_dir/files/` (objects),
    `data_dir/outbox/` (mail, unless `mailer` is given, e.g. an SmtpMailer). The data
    directory is private (0700) and its files 0600; file links last `link_lifetime`. An
    import a kill cut short is finished or undone first (`staging`)."""
    clock = clock or SystemClock()
    private_dir(data_dir)
    database = Database(data_dir / DATABASE_NAME)
    secret = load_or_create_secret(data_dir)
    documents = SqliteDocuments(database)
    blobs = LocalBlobStorage(
        data_dir / FILES_DIR, secret, files_base_url, clock=clock, link_lifetime=link_lifetime
    )
    finish_staged(documents.store, blobs, documents.play_file.kept_store)
    return LocalBackend(
        documents=documents,
        blobs=blobs,
        identity=LocalIdentity(database, clock),
        mailer=mailer or OutboxMailer(data_dir / OUTBOX_DIR),
        clock=clock,
    )
