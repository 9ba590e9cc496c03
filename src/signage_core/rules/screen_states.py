"""The state the Screens page shows for a screen (issue 24), from when the portal last heard
of its player (a poll's heartbeat or a report), its latest report and its licence.

A player without the server cannot report: what it does during an outage is only known when
it is back. So while it is silent the portal says what its last report lets it expect:

- suspended: the licence stops the client's screens (they show their slate), whatever else;
- waiting: never heard of since it was paired;
- online: heard of within SCREEN_ONLINE_WINDOW (two of its polls or reports);
- playing from its copies since T: silent since T, but its last report (received within
  SCREEN_ONLINE_WINDOW of T) said it showed an item with every file its manifest names
  kept, so it plays on without the server; for COPIES_EXPECTED at most, after which
  nothing backs that expectation any more;
- offline: silent, and nothing says it can play on (no report, nothing showing, files
  missing, or silent for longer than COPIES_EXPECTED).

When it is back, its report says how long it was without the server (`offline_since`,
`offline_seconds`), which the page shows as its last outage (docs/decisions.md, "Honest
screen states")."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from signage_core.entities.screen_reports import ScreenReport, ScreenState
from signage_core.limits import SCREEN_ONLINE_WINDOW

COPIES_EXPECTED = timedelta(hours=24)
"""How long a silent screen whose last report showed it playing from a full set of copies
is still said to play from them."""


@dataclass(frozen=True, slots=True)
class StateOf:
    """A state and since when it holds (None when unknown: waiting, suspended, online)."""

    state: ScreenState
    since: datetime | None = None


def last_contact(seen: datetime | None, report: ScreenReport | None) -> datetime | None:
    """When the portal last heard of the player: its heartbeat or its report, the later."""
    times = [t for t in (seen, report.received_at if report else None) if t is not None]
    return max(times, default=None)


def screen_state(
    seen: datetime | None, report: ScreenReport | None, suspended: bool, now: datetime
) -> StateOf:
    """The screen's state at `now` (see the module's description)."""
    contact = last_contact(seen, report)
    if suspended:
        return StateOf(ScreenState.SUSPENDED)
    if contact is None:
        return StateOf(ScreenState.WAITING)
    if now - contact <= SCREEN_ONLINE_WINDOW:
        return StateOf(ScreenState.ONLINE)
    if _plays_on(report, contact) and now - contact <= COPIES_EXPECTED:
        return StateOf(ScreenState.PLAYING_FROM_COPIES, contact)
    return StateOf(ScreenState.OFFLINE, contact)


def _plays_on(report: ScreenReport | None, contact: datetime) -> bool:
    """The last report, made near the last contact, showed an item from a full set of copies."""
    if report is None or report.showing is None or not report.all_kept:
        return False
    return contact - report.received_at <= SCREEN_ONLINE_WINDOW
