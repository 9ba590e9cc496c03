"""Issue 27: what the licence lets a client's screens do (`rules.screen_licence`)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from signage_core.rules.screen_licence import (
    ScreenPolicy,
    SuspendReason,
    screens_outlook,
    screens_stop_at,
    stop_countdown,
    suspension,
    trial_allowance,
)

NOW = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)
POLICY = ScreenPolicy(grace=timedelta(days=3), trial_screens=1)
DAY = timedelta(days=1)


def _why(expire_date, now=NOW, client=True, owner=True, policy=POLICY):
    return suspension(client, owner, expire_date, policy, now)


def test_screens_stop_at_the_licences_end_plus_the_grace():
    assert screens_stop_at(NOW, POLICY) == NOW + 3 * DAY
    assert screens_stop_at(None, POLICY) is None


def test_a_running_licence_lets_the_screens_play():
    assert _why(NOW + DAY) is None


def test_an_ended_licence_plays_on_through_the_grace():
    assert _why(NOW - DAY) is None
    assert _why(NOW - 3 * DAY) is None  # the last instant of the grace still plays


def test_after_the_grace_the_screens_are_suspended_for_the_licence():
    assert _why(NOW - 3 * DAY - timedelta(seconds=1)) is SuspendReason.LICENCE_ENDED


def test_no_grace_suspends_right_after_the_end():
    no_grace = ScreenPolicy(grace=timedelta(0))
    assert _why(NOW - timedelta(seconds=1), policy=no_grace) is SuspendReason.LICENCE_ENDED


def test_a_client_without_an_end_date_plays():
    assert _why(None) is None


def test_a_deactivated_client_or_owner_suspends_whatever_the_licence():
    assert _why(NOW + 30 * DAY, client=False) is SuspendReason.CLIENT_DEACTIVATED
    assert _why(NOW + 30 * DAY, owner=False) is SuspendReason.OWNER_DEACTIVATED
    ended = NOW - 10 * DAY
    assert _why(ended, client=False, owner=False) is SuspendReason.CLIENT_DEACTIVATED


def test_a_naive_now_is_a_programming_error():
    with pytest.raises(ValueError, match="timezone-aware"):
        _why(NOW, now=NOW.replace(tzinfo=None))


def test_the_countdown_runs_from_a_week_before_the_end_until_the_screens_stop():
    assert stop_countdown(NOW + 8 * DAY, POLICY, NOW) is None
    assert stop_countdown(NOW + 7 * DAY, POLICY, NOW) == 10
    assert stop_countdown(NOW + DAY, POLICY, NOW) == 4
    assert stop_countdown(NOW - DAY, POLICY, NOW) == 2  # in the grace
    assert stop_countdown(NOW - 3 * DAY + timedelta(hours=1), POLICY, NOW) == 1
    assert stop_countdown(NOW - 4 * DAY, POLICY, NOW) is None  # stopped
    assert stop_countdown(None, POLICY, NOW) is None


def test_the_outlook_has_no_countdown_once_suspended():
    outlook = screens_outlook(NOW + DAY, POLICY, NOW, SuspendReason.CLIENT_DEACTIVATED)
    assert (outlook.stop_in_days, outlook.suspended) == (None, SuspendReason.CLIENT_DEACTIVATED)
    outlook = screens_outlook(NOW - DAY, POLICY, NOW, None)
    assert (outlook.stop_at, outlook.stop_in_days, outlook.grace_days) == (NOW + 2 * DAY, 2, 3)


def test_a_trial_pairs_at_most_the_trial_screens_whatever_the_package():
    assert trial_allowance(10, trial=True, policy=POLICY) == 1
    assert trial_allowance(10, trial=False, policy=POLICY) == 10
    assert trial_allowance(2, trial=True, policy=ScreenPolicy(trial_screens=5)) == 2
