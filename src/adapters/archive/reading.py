"""Reading an archive whole before anything is written: manifest, checksums, contents."""

from __future__ import annotations

import hashlib
import json
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from signage_core.ports.identity_provider import AccountRecord

from ..blob_paths import check_object_path
from ..documents.values import Document
from .contents import (
    ACCOUNTS,
    COLLECTIONS,
    FILES,
    FORMAT,
    MANIFEST,
    VERSION,
    documents_member,
    file_member,
)
from .values import ArchiveError, document_from_json
from .web_addresses import check_typed_links

READ_CHUNK = 256 * 1024
Rows = list[tuple[str, Document]]


@dataclass(frozen=True, slots=True)
class StoredFile:
    path: str
    content_type: str
    custom_metadata: dict[str, str]


@dataclass(frozen=True, slots=True)
class Contents:
    documents: dict[str, Rows]
    accounts: list[AccountRecord]
    files: list[StoredFile]


def read_contents(archive: zipfile.ZipFile) -> Contents:
    """Everything but the files' bytes, after every member matched the manifest."""
    members = _verified_members(archive)
    documents = {name: _rows(archive, name) for name in COLLECTIONS}
    check_typed_links(documents)
    files = [_stored_file(entry) for entry in _json(archive, FILES)]
    if {file_member(file.path) for file in files} != {m for m in members if m.startswith("files/")}:
        raise ArchiveError("the archive's file list does not match its files")
    accounts = [_account(entry) for entry in _json(archive, ACCOUNTS)]
    return Contents(documents, accounts, files)


def file_chunks(archive: zipfile.ZipFile, path: str) -> Iterator[bytes]:
    with archive.open(file_member(path)) as source:
        while chunk := source.read(READ_CHUNK):
            yield chunk


def _verified_members(archive: zipfile.ZipFile) -> dict[str, Any]:
    manifest = _json(archive, MANIFEST)
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise ArchiveError("this is not a signage archive (no signage manifest)")
    if manifest.get("version") != VERSION:
        raise ArchiveError(f"archive version {manifest.get('version')!r} is not {VERSION}")
    members = manifest.get("members")
    if not isinstance(members, dict) or set(archive.namelist()) != {*members, MANIFEST}:
        raise ArchiveError("the archive's members do not match its manifest")
    for name, expected in members.items():
        _check_member(archive, name, expected)
    return members


def _check_member(archive: zipfile.ZipFile, name: str, expected: Any) -> None:
    digest, size = hashlib.sha256(), 0
    with archive.open(name) as member:
        while chunk := member.read(READ_CHUNK):
            digest.update(chunk)
            size += len(chunk)
    wanted = expected if isinstance(expected, dict) else {}
    if (size, digest.hexdigest()) != (wanted.get("size"), wanted.get("sha256")):
        raise ArchiveError(f"{name} is damaged (its checksum does not match the manifest)")


def _json(archive: zipfile.ZipFile, name: str) -> Any:
    try:
        return json.loads(archive.read(name))
    except KeyError:
        raise ArchiveError(f"the archive has no {name}") from None
    except ValueError:
        raise ArchiveError(f"{name} is not valid JSON") from None


def _rows(archive: zipfile.ZipFile, collection: str) -> Rows:
    entries = _json(archive, documents_member(collection))
    if not isinstance(entries, list):
        raise ArchiveError(f"{documents_member(collection)} is not a list of documents")
    return [_row(entry, collection) for entry in entries]


def _row(entry: Any, collection: str) -> tuple[str, Document]:
    doc_id = entry.get("id") if isinstance(entry, dict) else None
    if not isinstance(doc_id, str) or not doc_id:
        raise ArchiveError(f"a document of {collection} has no id")
    return doc_id, document_from_json(entry.get("data"))


def _stored_file(entry: Any) -> StoredFile:
    path = entry.get("path") if isinstance(entry, dict) else None
    if not isinstance(path, str):
        raise ArchiveError("a file entry has no path")
    try:
        check_object_path(path)
    except ValueError as error:
        raise ArchiveError(str(error)) from None
    custom = entry.get("customMetadata") or {}
    return StoredFile(
        path, str(entry.get("contentType") or ""), {str(k): str(v) for k, v in custom.items()}
    )


def _account(entry: Any) -> AccountRecord:
    if not isinstance(entry, dict) or not entry.get("uid") or not entry.get("email"):
        raise ArchiveError("an account in the archive has no uid or email")
    return AccountRecord(
        str(entry["uid"]), str(entry["email"]), bool(entry.get("disabled")),
        str(entry.get("passwordHash") or ""),
    )  # fmt: skip
