"""When a file link handed to a browser stops opening (docs/decisions.md)."""

from __future__ import annotations

from datetime import UTC, datetime

from signage_core.limits import BROWSER_LINK_LIFETIME, BROWSER_LINK_WINDOW


def browser_link_deadline(now: datetime) -> datetime:
    """The end of the window `now` falls in (windows counted from the Unix epoch), plus the
    lifetime: every answer within one window carries the same deadline, hence the same link,
    and a link handed out at any moment opens for at least the lifetime."""
    return datetime.fromtimestamp(window_end(now), UTC) + BROWSER_LINK_LIFETIME


def window_end(now: datetime) -> int:
    """When the window `now` falls in ends (Unix seconds)."""
    window = int(BROWSER_LINK_WINDOW.total_seconds())
    return (int(now.timestamp()) // window + 1) * window
