"""The slices a player follows by its own clock (`slices`)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from tests.core.rules.schedule_helpers import WEEKDAYS, entry

from signage_core.entities.schedules import Switch
from signage_core.rules.schedules import slices

MONDAY = datetime(2026, 6, 1, tzinfo=UTC)  # 02:00 in Madrid
BREAKFAST = entry("breakfast", "07:00", "11:00", WEEKDAYS)
LUNCH = entry("lunch", "11:00", "15:00", WEEKDAYS, switch=Switch.NOW)


def plan(entries, start=MONDAY, hours=24, tz="Europe/Madrid"):
    return [
        (s.starts_at.isoformat()[11:16], s.ends_at.isoformat()[11:16], s.playlist_id)
        for s in slices(entries, "tv1", (), tz, start, hours)
    ]


def test_a_day_of_menus_is_cut_where_each_menu_starts_and_ends():
    assert plan([BREAKFAST, LUNCH]) == [
        ("00:00", "05:00", None),
        ("05:00", "09:00", "breakfast"),
        ("09:00", "13:00", "lunch"),
        ("13:00", "00:00", None),
    ]


def test_a_slice_carries_its_entrys_switch_and_the_default_switches_at_an_items_end():
    found = slices([LUNCH], "tv1", (), "Europe/Madrid", MONDAY, 24)
    assert [(s.entry_id, s.switch) for s in found] == [
        (None, Switch.ITEM_END), (LUNCH.id, Switch.NOW), (None, Switch.ITEM_END)
    ]  # fmt: skip


def test_a_whole_day_entry_on_consecutive_days_is_one_slice():
    always = entry("always", "00:00", "00:00")
    found = slices([always], "tv1", (), "Europe/Madrid", MONDAY, 72)
    assert [(s.starts_at, s.ends_at, s.playlist_id) for s in found] == [
        (MONDAY, MONDAY + timedelta(hours=72), "always")
    ]


def test_slices_are_given_in_utc_whatever_zone_the_start_comes_in():
    found = slices([BREAKFAST], "tv1", (), "Europe/Madrid", MONDAY.astimezone(), 24)
    assert all(s.starts_at.utcoffset() == timedelta(0) for s in found)


def test_a_horizon_of_no_hours_or_a_naive_start_is_refused():
    with pytest.raises(ValueError, match="aware start"):
        slices([BREAKFAST], "tv1", (), "Europe/Madrid", MONDAY, 0)
    with pytest.raises(ValueError, match="aware start"):
        slices([BREAKFAST], "tv1", (), "Europe/Madrid", MONDAY.replace(tzinfo=None), 24)
