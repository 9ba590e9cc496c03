"""How long a file link handed to a browser opens (docs/decisions.md 'File links'): until one
hour after the end of the 30-minute window it was handed out in."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from signage_core import browser_link_deadline
from signage_core.limits import BROWSER_LINK_LIFETIME, BROWSER_LINK_WINDOW

NOON = datetime(2025, 3, 10, 12, 0, tzinfo=UTC)

moments = st.datetimes(
    min_value=datetime(2000, 1, 1), max_value=datetime(2100, 1, 1), timezones=st.just(UTC)
)


def test_a_link_handed_out_in_a_window_opens_until_an_hour_after_its_end() -> None:
    for moment in (NOON, NOON + timedelta(minutes=17), NOON + timedelta(minutes=29, seconds=59)):
        assert browser_link_deadline(moment) == datetime(2025, 3, 10, 13, 30, tzinfo=UTC)


def test_the_next_window_gives_a_deadline_half_an_hour_later() -> None:
    assert browser_link_deadline(NOON + timedelta(minutes=30)) == NOON + timedelta(hours=2)


def test_a_moment_in_another_time_zone_gets_the_same_deadline() -> None:
    elsewhere = NOON.astimezone(datetime.fromisoformat("2025-01-01T00:00+05:30").tzinfo)
    assert browser_link_deadline(elsewhere) == browser_link_deadline(NOON)


@given(moments)
def test_a_link_opens_at_least_the_lifetime_and_at_most_a_window_more(now: datetime) -> None:
    left = browser_link_deadline(now) - now
    assert BROWSER_LINK_LIFETIME < left <= BROWSER_LINK_LIFETIME + BROWSER_LINK_WINDOW


@given(moments, st.timedeltas(min_value=timedelta(0), max_value=timedelta(days=2)))
def test_a_later_moment_never_gets_an_earlier_deadline(now: datetime, gap: timedelta) -> None:
    assert browser_link_deadline(now + gap) >= browser_link_deadline(now)
