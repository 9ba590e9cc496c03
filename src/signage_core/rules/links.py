"""When a file link handed to a browser stops opening (docs/decisions.md)."""

from __future__ import annotations

from datetime import UTC, datetime

from signage_core.limits import BROWSER_LINK_LIFETIME, BROWSER_LINK_WINDOW


def browser_link_deadline(now: datetime) -> datetime:
    """The end of the window `now` falls in (windows counted from the Unix epoch), plus the
    lifetime: every answer within one window carries the same deadline, hence the same link,
    and a link handed out at any moment opens for at least the lifetime."""
    window = int(BROWSER_LINK_WINDOW.total_seconds())
    window_end = (int(now.timestamp()) // window + 1) * window
    return datetime.fromtimestamp(window_end, UTC) + BROWSER_LINK_LIFETIME
