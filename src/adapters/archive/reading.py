"""Pass 1 of an import: the whole archive read and checked before anything is written.

Every member is inflated once in chunks and matched with the manifest's size and SHA-256
(within the caps of `Members`); then the documents, accounts and files are checked as the
portal will read them (`documents_check`, `accounts_check`, `files_check`). Only the files'
bytes are left in the archive, for pass 2 to stream.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from signage_core.ports.identity_provider import AccountRecord

from .accounts_check import checked_accounts
from .contents import (
    ACCOUNTS,
    FILES,
    FORMAT,
    MANIFEST,
    READABLE_VERSIONS,
    collections_of,
    documents_member,
)
from .documents_check import Rows, checked_rows
from .files_check import StoredFile, checked_files
from .members import Members
from .values import ArchiveError
from .web_addresses import check_typed_links

__all__ = ["Contents", "Rows", "StoredFile", "read_contents"]


@dataclass(frozen=True, slots=True)
class Contents:
    documents: dict[str, Rows]
    accounts: list[AccountRecord]
    files: list[StoredFile]
    digest: str
    """The manifest's SHA-256, which names the archive (it holds every member's)."""


def read_contents(members: Members, stored_paths: Iterable[str]) -> Contents:
    """Everything but the files' bytes, after every member matched the manifest."""
    manifest, digest = _manifest(members)
    collections = collections_of(manifest["version"])
    sizes = _verified_sizes(members, manifest, collections)
    documents = {
        name: checked_rows(documents_member(name), name, members.json(documents_member(name)))
        for name in collections
    }
    check_typed_links(documents)
    files = checked_files(members.json(FILES), sizes, stored_paths)
    accounts = checked_accounts(members.json(ACCOUNTS))
    return Contents(documents, accounts, files, digest)


def _manifest(members: Members) -> tuple[dict[str, Any], str]:
    manifest = members.json(MANIFEST)
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise ArchiveError("this is not a signage archive (no signage manifest)")
    version = manifest.get("version")
    if type(version) is not int or version not in READABLE_VERSIONS:
        readable = " or ".join(str(each) for each in READABLE_VERSIONS)
        raise ArchiveError(f"archive version {version!r} is not {readable}")
    return manifest, hashlib.sha256(b"".join(members.chunks(MANIFEST))).hexdigest()


def _verified_sizes(
    members: Members, manifest: dict[str, Any], collections: tuple[str, ...]
) -> dict[str, int]:
    """Each member's size, once it matched the manifest's size and checksum (the documents
    of exactly the `collections` its version holds)."""
    listed = manifest.get("members")
    expected = {*(documents_member(name) for name in collections), ACCOUNTS, FILES}
    if (
        not isinstance(listed, dict)
        or members.names() != {*listed, MANIFEST}
        or not (expected <= set(listed))
    ):
        raise ArchiveError("the archive's members do not match its manifest")
    foreign = sorted(n for n in listed if n not in expected and not n.startswith("files/"))
    if foreign:
        raise ArchiveError(f"the archive holds {foreign[0]}, which no signage archive has")
    return {name: _checked_member(members, name, wanted) for name, wanted in listed.items()}


def _checked_member(members: Members, name: str, wanted: Any) -> int:
    digest, size = hashlib.sha256(), 0
    for chunk in members.chunks(name):
        digest.update(chunk)
        size += len(chunk)
    wanted = wanted if isinstance(wanted, dict) else {}
    if (size, digest.hexdigest()) != (wanted.get("size"), wanted.get("sha256")):
        raise ArchiveError(f"{name} is damaged (its checksum does not match the manifest)")
    return size
