"""Expire_date rules: new clients, new payments, package changes and renewals (spec §9)."""

from __future__ import annotations

from datetime import datetime, timedelta

from signage_core.limits import NEW_CLIENT_TRIAL_DAYS


def new_client_expiry(created_at: datetime) -> datetime:
    """A new client's licence runs for 7 days after creation."""
    return created_at + timedelta(days=NEW_CLIENT_TRIAL_DAYS)


def expiry_for_new_payment(today: datetime, package_days: int) -> datetime:
    """A new payment's expiry is today plus the package's Days."""
    return today + timedelta(days=package_days)


def expiry_after_package_change(current_expiry: datetime, old_days: int, new_days: int) -> datetime:
    """Changing a payment's package shifts its expiry by the difference in Days."""
    return current_expiry + timedelta(days=new_days - old_days)


def renewal_expiry(
    current_expiry: datetime | None, has_paid_before: bool, now: datetime, package_days: int
) -> datetime:
    """The client's new Expire_date when a payment is recorded (docs/decisions.md).

    A paying client whose licence is still running extends from the current expiry, so an
    early renewal forfeits no paid days; a trial or expired client starts from `now`.
    """
    if has_paid_before and current_expiry is not None and now <= current_expiry:
        return current_expiry + timedelta(days=package_days)
    return expiry_for_new_payment(now, package_days)
