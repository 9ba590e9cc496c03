"""The screens' heartbeats written apart from the polls: a poll only notes its sighting in
memory (`GetManifest`, `rules.sightings`), and this writes the noted ones in one batch. The
HTTP server calls it from a background thread every few seconds and once more when it stops
(`signage_http.wiring.heartbeat_writer`); a script using the library calls it when it likes."""

from __future__ import annotations

from signage_core.ports.screen_heartbeats import ScreenHeartbeats
from signage_core.rules.sightings import Sightings


class WriteHeartbeats:
    def __init__(self, sightings: Sightings, heartbeats: ScreenHeartbeats) -> None:
        self._sightings, self._heartbeats = sightings, heartbeats

    def __call__(self) -> int:
        """Write every sighting noted since the last call, together; how many. When the
        write fails they are kept for the next call and the error is raised."""
        due = self._sightings.take()
        if not due:
            return 0
        try:
            self._heartbeats.seen_all(due)
        except BaseException:
            self._sightings.put_back(due)
            raise
        return len(due)
