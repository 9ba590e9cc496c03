"""`signage import FILE`: check the whole archive, then write accounts, files and documents."""

from __future__ import annotations

import zipfile
from pathlib import Path

from signage_core.ports.identity_provider import AccountRecord, IdentityProvider

from .contents import ArchiveSummary, PortalData
from .links import reissue_links
from .reading import Contents, file_chunks, read_contents
from .values import ArchiveError


def import_archive(data: PortalData, source: Path) -> ArchiveSummary:
    """Nothing is written unless the whole archive checks out; importing twice changes
    nothing more."""
    with _opened(source) as archive:
        contents = _checked(archive, data.identity)
        _restore_accounts(data.identity, contents.accounts)
        for file in contents.files:
            chunks = file_chunks(archive, file.path)
            data.blobs.put(file.path, chunks, content_type=file.content_type,
                           custom_metadata=file.custom_metadata)  # fmt: skip
    for collection, rows in reissue_links(contents.documents, data.blobs).items():
        for doc_id, document in rows:
            data.store.put(collection, doc_id, document)
    counts = {name: len(rows) for name, rows in contents.documents.items()}
    return ArchiveSummary(counts, len(contents.files), len(contents.accounts))


def _opened(source: Path) -> zipfile.ZipFile:
    try:
        return zipfile.ZipFile(source)
    except (OSError, zipfile.BadZipFile) as error:
        raise ArchiveError(f"{source} is not a signage archive ({error})") from None


def _checked(archive: zipfile.ZipFile, identity: IdentityProvider) -> Contents:
    try:
        contents = read_contents(archive)
    except zipfile.BadZipFile as error:
        raise ArchiveError(f"the archive is damaged ({error})") from None
    _check_accounts_fit(identity, contents.accounts)
    return contents


def _check_accounts_fit(identity: IdentityProvider, accounts: list[AccountRecord]) -> None:
    """Refuse before writing when an email belongs to another account here."""
    for record in accounts:
        uid = identity.find_uid(record.email)
        if uid is not None and uid != record.uid:
            raise ArchiveError(f"{record.email} already has another account in this portal")


def _restore_accounts(identity: IdentityProvider, accounts: list[AccountRecord]) -> None:
    for record in accounts:
        identity.restore_account(record)
