"""Which of a screen's skips the Screens page warns of (issue 24): those of its latest report
that happened within SKIPS_WARNED_FOR of now, of a media still in the screen's playlist (a
media taken out of it is no longer the shop's problem), the most recent first
(docs/decisions.md, "Skips on the Screens page")."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime, timedelta

from signage_core.entities.screen_reports import NamedSkip, ScreenReport

SKIPS_WARNED_FOR = timedelta(hours=1)
"""How long after its last skip a media is still warned of."""


def skip_warnings(
    report: ScreenReport | None, names: Mapping[str, str], now: datetime
) -> tuple[NamedSkip, ...]:
    """The skips to warn of, each with its media's name (`names`: the playlist's media)."""
    if report is None:
        return ()
    recent = [s for s in report.skips if now - s.last_at <= SKIPS_WARNED_FOR]
    recent.sort(key=lambda skip: skip.last_at, reverse=True)
    return tuple(NamedSkip(s, names[s.media_id]) for s in recent if s.media_id in names)
