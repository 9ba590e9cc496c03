"""Streamed uploads as the Firebase web SDK makes them (spec §7 and §9): one multipart request
up to 256 KiB; above, a resumable session whose chunks start at 256 KiB and double while they
stay under 32 MiB. The object appears only when the last chunk lands, so a stream that fails
leaves the previous object untouched (the session is cancelled)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import google.cloud.storage as storage
from google.api_core import exceptions

from signage_core.ports.blob_storage import ProgressCallback

from .deadlines import Deadline
from .resumable import ResumableUpload

MULTIPART_LIMIT = 256 * 1024


@dataclass(frozen=True, slots=True)
class NewObject:
    path: str
    content_type: str
    metadata: Mapping[str, str]
    only_new: bool = False
    """Create only: the requests carry `ifGenerationMatch=0`."""

    def resource(self) -> dict[str, Any]:
        """The object resource the JSON API takes when a resumable session opens."""
        return {"name": self.path, "contentType": self.content_type, "metadata": self.metadata}


def upload(
    bucket: storage.Bucket,
    new: NewObject,
    chunks: Iterable[bytes],
    on_progress: ProgressCallback | None,
    deadline: Deadline,
) -> storage.Blob:
    """Stream `chunks` into the object and return it as stored; every request within the
    deadline, retried as google-cloud-storage retries uploads."""
    buffer, written = bytearray(), 0
    session: ResumableUpload | None = None
    try:
        for piece in chunks:
            buffer += piece
            written += len(piece)
            if on_progress is not None:
                on_progress(written)
            if session is None and len(buffer) > MULTIPART_LIMIT:
                session = ResumableUpload.open(
                    bucket, new.resource(), deadline, only_new=new.only_new
                )
            if session is not None:
                session.send_full_chunks(buffer)
        return (
            _multipart(bucket, new, bytes(buffer), deadline)
            if session is None
            else _finish(session, bucket, buffer, deadline)
        )
    except BaseException:
        if session is not None:
            session.cancel()
        raise


def _multipart(
    bucket: storage.Bucket, new: NewObject, data: bytes, deadline: Deadline
) -> storage.Blob:
    blob = bucket.blob(new.path)
    blob.metadata = dict(new.metadata)
    precondition = 0 if new.only_new else None
    blob.upload_from_string(
        data,
        content_type=new.content_type,
        if_generation_match=precondition,
        **deadline.storage_calls(),
    )
    return blob


def _finish(
    session: ResumableUpload, bucket: storage.Bucket, buffer: bytearray, deadline: Deadline
) -> storage.Blob:
    resource = session.finish(buffer)
    generation = int(resource["generation"])
    blob = bucket.get_blob(resource["name"], generation=generation, **deadline.storage_calls())
    if blob is None:
        raise exceptions.NotFound(f"uploaded object vanished: {resource['name']}")
    return blob
