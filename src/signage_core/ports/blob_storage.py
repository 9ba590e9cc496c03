from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from signage_core.entities.media import BlobMetadata
from signage_core.errors import Conflict
from signage_core.validation.messages import SOMETHING_WENT_WRONG

ProgressCallback = Callable[[int], None]
"""Called with the number of bytes written so far."""

OCTET_STREAM = "application/octet-stream"
"""The content type of an object stored without one."""
LINK_INVALID = "This file link is invalid or has expired."
"""Ours: a download link that was not made by this storage, or whose time has passed."""


class PathTaken(Conflict):
    """A `new` write found an object at its path already (and left it as it was); the user
    sends the file again, under a new name."""

    def __init__(self, path: str) -> None:
        super().__init__(SOMETHING_WENT_WRONG)
        self.path = path


@dataclass(frozen=True, slots=True)
class LinkedObject:
    """A stored object reached through its download link: metadata and lazy content."""

    metadata: BlobMetadata
    chunks: Iterable[bytes]


class BlobStorage(Protocol):
    """File storage at the paths of spec §7 (`medias/...`, `clients/logos/...`)."""

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
        """Write the object from a stream of chunks (never whole in memory), replacing any
        object at `path` only once the write is complete. With `new` (an upload under a name
        just made for it) the write only creates: an object already at `path` is left as it
        is and `PathTaken` raised, so two servers that made the same name in the same
        millisecond never overwrite each other's file. Raises ValueError for a path that is
        empty or escapes the storage root."""
        ...

    def metadata(self, path: str) -> BlobMetadata | None: ...

    def read(self, path: str) -> Iterable[bytes]:
        """The object's content as chunks; raises `signage_core.errors.NotFound`."""
        ...

    def download_url(self, path: str) -> str:
        """A URL that fetches the object without a session, durable enough to be stored in
        documents (like Firebase download URLs), and not guessable for another object."""
        ...

    def path_of(self, url: str) -> str:
        """The path of the object of this storage that `url`, a download link stored in a
        document, names; '' when it names none (a link to another bucket or site, or not
        an object link). Records of the original portal keep only links: their objects are
        found this way (`signage_core.storage_links`)."""
        ...

    def browser_link(self, url: str, expires: datetime) -> str:
        """The link a browser is given for `url`, a download URL from a document. A storage
        whose links carry a deadline answers a link to the same object that opens until
        `expires` (never later than `url` itself does), the same one for the same inputs; a
        storage whose links have no deadline (token links) answers `url`. A URL this storage
        did not make, or whose proof does not hold now, comes back unchanged."""
        ...

    def open_link(self, path: str, query: Mapping[str, str]) -> LinkedObject:
        """The object behind a download URL this storage made: `path` and the URL's query
        parameters. Raises `Forbidden(LINK_INVALID)` when the query does not prove the link
        (tampered, made for another object, expired) and `NotFound(LINK_INVALID)` when the
        object is gone. A storage whose links point elsewhere (Cloud Storage) refuses all."""
        ...

    def paths(self) -> list[str]:
        """Every stored object's path, sorted (for moving a portal's files)."""
        ...

    def delete(self, path: str) -> None:
        """Delete the object; deleting a missing object is not an error."""
        ...

    def paths_written_before(self, moment: datetime) -> list[str]:
        """The paths of the objects last written before `moment`, sorted (the sweep's
        candidates: an object older than any live upload)."""
        ...

    def remove_partials(self, before: datetime) -> int:
        """Remove the unfinished writes last touched before `before` (an upload killed
        mid-file); how many. A storage whose writes are all-or-nothing has none (0)."""
        ...
