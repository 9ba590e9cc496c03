"""Cloud Storage blobs at spec §7's paths, with Firebase download URLs."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable, Iterator, Mapping
from datetime import datetime

import google.cloud.storage as storage
from google.api_core import exceptions

from signage_core.entities.media import BlobMetadata
from signage_core.errors import Forbidden, NotFound
from signage_core.ports.blob_storage import LINK_INVALID, LinkedObject, ProgressCallback

from ..blob_paths import check_object_path, path_in_bucket
from . import blob_meta
from .blob_uploads import NewObject, upload
from .clients import download_url_base
from .quota import quota_writes

READ_CHUNK = 1024 * 1024
OBJECT_NOT_FOUND = "Object not found."


class FirebaseBlobStorage:
    """Implements `BlobStorage` on one bucket. Download URLs carry the object's
    `firebaseStorageDownloadTokens` token, as the Firebase SDKs make them: they last until
    the token is changed, so documents can store them (V4 signed URLs last 7 days at most)."""

    def __init__(self, bucket: storage.Bucket, url_base: str | None = None) -> None:
        self._bucket = bucket
        self._url_base = url_base or download_url_base()

    def put(
        self,
        path: str,
        chunks: Iterable[bytes],
        *,
        content_type: str,
        custom_metadata: Mapping[str, str] | None = None,
        on_progress: ProgressCallback | None = None,
    ) -> BlobMetadata:
        check_object_path(path)
        new = NewObject(path, content_type, blob_meta.with_token(custom_metadata))
        with quota_writes():
            return blob_meta.to_metadata(upload(self._bucket, new, chunks, on_progress))

    def metadata(self, path: str) -> BlobMetadata | None:
        blob = self._bucket.get_blob(path)
        return None if blob is None else blob_meta.to_metadata(blob)

    def read(self, path: str) -> Iterable[bytes]:
        """Looks the object up now (NotFound here), then streams that generation lazily."""
        return _chunks(self._existing(path))

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

    def paths(self) -> list[str]:
        return sorted(str(blob.name) for blob in self._bucket.list_blobs())

    def delete(self, path: str) -> None:
        with contextlib.suppress(exceptions.NotFound):
            self._bucket.delete_blob(path)

    def paths_written_before(self, moment: datetime) -> list[str]:
        """One listing of the bucket (a class A operation per 1,000 objects)."""
        listed = self._bucket.list_blobs()
        return sorted(str(blob.name) for blob in listed if blob.updated < moment)

    def remove_partials(self, before: datetime) -> int:
        """An upload becomes an object only once complete; an abandoned resumable session
        is no object, and Cloud Storage forgets it after a week."""
        return 0

    def _existing(self, path: str) -> storage.Blob:
        blob = self._bucket.get_blob(path)
        if blob is None:
            raise NotFound(OBJECT_NOT_FOUND)
        return blob

    def _add_token(self, blob: storage.Blob) -> str:
        """Give an object uploaded without the Firebase SDK its token; when another writer
        got there first, theirs is used."""
        blob.metadata = blob_meta.with_token(blob.metadata)
        try:
            blob.patch(if_metageneration_match=blob.metageneration)
        except exceptions.PreconditionFailed:
            blob.reload()
        token = blob_meta.first_token(blob.metadata)
        if token is None:
            raise NotFound(OBJECT_NOT_FOUND)
        return token


def _chunks(blob: storage.Blob) -> Iterator[bytes]:
    try:
        with blob.open("rb", chunk_size=READ_CHUNK) as reader:
            while piece := reader.read(READ_CHUNK):
                yield piece
    except exceptions.NotFound:
        raise NotFound(OBJECT_NOT_FOUND) from None
