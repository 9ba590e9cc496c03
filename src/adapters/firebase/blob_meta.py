"""Cloud Storage objects → spec §3 metadata, and Firebase download tokens."""

from __future__ import annotations

import uuid
from collections.abc import Mapping
from urllib.parse import quote

import google.cloud.storage as storage

from signage_core.entities.media import BlobMetadata
from signage_core.ports.blob_storage import OCTET_STREAM

TOKENS = "firebaseStorageDownloadTokens"
"""Custom metadata key of Firebase's download tokens (comma-separated; the first is used)."""


def new_token() -> str:
    return str(uuid.uuid4())


def first_token(custom: Mapping[str, str] | None) -> str | None:
    tokens = (custom or {}).get(TOKENS, "")
    return tokens.split(",")[0] or None


def with_token(custom: Mapping[str, str] | None) -> dict[str, str]:
    """The object's custom metadata plus a fresh download token."""
    return {**(custom or {}), TOKENS: new_token()}


def to_metadata(blob: storage.Blob) -> BlobMetadata:
    """The stored object's metadata; the download tokens stay private."""
    custom = {k: v for k, v in (blob.metadata or {}).items() if k != TOKENS}
    return BlobMetadata(
        name=blob.name,
        size=int(blob.size),
        content_type=blob.content_type or OCTET_STREAM,
        md5_hash=blob.md5_hash or "",
        time_created=blob.time_created,
        updated=blob.updated,
        cache_control=blob.cache_control or "",
        content_disposition=blob.content_disposition or "",
        content_encoding=blob.content_encoding or "",
        content_language=blob.content_language or "",
        custom_metadata=custom,
    )


def download_url(base: str, bucket: str, path: str, token: str) -> str:
    """A Firebase download URL: `{base}/b/{bucket}/o/{path, fully escaped}?alt=media&token=`."""
    return f"{base}/b/{bucket}/o/{quote(path, safe='')}?alt=media&token={token}"
