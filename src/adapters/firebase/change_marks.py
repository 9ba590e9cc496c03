"""The change marks on Firestore: bumped as documents (`documents.change_marks`), learned
through one listener per process on the `portalChanges` collection.

Firestore bills a listener one read per document in its first snapshot and one per document
change it delivers afterwards (and a new first snapshot after a disconnection longer than 30
minutes), so a process pays once per marked scope when it starts and once per bump; a poll
reads no mark. A process knows its own bumps at once, and a late delivery of an older one of
its own does not take the newer back (`firebase.known_marks`). While the listener is not
delivering (before its first snapshot, or after it stopped on an error) a mark is read from
its document, at most once per FALLBACK seconds per scope, and the listener is started
again."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable
from typing import Any

from google.cloud import firestore

from ..documents.change_marks import COLLECTION, NONE, StoredChangeMarks, new_mark
from ..documents.store import DocumentStore
from .known_marks import KnownMarks

FALLBACK = 30.0
"""Seconds a mark read from its document is used while the listener is not delivering: the
staleness bound then. While it delivers, a bump shows within about a second."""


class ListenedChangeMarks:
    """Implements `ChangeMarks` on Firestore."""

    staleness = FALLBACK

    def __init__(
        self, db: firestore.Client, store: DocumentStore, now: Callable[[], float] = time.monotonic
    ) -> None:
        self._db, self._stored, self._now = db, StoredChangeMarks(store), now
        self._marks = KnownMarks()
        self._read: dict[str, tuple[float, str]] = {}
        self._watch: Any = None
        self._started = -FALLBACK
        self._delivering = False
        self._lock = threading.Lock()
        self.delivered = 0
        """Documents the listener delivered (each billed one read)."""
        self.starts = 0
        """Times the listener was started (a first snapshot each)."""

    def bump(self, scope: str) -> Hashable:
        """Written, and known here at once (other processes learn it from the listener)."""
        mark = new_mark()
        self._marks.bumping(scope, mark)
        try:
            self._stored.write(scope, mark)
        except BaseException:
            self._marks.failed(scope, mark)
            raise
        self._marks.bumped(scope, mark)
        self._read[scope] = (self._now(), mark)
        return mark

    def current(self, scope: str) -> Hashable:
        if self._listening():
            return self._marks.get(scope)
        at, mark = self._read.get(scope, (-FALLBACK, NONE))
        if self._now() - at >= FALLBACK:
            mark = self._stored.read(scope)
            self._read[scope] = (self._now(), mark)
        return mark

    def close(self) -> None:
        with self._lock:
            watch, self._watch, self._delivering = self._watch, None, False
        if watch is not None:
            watch.unsubscribe()

    def _listening(self) -> bool:
        """Whether the listener delivers; (re)started when it does not, at most once per
        FALLBACK seconds."""
        watch = self._watch
        if watch is not None and watch.is_active and self._delivering:
            return True
        with self._lock:
            if (watch is None or not watch.is_active) and self._now() - self._started >= FALLBACK:
                self._started, self._delivering = self._now(), False
                self.starts += 1
                self._watch = self._db.collection(COLLECTION).on_snapshot(self._on_snapshot)
        return False

    def _on_snapshot(self, documents: Any, changes: Any, read_time: Any) -> None:
        for change in changes:
            scope = change.document.id
            if change.type.name == "REMOVED":
                self._marks.removed(scope)
            else:
                self._marks.delivered(
                    scope, str((change.document.to_dict() or {}).get("mark", NONE))
                )
        self.delivered += len(changes)
        self._delivering = True
