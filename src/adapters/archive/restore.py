"""`signage import FILE`: pass 1 reads and checks the whole archive, pass 2 writes it.

Nothing is written unless every member, document, account and file checks out (`reading`).
Importing twice changes nothing more.
"""

from __future__ import annotations

import zipfile
from pathlib import Path

from signage_core.ports.identity_provider import AccountRecord, IdentityProvider

from .contents import ArchiveSummary, PortalData, file_member
from .limits import ArchiveLimits
from .links import reissue_links
from .members import DAMAGE, Members
from .reading import read_contents
from .values import ArchiveError


def import_archive(
    data: PortalData, source: Path, limits: ArchiveLimits | None = None
) -> ArchiveSummary:
    with _opened(source) as archive:
        members = Members(archive, limits or ArchiveLimits())
        contents = read_contents(members, data.blobs.paths())
        _check_accounts_fit(data.identity, contents.accounts)
        for record in contents.accounts:
            data.identity.restore_account(record)
        for file in contents.files:
            data.blobs.put(file.path, members.chunks(file_member(file.path)),
                           content_type=file.content_type,
                           custom_metadata=file.custom_metadata)  # fmt: skip
    for collection, rows in reissue_links(contents.documents, data.blobs).items():
        for doc_id, document in rows:
            data.store.put(collection, doc_id, document)
    counts = {name: len(rows) for name, rows in contents.documents.items()}
    return ArchiveSummary(counts, len(contents.files), len(contents.accounts))


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
