"""Cloud Storage blobs at spec §7's paths, with Firebase download URLs."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator, Mapping
from datetime import datetime
from typing import Any

import google.cloud.storage as storage
from google.api_core import exceptions

from signage_core.entities.media import BlobMetadata
from signage_core.errors import Forbidden, NotFound
from signage_core.ports.blob_storage import (
    LINK_INVALID,
    LinkedObject,
    PathTaken,
    ProgressCallback,
)

from ..blob_paths import check_object_path, path_in_bucket
from . import blob_meta
from .blob_uploads import NewObject, upload
from .clients import download_url_base
from .deadlines import Deadline
from .outages import guarded, outages
from .quota import quota_writes

READ_CHUNK = 1024 * 1024
OBJECT_NOT_FOUND = "Object not found."
STORAGE = "Cloud Storage"


class FirebaseBlobStorage:
    """Implements `BlobStorage` on one bucket. Download URLs carry the object's
    `firebaseStorageDownloadTokens` token, as the Firebase SDKs make them: they last until
    the token is changed, so documents can store them (V4 signed URLs last 7 days at most)."""

    def __init__(
        self, bucket: storage.Bucket, url_base: str | None = None, deadline: Deadline | None = None
    ) -> None:
        self._bucket = bucket
        self._url_base = url_base or download_url_base()
        self._deadline = deadline or Deadline()
        self._calls = self._deadline.storage_calls()

    @guarded(STORAGE)
    def put(
        self,
        path: str,
        chunks: Iterable[bytes],
        *,
        content_type: str,
        custom_metadata: Mapping[str, str] | None = None,
        on_progress: ProgressCallback | None = None,
        new: bool = False,
    ) -> BlobMetadata:
        """With `new`, every upload request carries `ifGenerationMatch=0` (create only): Cloud
        Storage answers 412 when the name is taken, `PathTaken` here."""
        check_object_path(path)
        made = NewObject(path, content_type, blob_meta.with_token(custom_metadata), new)
        with quota_writes():
            try:
                return blob_meta.to_metadata(
                    upload(self._bucket, made, chunks, on_progress, self._deadline)
                )
            except exceptions.PreconditionFailed:
                raise PathTaken(path) from None

    @guarded(STORAGE)
    def metadata(self, path: str) -> BlobMetadata | None:
        blob = self._bucket.get_blob(path, **self._calls)
        return None if blob is None else blob_meta.to_metadata(blob)

    @guarded(STORAGE)
    def read(self, path: str) -> Iterable[bytes]:
        """Looks the object up now (NotFound here), then streams that generation lazily."""
        return _chunks(self._existing(path), self._calls)

    @guarded(STORAGE)
    def download_url(self, path: str) -> str:
        blob = self._existing(path)
        token = blob_meta.first_token(blob.metadata) or self._add_token(blob)
        return blob_meta.download_url(self._url_base, self._bucket.name, path, token)

    def path_of(self, url: str) -> str:
        """Of this bucket only: a link to another bucket names nothing to delete here."""
        return path_in_bucket(url, self._bucket.name)

    def browser_link(self, url: str, expires: datetime) -> str:
        """Token links have no deadline, and a deadline would need V4 signed URLs (a service
        account key; 7 days at most): browsers get the stored link (docs/decisions.md)."""
        return url

    def open_link(self, path: str, query: Mapping[str, str]) -> LinkedObject:
        """Download URLs point at Firebase Storage itself, never back at the portal: a link
        brought here was not made by this storage, so every one is refused."""
        raise Forbidden(LINK_INVALID)

    @guarded(STORAGE)
    def paths(self) -> list[str]:
        return sorted(str(blob.name) for blob in self._bucket.list_blobs(**self._calls))

    @guarded(STORAGE)
    def delete(self, path: str) -> None:
        with contextlib.suppress(exceptions.NotFound):
            self._bucket.delete_blob(path, **self._calls)

    @guarded(STORAGE)
    def paths_written_before(self, moment: datetime) -> list[str]:
        """One listing of the bucket (a class A operation per 1,000 objects)."""
        listed = self._bucket.list_blobs(**self._calls)
        return sorted(str(blob.name) for blob in listed if blob.updated < moment)

    def remove_partials(self, before: datetime) -> int:
        """An upload becomes an object only once complete; an abandoned resumable session
        is no object, and Cloud Storage forgets it after a week."""
        return 0

    def _existing(self, path: str) -> storage.Blob:
        blob = self._bucket.get_blob(path, **self._calls)
        if blob is None:
            raise NotFound(OBJECT_NOT_FOUND)
        return blob

    def _add_token(self, blob: storage.Blob) -> str:
        """Give an object uploaded without the Firebase SDK its token; when another writer
        got there first, theirs is used."""
        blob.metadata = blob_meta.with_token(blob.metadata)
        try:
            blob.patch(if_metageneration_match=blob.metageneration, **self._calls)
        except exceptions.PreconditionFailed:
            blob.reload(**self._calls)
        token = blob_meta.first_token(blob.metadata)
        if token is None:
            raise NotFound(OBJECT_NOT_FOUND)
        return token


def _chunks(blob: storage.Blob, calls: Mapping[str, Any]) -> Iterator[bytes]:
    try:
        with outages(STORAGE), blob.open("rb", chunk_size=READ_CHUNK, **calls) as reader:
            while piece := reader.read(READ_CHUNK):
                yield piece
    except exceptions.NotFound:
        raise NotFound(OBJECT_NOT_FOUND) from None
