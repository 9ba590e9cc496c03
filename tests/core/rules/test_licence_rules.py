"""Licence state (spec §4): expired after Expire_date, trial without payments, days left."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from signage_core import LicenceState, licence_state

NOW = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)


def test_licence_before_its_expire_date_is_running() -> None:
    state = licence_state(NOW + timedelta(days=3), has_payments=True, now=NOW)
    assert state == LicenceState(
        expired=False, trial=False, days_left=3, expire_date=NOW + timedelta(days=3)
    )


def test_licence_after_its_expire_date_is_expired_with_no_days_left() -> None:
    state = licence_state(NOW - timedelta(seconds=1), has_payments=True, now=NOW)
    assert state.expired
    assert state.days_left == 0


def test_licence_at_the_exact_expire_instant_is_not_yet_expired() -> None:
    state = licence_state(NOW, has_payments=True, now=NOW)
    assert not state.expired
    assert state.days_left == 0


def test_client_without_payments_is_on_trial() -> None:
    assert licence_state(NOW + timedelta(days=7), has_payments=False, now=NOW).trial
    assert not licence_state(NOW + timedelta(days=7), has_payments=True, now=NOW).trial


@pytest.mark.parametrize(
    ("remaining", "days"),
    [
        (timedelta(seconds=1), 1),
        (timedelta(hours=23, minutes=59), 1),
        (timedelta(days=1), 1),
        (timedelta(days=1, microseconds=1), 2),
        (timedelta(days=6, hours=1), 7),
        (timedelta(days=30), 30),
    ],
)
def test_days_left_round_up_to_whole_days(remaining: timedelta, days: int) -> None:
    assert licence_state(NOW + remaining, has_payments=True, now=NOW).days_left == days


def test_client_without_expire_date_is_not_expired_and_has_no_days_left() -> None:
    assert licence_state(None, has_payments=False, now=NOW) == LicenceState(
        expired=False, trial=True, days_left=0, expire_date=None
    )


def test_expire_date_in_another_timezone_compares_as_the_same_instant() -> None:
    eastern = timezone(timedelta(hours=-5))
    expire = datetime(2025, 3, 10, 8, 0, tzinfo=eastern)  # 13:00 UTC
    assert licence_state(expire, has_payments=True, now=NOW).days_left == 1
    assert licence_state(expire, has_payments=True, now=NOW + timedelta(hours=2)).expired


def test_naive_datetimes_are_refused() -> None:
    with pytest.raises(ValueError, match="timezone-aware"):
        licence_state(datetime(2025, 3, 20), has_payments=True, now=NOW)
    with pytest.raises(ValueError, match="timezone-aware"):
        licence_state(NOW, has_payments=True, now=datetime(2025, 3, 1))
