"""The screens' heartbeats written in the background: one daemon thread per app, started
and stopped by its lifespan, that writes the sightings the polls noted (`WriteHeartbeats`)
every WRITE_EVERY seconds and once more when it stops. A poll therefore never writes, and
runs on the event loop on an in-process backend; the writes run on this thread, never the
loop's (docs/decisions.md, "Heartbeats written in the background").

A failing write is logged and its sightings kept for the next round, never raised into a
request."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

logger = logging.getLogger("signage_http")

WRITE_EVERY = 5.0
"""Seconds between two writes of the noted sightings (a screen's last-seen time is then
behind by at most this, beside its SCREEN_SEEN_EVERY)."""
STOP_WAIT = 30.0
"""Seconds a stop waits for the last write."""


class HeartbeatWriter:
    def __init__(self, write: Callable[[], int], every: float = WRITE_EVERY) -> None:
        self._write, self._every = write, every
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Start the thread (once; a second start does nothing)."""
        if self._thread is None:
            self._stopping.clear()
            self._thread = threading.Thread(target=self._run, name="heartbeats", daemon=True)
            self._thread.start()

    def stop(self) -> None:
        """Write what is noted (on the writer's thread) and end it."""
        thread, self._thread = self._thread, None
        if thread is not None:
            self._stopping.set()
            thread.join(STOP_WAIT)

    def write(self) -> int:
        """Write what is noted now; how many, 0 when the write failed (logged, kept)."""
        try:
            return self._write()
        except Exception:
            logger.exception("The screens' heartbeats were not written; kept for the next try")
            return 0

    def _run(self) -> None:
        while not self._stopping.wait(self._every):
            self.write()
        self.write()
