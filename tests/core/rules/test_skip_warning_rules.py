"""Which skips the Screens page warns of (`rules.screen_states`): within the hour, of the
playlist's media only, the most recent first."""

from datetime import UTC, datetime, timedelta

from signage_core.entities.screen_reports import NamedSkip, ScreenReport, SkipCount
from signage_core.rules.screen_states import SKIPS_WARNED_FOR, skip_warnings

T = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
NAMES = {"m1": "Menu", "m2": "Clip"}


def _report(*skips: SkipCount) -> ScreenReport:
    return ScreenReport("s1", T, None, "v1", 1, 1, 10, skips=skips)


def test_a_skip_is_warned_of_for_an_hour_and_not_a_second_longer():
    skip = SkipCount("m1", "media-error", 3, T)
    assert skip_warnings(_report(skip), NAMES, T + SKIPS_WARNED_FOR) == (NamedSkip(skip, "Menu"),)
    later = T + SKIPS_WARNED_FOR + timedelta(seconds=1)
    assert skip_warnings(_report(skip), NAMES, later) == ()


def test_the_most_recent_skip_comes_first_and_media_out_of_the_playlist_are_left_out():
    early = SkipCount("m1", "offline", 1, T - timedelta(minutes=5))
    late = SkipCount("m2", "load-timeout", 9, T - timedelta(minutes=1))
    gone = SkipCount("m3", "stalled", 2, T)
    warned = skip_warnings(_report(early, gone, late), NAMES, T)
    assert [(w.name, w.skip.count) for w in warned] == [("Clip", 9), ("Menu", 1)]


def test_no_report_no_warning():
    assert skip_warnings(None, NAMES, T) == ()
