"""What a killed server leaves in the blob storage, swept: objects no document names (an
upload killed between its file and its record) and unfinished writes (killed mid-file).

Only what is older than `LEFTOVER_AGE` is touched: an upload in flight in another process
(or this one) is seconds old, so the sweep never races a live request."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from signage_core.ports.blob_storage import BlobStorage
from signage_core.ports.clock import Clock
from signage_core.ports.file_references import FileReferences

LEFTOVER_AGE = timedelta(hours=1)
"""An upload is received and recorded in seconds; a file this old belongs to no live one
(the same window as the HTTP layer's spooled uploads)."""


@dataclass(frozen=True, slots=True)
class SweepReport:
    unreferenced: int
    """Objects no document names, removed."""
    partials: int
    """Unfinished writes, removed."""


class SweepLeftovers:
    """Remove the objects older than `age` that no document names, and the unfinished
    writes older than it."""

    def __init__(
        self,
        blobs: BlobStorage,
        references: FileReferences,
        clock: Clock,
        age: timedelta = LEFTOVER_AGE,
    ) -> None:
        self._blobs, self._references, self._clock, self._age = blobs, references, clock, age

    def __call__(self) -> SweepReport:
        before = self._clock.now() - self._age
        partials = self._blobs.remove_partials(before)
        candidates = self._blobs.paths_written_before(before)  # listed before the documents
        named = self._references.referenced_paths()
        unreferenced = [path for path in candidates if path not in named]
        for path in unreferenced:
            self._blobs.delete(path)
        return SweepReport(len(unreferenced), partials)
