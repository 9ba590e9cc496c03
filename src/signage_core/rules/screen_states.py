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
screen states").

Its report's skips are warned of (`skip_warnings`) when they happened within
SKIPS_WARNED_FOR of now, of a media still in the screen's playlist (a media taken out of it
is no longer the shop's problem), the most recent first (docs/decisions.md, "Skips on the
Screens page")."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta

from signage_core.entities.screen_reports import NamedSkip, ScreenReport, ScreenState
from signage_core.limits import SCREEN_ONLINE_WINDOW

COPIES_EXPECTED = timedelta(hours=24)
"""How long a silent screen whose last report showed it playing from a full set of copies
is still said to play from them."""
SKIPS_WARNED_FOR = timedelta(hours=1)
"""How long after its last skip a media is still warned of."""


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


def skip_warnings(
    report: ScreenReport | None, names: Mapping[str, str], now: datetime
) -> tuple[NamedSkip, ...]:
    """The skips to warn of, each with its media's name (`names`: the playlist's media)."""
    if report is None:
        return ()
    recent = [s for s in report.skips if now - s.last_at <= SKIPS_WARNED_FOR]
    recent.sort(key=lambda skip: skip.last_at, reverse=True)
    return tuple(NamedSkip(s, names[s.media_id]) for s in recent if s.media_id in names)
