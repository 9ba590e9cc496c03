"""`signage export FILE`: every collection, stored file and account into one archive."""

from __future__ import annotations

import hashlib
import json
import os
import zipfile
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import Any

from ..documents.query import Query, time_key
from ..local.private_files import new_private_file
from .contents import (
    ACCOUNTS,
    COLLECTIONS,
    FILES,
    FORMAT,
    MANIFEST,
    VERSION,
    ArchiveSummary,
    PortalData,
    documents_member,
    file_member,
)
from .values import to_json

Members = dict[str, dict[str, Any]]


def export_archive(data: PortalData, target: Path, now: datetime) -> ArchiveSummary:
    """Write the archive to a temporary file beside `target` (mode 0600 whatever the umask:
    it holds every password hash), then move it into place."""
    partial = target.with_name(f".{target.name}.partial")
    partial.unlink(missing_ok=True)  # one an earlier, killed export left
    try:
        with (
            os.fdopen(new_private_file(partial), "wb") as file,  # 0600: it holds every hash
            zipfile.ZipFile(file, "w", zipfile.ZIP_DEFLATED) as archive,
        ):
            summary = _write_all(archive, data, now)
        os.replace(partial, target)
    finally:
        partial.unlink(missing_ok=True)
    return summary


def _write_all(archive: zipfile.ZipFile, data: PortalData, now: datetime) -> ArchiveSummary:
    members: Members = {}
    counts = {name: _write_collection(archive, members, data, name) for name in COLLECTIONS}
    accounts = [_account_json(record) for record in data.identity.accounts()]
    _write_json(archive, members, ACCOUNTS, accounts)
    paths = data.blobs.paths()
    _write_json(archive, members, FILES, [_file_json(data, path) for path in paths])
    for path in paths:
        _write_stream(archive, members, file_member(path), data.blobs.read(path))
    summary = ArchiveSummary(counts, len(paths), len(accounts))
    _write_manifest(archive, members, summary, now)
    return summary


def _write_collection(
    archive: zipfile.ZipFile, members: Members, data: PortalData, name: str
) -> int:
    rows = data.store_of(name).find(Query(name))
    _write_json(archive, members, documents_member(name), [
        {"id": doc_id, "data": to_json(document)} for doc_id, document in rows
    ])  # fmt: skip
    return len(rows)


def _account_json(record: Any) -> dict[str, Any]:
    return {"uid": record.uid, "email": record.email, "disabled": record.disabled,
            "passwordHash": record.password_hash}  # fmt: skip


def _file_json(data: PortalData, path: str) -> dict[str, Any]:
    meta = data.blobs.metadata(path)
    content_type = meta.content_type if meta else ""
    custom = dict(meta.custom_metadata) if meta else {}
    return {"path": path, "contentType": content_type, "customMetadata": custom}


def _write_json(archive: zipfile.ZipFile, members: Members, name: str, value: Any) -> None:
    _write_stream(archive, members, name, [json.dumps(value, ensure_ascii=False).encode()])


def _write_stream(
    archive: zipfile.ZipFile, members: Members, name: str, chunks: Iterable[bytes]
) -> None:
    digest, size = hashlib.sha256(), 0
    with archive.open(name, "w") as out:
        for chunk in chunks:
            out.write(chunk)
            digest.update(chunk)
            size += len(chunk)
    members[name] = {"size": size, "sha256": digest.hexdigest()}


def _write_manifest(
    archive: zipfile.ZipFile, members: Members, summary: ArchiveSummary, now: datetime
) -> None:
    manifest = {
        "format": FORMAT, "version": VERSION, "exportedAt": time_key(now),
        "documents": summary.documents, "files": summary.files, "accounts": summary.accounts,
        "members": members,
    }  # fmt: skip
    archive.writestr(MANIFEST, json.dumps(manifest, indent=1))
