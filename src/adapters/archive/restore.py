"""`signage import FILE`: pass 1 reads and checks the whole archive, pass 2 writes it.

Nothing is written unless every member, document, account and file checks out (`reading`).
Pass 2 is all-or-nothing on the embedded default (`staged`) and finished by importing the
same archive again elsewhere (`journaled`). Importing twice changes nothing more.
"""

from __future__ import annotations

import zipfile
from pathlib import Path
from typing import Protocol

from signage_core.ports.identity_provider import AccountRecord, IdentityProvider

from ..local.blobs import LocalBlobStorage
from ..local.store import SqliteStore
from .contents import ArchiveSummary, PortalData
from .journaled import JournaledWrite
from .limits import ArchiveLimits
from .members import DAMAGE, Members
from .reading import Contents, read_contents
from .staged import StagedWrite
from .values import ArchiveError


class Write(Protocol):
    def check(self, contents: Contents) -> None: ...

    def write(self, contents: Contents, members: Members, source: str) -> None: ...


def import_archive(
    data: PortalData, source: Path, limits: ArchiveLimits | None = None
) -> ArchiveSummary:
    write = writer_for(data)
    with _opened(source) as archive:
        members = Members(archive, limits or ArchiveLimits())
        contents = read_contents(members, data.blobs.paths())
        _check_accounts_fit(data.identity, contents.accounts)
        write.check(contents)
        write.write(contents, members, source.name)
    counts = {name: len(rows) for name, rows in contents.documents.items()}
    return ArchiveSummary(counts, len(contents.files), len(contents.accounts))


def writer_for(data: PortalData) -> Write:
    if isinstance(data.blobs, LocalBlobStorage) and isinstance(data.store, SqliteStore):
        return StagedWrite(data, data.blobs, data.store.db)
    return JournaledWrite(data)


def _opened(source: Path) -> zipfile.ZipFile:
    try:
        return zipfile.ZipFile(source)
    except (*DAMAGE, ValueError) as error:
        raise ArchiveError(f"{source} is not a signage archive ({error})") from None


def _check_accounts_fit(identity: IdentityProvider, accounts: list[AccountRecord]) -> None:
    """Refuse before writing when an email belongs to another account here."""
    for record in accounts:
        uid = identity.find_uid(record.email)
        if uid is not None and uid != record.uid:
            raise ArchiveError(f"{record.email} already has another account in this portal")
