"""The client's licence state (spec §4): expired, trial, and days left."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from signage_core.rules.screen_licence import ScreensOutlook

ONE_DAY = timedelta(days=1)


@dataclass(frozen=True, slots=True)
class LicenceState:
    """What the portal shows about a licence; `expire_date` is the client's Expire_date."""

    expired: bool
    trial: bool
    days_left: int
    expire_date: datetime | None
    screens: ScreensOutlook | None = None
    """What its screens do about it (issue 27); filled where the client reads its licence."""


def require_aware(moment: datetime, name: str) -> None:
    """Date rules compare instants: a naive datetime is a programming error."""
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError(f"{name} must be timezone-aware (UTC), got {moment!r}")


def days_until(expire_date: datetime, now: datetime) -> int:
    """Whole days from `now` to `expire_date`, rounded up; 0 once the date has passed."""
    remaining = expire_date - now
    if remaining <= timedelta(0):
        return 0
    return -(-remaining // ONE_DAY)


def licence_state(expire_date: datetime | None, has_payments: bool, now: datetime) -> LicenceState:
    """Expired when `now` is after `expire_date`; trial while the client has no payments.

    A client without an expire date (only legacy records: creation always sets one) is
    treated as not expired with 0 days left, as the original portal did.
    """
    require_aware(now, "now")
    trial = not has_payments
    if expire_date is None:
        return LicenceState(expired=False, trial=trial, days_left=0, expire_date=None)
    require_aware(expire_date, "expire_date")
    return LicenceState(
        expired=now > expire_date,
        trial=trial,
        days_left=days_until(expire_date, now),
        expire_date=expire_date,
    )
