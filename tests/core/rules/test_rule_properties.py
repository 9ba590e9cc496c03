"""Property tests of the pure rules (hypothesis)."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from signage_core import (
    expiry_after_package_change,
    extract_youtube_id,
    licence_state,
    playlist_totals,
    renewal_expiry,
)
from signage_core.entities.playlists import PlaylistItem

moments = st.datetimes(
    min_value=datetime(2000, 1, 1), max_value=datetime(2100, 1, 1), timezones=st.just(UTC)
)
package_days = st.integers(min_value=0, max_value=3650)
gaps = st.timedeltas(min_value=timedelta(0), max_value=timedelta(days=400))
video_ids = st.text(
    alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-",
    min_size=11,
    max_size=11,
)
URL_FORMS = (
    "https://www.youtube.com/watch?v={id}",
    "http://youtube.com/watch?feature=share&v={id}&t=1",
    "youtube.com/watch?v={id}",
    "www.youtube.com/watch?list=PL1&v={id}",
    "https://m.youtube.com/watch?v={id}",
    "https://youtu.be/{id}",
    "youtu.be/{id}?t=3",
    "https://www.youtube.com/embed/{id}",
    "https://www.youtube-nocookie.com/embed/{id}?rel=0",
    "https://www.youtube.com/shorts/{id}",
    "youtube.com/live/{id}",
)


@given(moments, package_days, package_days, package_days)
def test_package_changes_compose(expiry: datetime, a: int, b: int, c: int) -> None:
    via_b = expiry_after_package_change(expiry_after_package_change(expiry, a, b), b, c)
    assert via_b == expiry_after_package_change(expiry, a, c)


@given(moments, package_days, package_days)
def test_changing_a_package_and_back_restores_the_expiry(expiry: datetime, a: int, b: int) -> None:
    there = expiry_after_package_change(expiry, a, b)
    assert expiry_after_package_change(there, b, a) == expiry


@given(moments, moments, st.booleans())
def test_days_left_are_never_negative(expire: datetime, now: datetime, paid: bool) -> None:
    assert licence_state(expire, paid, now).days_left >= 0


@given(moments, moments, gaps)
def test_days_left_never_increase_as_time_passes(
    expire: datetime, now: datetime, later: timedelta
) -> None:
    before = licence_state(expire, True, now).days_left
    after = licence_state(expire, True, now + later).days_left
    assert after <= before


@given(moments, moments)
def test_expired_exactly_when_no_time_is_left(expire: datetime, now: datetime) -> None:
    state = licence_state(expire, True, now)
    assert state.expired == (now > expire)
    assert (state.days_left == 0) == (now >= expire)


@given(moments, moments, st.booleans(), package_days)
def test_renewal_never_ends_before_a_fresh_period(
    expire: datetime, now: datetime, paid_before: bool, days: int
) -> None:
    assert renewal_expiry(expire, paid_before, now, days) >= now + timedelta(days=days)


items = st.builds(
    PlaylistItem,
    media_id=st.text(max_size=5),
    media_url=st.just("https://x/m"),
    duration=st.floats(min_value=0, max_value=86_400, allow_nan=False),
    file_size=st.integers(min_value=0, max_value=10 * 1024 * 1024),
)


@given(st.lists(items, max_size=50))
def test_playlist_totals_equal_the_sums(playlist: list[PlaylistItem]) -> None:
    duration, size = playlist_totals(playlist)
    assert size == sum(item.file_size for item in playlist)
    assert duration == math.fsum(item.duration for item in playlist)
    assert math.isclose(duration, sum(item.duration for item in playlist), abs_tol=1e-6)


@given(video_ids, st.sampled_from(URL_FORMS))
def test_youtube_ids_round_trip_through_every_url_form(video_id: str, form: str) -> None:
    assert extract_youtube_id(form.format(id=video_id)) == video_id


@given(video_ids, st.sampled_from(["example.com", "vimeo.com", "youtube.co", "ytimg.com"]))
def test_an_id_on_a_non_youtube_host_is_not_a_youtube_link(video_id: str, host: str) -> None:
    assert extract_youtube_id(f"https://{host}/watch?v={video_id}") is None
    assert extract_youtube_id(f"https://{host}/embed/{video_id}") is None
