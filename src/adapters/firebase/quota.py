"""Firebase's refusals for want of quota or space, as the core's `StorageFull`: Firestore's
RESOURCE_EXHAUSTED (a spent quota, HTTP 429) and Cloud Storage's 429 and 507, once the
client libraries' own retries are spent. Logged once per episode like a full disk."""

from __future__ import annotations

from contextlib import AbstractContextManager

from google.api_core import exceptions

from signage_core.errors import StorageFull, StorageUnavailable
from signage_core.validation import messages as m

from ..documents.loop_writes import check_write
from ..storage_failures import storage_writes

QUOTA_STATUSES = frozenset({429, 507})


def quota_failure(error: BaseException) -> StorageUnavailable | None:
    """`StorageFull` for a Google API error that says the quota or the space ran out."""
    status = getattr(error, "code", None)
    return StorageFull(m.STORAGE_FULL) if status in QUOTA_STATUSES else None


def quota_writes() -> AbstractContextManager[None]:
    """Writes to Firestore or Cloud Storage: a quota refusal becomes `StorageFull` (and one
    asked on the event loop's thread raises in the verification mode, `loop_writes`)."""
    check_write("a write to Firebase")
    return storage_writes(classify=quota_failure, catching=(exceptions.GoogleAPICallError,))
