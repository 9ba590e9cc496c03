"""What the licence lets a client's screens do (issue 27): play, or stay suspended with a
reason; when they stop (the licence's end plus a grace period); when the portal counts down
to that; and how many screens a client in trial may pair."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from signage_core.rules.licence import days_until, require_aware


class SuspendReason(StrEnum):
    """Why a screen shows its slate instead of its playlist."""

    LICENCE_ENDED = "licenceEnded"
    CLIENT_DEACTIVATED = "clientDeactivated"
    OWNER_DEACTIVATED = "ownerDeactivated"


@dataclass(frozen=True, slots=True)
class ScreenPolicy:
    """The operator's settings: how long screens play on after a licence ends
    (SIGNAGE_SCREEN_GRACE_DAYS), how many a client in trial may pair (SIGNAGE_TRIAL_SCREENS),
    and how many days before they stop the portal starts counting down."""

    grace: timedelta = timedelta(days=3)
    trial_screens: int = 1
    warn_before: timedelta = timedelta(days=7)


def screens_stop_at(expire_date: datetime | None, policy: ScreenPolicy) -> datetime | None:
    """When the screens stop: the licence's end plus the grace; None without an end."""
    return None if expire_date is None else expire_date + policy.grace


def suspension(
    client_active: bool,
    owner_active: bool,
    expire_date: datetime | None,
    policy: ScreenPolicy,
    now: datetime,
) -> SuspendReason | None:
    """Why the client's screens are suspended now; None while they may play. A switched-off
    client or owner comes first: paying does not undo staff's decision."""
    require_aware(now, "now")
    if not client_active:
        return SuspendReason.CLIENT_DEACTIVATED
    if not owner_active:
        return SuspendReason.OWNER_DEACTIVATED
    stop = screens_stop_at(expire_date, policy)
    if stop is not None and now > stop:
        return SuspendReason.LICENCE_ENDED
    return None


def stop_countdown(expire_date: datetime | None, policy: ScreenPolicy, now: datetime) -> int | None:
    """Whole days (rounded up) until the screens stop, while the portal counts down: from
    `warn_before` ahead of the licence's end until the end of the grace. None before that
    window, after it (they have stopped) and without an end."""
    stop = screens_stop_at(expire_date, policy)
    if expire_date is None or stop is None or now > stop:
        return None
    if expire_date - now > policy.warn_before:
        return None
    return days_until(stop, now)


def trial_allowance(package_units: int, trial: bool, policy: ScreenPolicy) -> int:
    """The screens a client may pair: its package's Units once it has paid; in trial at most
    the trial's number, whatever package the Business form shows."""
    return min(package_units, policy.trial_screens) if trial else package_units


@dataclass(frozen=True, slots=True)
class ScreensOutlook:
    """What the client is told about its screens: when they stop (`stop_at`), the countdown
    in days (None outside its window), the grace in days, and why they are suspended now."""

    stop_at: datetime | None
    stop_in_days: int | None
    grace_days: int
    suspended: SuspendReason | None


def screens_outlook(
    expire_date: datetime | None,
    policy: ScreenPolicy,
    now: datetime,
    suspended: SuspendReason | None,
) -> ScreensOutlook:
    stop_at = screens_stop_at(expire_date, policy)
    countdown = None if suspended else stop_countdown(expire_date, policy, now)
    return ScreensOutlook(stop_at, countdown, policy.grace.days, suspended)
