"""Which emergency message a screen shows, and which screens count as showing one."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime, timedelta

from signage_core.entities.emergencies import EmergencyMessage
from signage_core.entities.screen_reports import ScreenReport

SHOWING_WITHIN = timedelta(minutes=2)
"""A screen counts as showing a message when its latest report, this recent, says so."""
LISTED_FOR = timedelta(days=7)
"""The portal lists the active messages and those ended this recently."""


def newest_active(messages: Iterable[EmergencyMessage], now: datetime) -> EmergencyMessage | None:
    """The newest-started of the messages active at `now` (ties: the greater id), or None."""
    active = [message for message in messages if message.active(now)]
    return max(active, key=lambda message: (message.starts_at, message.id), default=None)


def showing(message: EmergencyMessage, reports: Iterable[ScreenReport], now: datetime) -> int:
    """How many of the reports (one per screen, each its latest) say they show `message`
    and were received within SHOWING_WITHIN of `now`."""
    return sum(
        1
        for report in reports
        if report.emergency_id == message.id and now - report.received_at <= SHOWING_WITHIN
    )
