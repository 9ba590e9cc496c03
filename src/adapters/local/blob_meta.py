"""Object metadata in sidecar JSON files (`.meta/{path}.json`), with Cloud Storage's names."""

from __future__ import annotations

import base64
import hashlib
import json
import mimetypes
import os
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from signage_core.entities.media import BlobMetadata

from ..documents.values import read_time
from .blob_files import PARTIAL_PREFIX, READ_CHUNK
from .codec import time_key
from .private_files import private_dir, private_temporary


def to_json(meta: BlobMetadata, stat: os.stat_result) -> dict[str, Any]:
    """`fileSize`/`fileMtimeNs` tie the sidecar to the file it describes."""
    return {
        "name": meta.name,
        "size": meta.size,
        "timeCreated": time_key(meta.time_created),
        "updated": time_key(meta.updated),
        "md5Hash": meta.md5_hash,
        "cacheControl": meta.cache_control,
        "contentDisposition": meta.content_disposition,
        "contentEncoding": meta.content_encoding,
        "contentLanguage": meta.content_language,
        "contentType": meta.content_type,
        "customMetadata": dict(meta.custom_metadata),
        "fileSize": stat.st_size,
        "fileMtimeNs": stat.st_mtime_ns,
    }


def from_json(data: dict[str, Any]) -> BlobMetadata:
    return BlobMetadata(
        name=str(data["name"]),
        size=int(data["size"]),
        content_type=str(data.get("contentType", "")),
        md5_hash=str(data.get("md5Hash", "")),
        time_created=read_time(data.get("timeCreated")) or datetime.fromtimestamp(0, UTC),
        updated=read_time(data.get("updated")) or datetime.fromtimestamp(0, UTC),
        cache_control=str(data.get("cacheControl", "")),
        content_disposition=str(data.get("contentDisposition", "")),
        content_encoding=str(data.get("contentEncoding", "")),
        content_language=str(data.get("contentLanguage", "")),
        custom_metadata={str(k): str(v) for k, v in data.get("customMetadata", {}).items()},
    )


def read_sidecar(sidecar: Path, stat: os.stat_result) -> BlobMetadata | None:
    """The sidecar's metadata if it still describes the file (a crash between writing the
    object and its sidecar leaves a stale one, which is then ignored)."""
    try:
        data = json.loads(sidecar.read_text(encoding="utf-8"))
    except (FileNotFoundError, ValueError):
        return None
    if data.get("fileSize") != stat.st_size or data.get("fileMtimeNs") != stat.st_mtime_ns:
        return None
    return from_json(data)


def write_sidecar(sidecar: Path, data: dict[str, Any]) -> None:
    private_dir(sidecar.parent)
    fd, temporary = private_temporary(sidecar.parent, PARTIAL_PREFIX)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, ensure_ascii=False)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, sidecar)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def describe(target: Path, sidecar: Path, data: dict[str, Any], *, new: bool) -> None:
    """Write `target`'s sidecar; a `new` object whose sidecar cannot be written is removed
    with it (a failed put leaves nothing)."""
    try:
        write_sidecar(sidecar, data)
    except BaseException:
        if new:
            target.unlink(missing_ok=True)
        raise


def derived(name: str, file: Path, stat: os.stat_result) -> BlobMetadata:
    """Metadata rebuilt from the file itself, for an object without a valid sidecar."""
    digest = hashlib.md5(usedforsecurity=False)
    with file.open("rb") as source:
        while block := source.read(READ_CHUNK):
            digest.update(block)
    moment = datetime.fromtimestamp(stat.st_mtime, UTC)
    return BlobMetadata(
        name=name,
        size=stat.st_size,
        content_type=mimetypes.guess_type(name)[0] or "application/octet-stream",
        md5_hash=base64.b64encode(digest.digest()).decode("ascii"),
        time_created=moment,
        updated=moment,
    )
