"""Playlist totals, the start of the month and money formatting."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone
from decimal import Decimal

from signage_core import format_total, playlist_totals, start_of_month
from signage_core.entities.playlists import PlaylistItem


def _item(duration: float, size: int) -> PlaylistItem:
    return PlaylistItem(media_id="m", media_url="https://x/m", duration=duration, file_size=size)


def test_playlist_totals_sum_durations_and_sizes() -> None:
    items = [_item(10, 1000), _item(2.5, 24), _item(0.1, 1)]
    assert playlist_totals(items) == (12.6, 1025)


def test_empty_playlist_totals_are_zero() -> None:
    assert playlist_totals([]) == (0.0, 0)


def test_playlist_totals_accept_a_generator() -> None:
    assert playlist_totals(_item(1, 2) for _ in range(3)) == (3.0, 6)


def test_start_of_month_is_midnight_of_the_first_day() -> None:
    now = datetime(2025, 3, 17, 15, 42, 7, 123, tzinfo=UTC)
    assert start_of_month(now) == datetime(2025, 3, 1, tzinfo=UTC)


def test_start_of_month_keeps_the_timezone_of_now() -> None:
    bogota = timezone(timedelta(hours=-5))
    assert start_of_month(datetime(2025, 1, 1, 0, 30, tzinfo=bogota)).tzinfo is bogota


def test_total_is_formatted_with_two_decimals() -> None:
    assert format_total([Decimal("10"), Decimal("25.5")]) == "35.50"


def test_total_of_nothing_is_zero() -> None:
    assert format_total([]) == "0.00"


def test_total_rounds_half_up_to_cents() -> None:
    assert format_total([Decimal("0.005")]) == "0.01"
    assert format_total([Decimal("1.004"), Decimal("1.000")]) == "2.00"


def test_large_totals_are_not_grouped_or_in_exponent_form() -> None:
    assert format_total([Decimal("1E+6")]) == "1000000.00"
