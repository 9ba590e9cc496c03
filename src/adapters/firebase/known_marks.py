"""What one process knows of the change marks on Firestore (`firebase.change_marks`): the
marks its listener delivered, and its own bumps, known at once.

The listener delivers a mark's states in the order they were written, but late: a state this
process wrote can arrive after its next bump. Taking it would move the mark back and then
forward again, and every TV polling here would read what its manifest is made of twice more
for nothing. So a delivered state that is one of this process's own bumps older than its
latest is not taken. A mark another process wrote is always taken: this process cannot tell
whether it came before or after its own bump, and a stale mark would hide a change."""

from __future__ import annotations

import threading

from ..documents.change_marks import NONE

PENDING = 16
"""Own bumps remembered per scope until the listener delivers the latest of them."""


class KnownMarks:
    def __init__(self) -> None:
        self._marks: dict[str, str] = {}
        self._pending: dict[str, list[str]] = {}
        self._lock = threading.Lock()

    def get(self, scope: str) -> str:
        return self._marks.get(scope, NONE)

    def bumping(self, scope: str, mark: str) -> None:
        """Noted before the write, so that its delivery is known as this process's own
        however early it comes."""
        with self._lock:
            pending = self._pending.setdefault(scope, [])
            pending.append(mark)
            del pending[:-PENDING]

    def bumped(self, scope: str, mark: str) -> None:
        with self._lock:
            self._marks[scope] = mark

    def failed(self, scope: str, mark: str) -> None:
        """The write of `mark` did not happen: no delivery of it will come."""
        with self._lock:
            pending = self._pending.get(scope, [])
            if mark in pending:
                pending.remove(mark)

    def delivered(self, scope: str, mark: str) -> None:
        with self._lock:
            pending = self._pending.get(scope, [])
            if mark in pending:
                del pending[: pending.index(mark) + 1]
                if pending:
                    return  # an older state of its own: the newer bump is on its way
                del self._pending[scope]
            self._marks[scope] = mark

    def removed(self, scope: str) -> None:
        with self._lock:
            self._marks.pop(scope, None)
