"""Expire_date rules (spec §9 and docs/decisions.md 'Renewals extend a running licence')."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from signage_core import (
    expiry_after_package_change,
    expiry_for_new_payment,
    new_client_expiry,
    renewal_expiry,
)

NOW = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)


def test_new_client_licence_runs_seven_days_from_creation() -> None:
    assert new_client_expiry(NOW) == datetime(2025, 3, 17, 12, 0, tzinfo=UTC)


def test_new_payment_expires_today_plus_the_package_days() -> None:
    assert expiry_for_new_payment(NOW, 30) == datetime(2025, 4, 9, 12, 0, tzinfo=UTC)


def test_changing_to_a_longer_package_pushes_the_expiry_later() -> None:
    assert expiry_after_package_change(NOW, old_days=30, new_days=365) == NOW + timedelta(335)


def test_changing_to_a_shorter_package_pulls_the_expiry_earlier() -> None:
    assert expiry_after_package_change(NOW, old_days=90, new_days=30) == NOW - timedelta(60)


def test_changing_to_the_same_days_keeps_the_expiry() -> None:
    assert expiry_after_package_change(NOW, old_days=30, new_days=30) == NOW


def test_early_renewal_of_a_paid_licence_extends_from_the_current_expiry() -> None:
    current = NOW + timedelta(days=10)
    assert renewal_expiry(current, True, NOW, 30) == current + timedelta(days=30)


def test_two_renewals_in_a_row_both_count() -> None:
    first = renewal_expiry(NOW + timedelta(days=5), True, NOW, 30)
    second = renewal_expiry(first, True, NOW, 30)
    assert second == NOW + timedelta(days=65)


def test_first_payment_after_a_trial_starts_today() -> None:
    trial_end = NOW + timedelta(days=4)
    assert renewal_expiry(trial_end, False, NOW, 30) == NOW + timedelta(days=30)


def test_payment_after_expiry_starts_today() -> None:
    lapsed = NOW - timedelta(days=3)
    assert renewal_expiry(lapsed, True, NOW, 30) == NOW + timedelta(days=30)


def test_renewal_at_the_exact_expire_instant_still_extends() -> None:
    assert renewal_expiry(NOW, True, NOW, 30) == NOW + timedelta(days=30)


def test_payment_for_a_client_without_expire_date_starts_today() -> None:
    assert renewal_expiry(None, True, NOW, 7) == NOW + timedelta(days=7)
