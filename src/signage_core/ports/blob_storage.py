from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Protocol

from signage_core.entities.media import BlobMetadata

ProgressCallback = Callable[[int], None]
"""Called with the number of bytes written so far."""


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
    ) -> BlobMetadata:
        """Write the object from a stream of chunks (never whole in memory), replacing any
        object at `path` only once the write is complete. Raises ValueError for a path that
        is empty or escapes the storage root."""
        ...

    def metadata(self, path: str) -> BlobMetadata | None: ...

    def read(self, path: str) -> Iterable[bytes]:
        """The object's content as chunks; raises `signage_core.errors.NotFound`."""
        ...

    def download_url(self, path: str) -> str:
        """A URL that fetches the object without a session, durable enough to be stored in
        documents (like Firebase download URLs), and not guessable for another object."""
        ...

    def delete(self, path: str) -> None:
        """Delete the object; deleting a missing object is not an error."""
        ...
