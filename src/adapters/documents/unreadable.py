"""Documents holding a value the portal cannot read: the server says so once per document and
field (logger `signage_adapters.documents`), not at every read, so an operator can find and
mend it; the reader shows the field as unknown meanwhile."""

from __future__ import annotations

import logging
import threading

logger = logging.getLogger("signage_adapters.documents")
REMEMBERED = 10_000
"""At most this many reported (document, field) pairs are remembered; past that the memory
starts again (a document may then be reported once more)."""


class _Reported:
    def __init__(self) -> None:
        self._seen: set[tuple[str, str]] = set()
        self._lock = threading.Lock()

    def first(self, key: tuple[str, str]) -> bool:
        """True the first time `key` is seen (thread-safe)."""
        with self._lock:
            if key in self._seen:
                return False
            if len(self._seen) >= REMEMBERED:
                self._seen.clear()
            self._seen.add(key)
            return True

    def forget(self) -> None:
        with self._lock:
            self._seen.clear()


_REPORTED = _Reported()


def report_unreadable(document: str, field: str, shown_as: str) -> None:
    """Log, once per process, that `document` ('collection/id') holds no readable `field`."""
    if _REPORTED.first((document, field)):
        logger.warning(
            "Document %s: its %s holds no date the portal can read; shown as %s until it is "
            "set again.",
            document,
            field,
            shown_as,
        )


def forget_reports() -> None:
    """Report every document again (tests)."""
    _REPORTED.forget()
