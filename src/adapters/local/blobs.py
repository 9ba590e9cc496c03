"""Files on disk under the storage root at spec §7's paths, with signed download URLs."""

from __future__ import annotations

import base64
import copy
from collections.abc import Iterable, Mapping
from datetime import datetime, timedelta
from pathlib import Path
from typing import BinaryIO

from signage_core.entities.media import BlobMetadata
from signage_core.errors import Forbidden, NotFound
from signage_core.ports.blob_storage import LINK_INVALID, LinkedObject, ProgressCallback
from signage_core.ports.clock import Clock

from ..storage_failures import storage_writes
from ..system_clock import SystemClock
from . import blob_listing, blob_meta
from .blob_files import chunks_of, write_atomically
from .blob_links import LinkSigner
from .blob_paths import check_object_path, inside
from .private_files import private_dir

META_DIR = ".meta"
LINK_LIFETIME = timedelta(days=3650)
"""Download URLs' default lifetime: stored in documents (spec §3), played by TV boxes."""
OBJECT_NOT_FOUND = "Object not found."


class LocalBlobStorage:
    """Implements `BlobStorage` on the file system; `md5_hash` is base64 like Cloud Storage."""

    def __init__(
        self,
        root: Path,
        secret: bytes,
        base_url: str = "/files",
        *,
        clock: Clock | None = None,
        link_lifetime: timedelta = LINK_LIFETIME,
    ) -> None:
        self._root = private_dir(root).resolve()
        self._links = LinkSigner(secret, base_url)
        self._clock: Clock = clock or SystemClock()
        self._link_lifetime = link_lifetime

    @property
    def root(self) -> Path:
        return self._root

    def beside(self, folder: str) -> LocalBlobStorage:
        """The same links and clock over `folder`, a dot-named staging folder in this root."""
        other = copy.copy(self)
        other._root = private_dir(self._root / folder).resolve()
        return other

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
        target, sidecar = self._object_file(path), self._sidecar(path)
        previous = self.metadata(path)
        with storage_writes():
            size, md5, stat = write_atomically(target, chunks, on_progress, only_new=new)
            now = self._clock.now()
            meta = BlobMetadata(
                name=path,
                size=size,
                content_type=content_type,
                md5_hash=base64.b64encode(md5).decode("ascii"),
                time_created=previous.time_created if previous else now,  # kept on overwrite
                updated=now,
                custom_metadata=dict(custom_metadata or {}),
            )
            blob_meta.describe(target, sidecar, blob_meta.to_json(meta, stat), new=previous is None)
        return meta

    def metadata(self, path: str) -> BlobMetadata | None:
        file = self._object_file(path)
        try:
            stat = file.stat()
        except FileNotFoundError:
            return None
        found = blob_meta.read_sidecar(self._sidecar(path), stat)
        return found or blob_meta.derived(path, file, stat)

    def read(self, path: str) -> Iterable[bytes]:
        """Opens now (so a missing object raises NotFound here), reads lazily."""
        return chunks_of(self.open_for_read(path))

    def open_for_read(self, path: str) -> BinaryIO:
        """The object's file, opened for reading (the HTTP file route streams it)."""
        try:
            return self._object_file(path).open("rb")
        except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
            raise NotFound(OBJECT_NOT_FOUND) from None

    def download_url(self, path: str) -> str:
        if not self._object_file(path).is_file():
            raise NotFound(OBJECT_NOT_FOUND)
        return self._links.link(path, int((self._clock.now() + self._link_lifetime).timestamp()))

    def path_of(self, url: str) -> str:
        return self._links.path_in(url)

    def browser_link(self, url: str, expires: datetime) -> str:
        """Re-signs a link this storage made, while it holds, to stop at the earlier of
        `expires` and its own deadline; any other URL comes back unchanged."""
        link = self._links.read(url)
        now = self._clock.now()
        if link is None or not self._links.holds(link.path, link.expires, link.signature, now):
            return url
        return self._links.link(link.path, min(int(expires.timestamp()), int(link.expires)))

    def open_link(self, path: str, query: Mapping[str, str]) -> LinkedObject:
        """A download URL proves access by its `expires` and `signature`."""
        expires, signature = query.get("expires", ""), query.get("signature", "")
        if not self._links.holds(path, expires, signature, self._clock.now()):
            raise Forbidden(LINK_INVALID)
        meta = self.metadata(path)
        if meta is None:
            raise NotFound(LINK_INVALID)
        return LinkedObject(meta, self.read(path))

    def paths(self) -> list[str]:
        return blob_listing.object_paths(self._root)

    def paths_written_before(self, moment: datetime) -> list[str]:
        return blob_listing.written_before(self._root, moment)

    def remove_partials(self, before: datetime) -> int:
        return blob_listing.remove_partials(self._root, before)

    def delete(self, path: str) -> None:
        with storage_writes():
            self._object_file(path).unlink(missing_ok=True)
            self._sidecar(path).unlink(missing_ok=True)

    def _object_file(self, path: str) -> Path:
        return inside(self._root, *check_object_path(path))

    def _sidecar(self, path: str) -> Path:
        segments = check_object_path(path)
        return inside(self._root, META_DIR, *segments[:-1], f"{segments[-1]}.json")
