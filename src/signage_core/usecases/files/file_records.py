"""The order of writes that span stored files and the record naming them, so that no outcome
leaves a record without its files or files without their record (issue 28):

- adding: the files first, then the record. A refused record write removes the files again
  (compensation). A record write whose outcome is unknown (`BackendUnavailable`: the backend
  did not answer in time, and may have applied it) leaves them: removing them could orphan a
  record that did land. The sweep (`leftovers.SweepLeftovers`) settles it later, removing
  only files that no record names.
- removing: the record first, the files only once its delete is known committed. A failed
  or unknown delete keeps every file; a file whose delete fails after the record is gone is
  left to the sweep.

Every backend runs these rules: they are the use cases', not the adapters'."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from signage_core.errors import BackendUnavailable
from signage_core.ports.blob_storage import BlobStorage
from signage_core.usecases.files.uploads import discard

T = TypeVar("T")


def record_stored_files(write: Callable[[], T], blobs: BlobStorage, paths: Iterable[str]) -> T:
    """`write()` (the record naming the already stored `paths`); on a refusal the files are
    removed, on an unknown outcome they are kept for the sweep."""
    try:
        return write()
    except BackendUnavailable:
        raise
    except BaseException:
        discard(blobs, paths)
        raise


def delete_record_then_files(
    delete: Callable[[], T], blobs: BlobStorage, paths: Iterable[str]
) -> T:
    """`delete()` (the record), then the files it named; any failure of `delete` keeps them."""
    result = delete()
    discard(blobs, [path for path in paths if path])
    return result
