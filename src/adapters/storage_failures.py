"""Storage that refuses writes, as the core's `StorageFull` (no space, over a quota) or
`StorageUnavailable` (read-only, failing disk), logged once per episode.

An episode starts with the first refused write (one ERROR line naming the cause) and ends
with the next write that succeeds (one WARNING line with how many were refused); the writes
refused in between are not logged again. The state is the process's: every backend's
storage in one process shares the disk it reports on."""

from __future__ import annotations

import errno
import logging
import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from signage_core.errors import StorageFull, StorageUnavailable
from signage_core.validation import messages as m

logger = logging.getLogger("signage_adapters.storage")

FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG})
UNAVAILABLE_ERRNOS = frozenset({errno.EROFS, errno.EIO, errno.EACCES, errno.EPERM})
_SQLITE_FULL = frozenset({sqlite3.SQLITE_FULL})
_SQLITE_UNAVAILABLE = frozenset({sqlite3.SQLITE_READONLY, sqlite3.SQLITE_IOERR})


def storage_failure(error: BaseException) -> StorageUnavailable | None:
    """The core's error for an OS or SQLite error that says the storage refuses writes."""
    if isinstance(error, sqlite3.Error):
        code = getattr(error, "sqlite_errorcode", 0) & 0xFF  # the primary result code
        return _failure(code in _SQLITE_FULL, code in _SQLITE_UNAVAILABLE)
    if isinstance(error, OSError):
        return _failure(error.errno in FULL_ERRNOS, error.errno in UNAVAILABLE_ERRNOS)
    return None


def _failure(full: bool, unavailable: bool) -> StorageUnavailable | None:
    if full:
        return StorageFull(m.STORAGE_FULL)
    return StorageUnavailable(m.STORAGE_UNAVAILABLE) if unavailable else None


class StorageEpisodes:
    """Whether writes are being refused now; logs the way into an episode and out of it."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._refused = 0

    def refused(self, failure: StorageUnavailable, cause: BaseException) -> None:
        with self._lock:
            self._refused += 1
            first = self._refused == 1
        if first:
            kind = "full" if isinstance(failure, StorageFull) else "unavailable"
            logger.error("storage %s, writes refused until it recovers: %s", kind, cause)

    def succeeded(self) -> None:
        if not self._refused:  # the usual case: no lock taken
            return
        with self._lock:
            refused, self._refused = self._refused, 0
        if refused:
            logger.warning("storage writable again after %d refused writes", refused)


EPISODES = StorageEpisodes()


Classify = Callable[[BaseException], StorageUnavailable | None]


@contextmanager
def storage_writes(
    *,
    durable: bool = True,
    classify: Classify = storage_failure,
    catching: tuple[type[BaseException], ...] = (OSError, sqlite3.Error),
    episodes: StorageEpisodes = EPISODES,
) -> Iterator[None]:
    """Writes to storage: a refusal of the storage (an error of a `catching` kind that
    `classify` recognises) becomes `StorageFull` or `StorageUnavailable`; other errors pass
    unchanged. A `durable` write that succeeds (committed, fsynced, stored by a service)
    ends an episode; a buffered one proves nothing about the disk."""
    try:
        yield
    except catching as error:
        failure = classify(error)
        if failure is None:
            raise
        episodes.refused(failure, error)
        raise failure from error
    if durable:
        episodes.succeeded()
