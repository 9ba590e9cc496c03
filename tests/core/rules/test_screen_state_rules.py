"""The Screens page's states at their edges (`rules.screen_states`)."""

from datetime import UTC, datetime, timedelta

from signage_core.entities.screen_reports import NowShowing, ScreenReport, ScreenState
from signage_core.rules.screen_states import COPIES_EXPECTED, screen_state

T = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def _report(at=T, kept=4, showing=True):
    shown = NowShowing("m1", "video", at - timedelta(seconds=5)) if showing else None
    return ScreenReport("s1", at, shown, "v1", kept, 4, 10)


def test_heard_of_within_two_minutes_is_online_and_a_moment_later_not():
    assert screen_state(T, None, False, T + timedelta(minutes=2)).state is ScreenState.ONLINE
    later = screen_state(T, None, False, T + timedelta(minutes=2, seconds=1))
    assert (later.state, later.since) == (ScreenState.OFFLINE, T)


def test_a_report_alone_is_a_contact():
    assert screen_state(None, _report(), False, T).state is ScreenState.ONLINE
    assert screen_state(None, None, False, T).state is ScreenState.WAITING


def test_copies_are_expected_only_from_a_report_made_near_the_last_contact():
    polled_after = T + timedelta(minutes=10)  # polls went on, reports had stopped
    state = screen_state(polled_after, _report(), False, polled_after + timedelta(minutes=3))
    assert state.state is ScreenState.OFFLINE


def test_nothing_showing_is_no_reason_to_expect_it_plays_on():
    state = screen_state(T, _report(showing=False), False, T + timedelta(minutes=3))
    assert state.state is ScreenState.OFFLINE


def test_copies_are_expected_for_a_day_at_most():
    edge = T + COPIES_EXPECTED
    assert screen_state(T, _report(), False, edge).state is ScreenState.PLAYING_FROM_COPIES
    after = edge + timedelta(seconds=1)
    assert screen_state(T, _report(), False, after).state is ScreenState.OFFLINE


def test_suspended_comes_before_everything():
    assert screen_state(T, _report(), True, T).state is ScreenState.SUSPENDED
    assert screen_state(None, None, True, T).state is ScreenState.SUSPENDED
