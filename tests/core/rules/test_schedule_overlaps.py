"""Entries of the same target and priority may not overlap (`overlapping`)."""

from __future__ import annotations

from datetime import date

from tests.core.rules.schedule_helpers import WEEKDAYS, entry

from signage_core.rules.schedules import overlapping

WEEKEND = frozenset({5, 6})


def test_lunch_overlapping_breakfast_at_the_same_priority_is_found():
    breakfast = entry("breakfast", "07:00", "11:30", WEEKDAYS)
    lunch = entry("lunch", "11:00", "15:00", WEEKDAYS)
    assert overlapping(lunch, [breakfast]) == breakfast


def test_windows_that_touch_do_not_overlap():
    assert overlapping(entry("a", "07:00", "11:00"), [entry("b", "11:00", "15:00")]) is None


def test_different_priorities_targets_or_days_do_not_compete():
    lunch = entry("lunch", "11:00", "15:00", WEEKDAYS)
    assert overlapping(lunch, [entry("promo", "12:00", "13:00", WEEKDAYS, priority=1)]) is None
    assert (
        overlapping(lunch, [entry("g", "12:00", "13:00", WEEKDAYS, target=("group", "g1"))]) is None
    )
    assert overlapping(lunch, [entry("brunch", "10:00", "13:00", WEEKEND)]) is None


def test_an_entry_does_not_overlap_itself_when_it_is_edited():
    lunch = entry("lunch", "11:00", "15:00", WEEKDAYS)
    assert overlapping(lunch, [lunch]) is None


def test_a_friday_night_window_overlaps_a_saturday_morning_one():
    friday = entry("party", "22:00", "03:00", frozenset({4}))
    saturday = entry("early", "02:00", "06:00", frozenset({5}))
    assert overlapping(saturday, [friday]) == friday
    assert overlapping(friday, [saturday]) == saturday


def test_a_sunday_night_window_overlaps_monday_across_the_weeks_end():
    sunday = entry("late", "23:00", "01:00", frozenset({6}))
    monday = entry("early", "00:30", "02:00", frozenset({0}))
    assert overlapping(monday, [sunday]) == sunday


def test_date_ranges_that_never_meet_on_a_shared_day_do_not_overlap():
    june = entry("june", "09:00", "17:00", starts_on=date(2026, 6, 1), ends_on=date(2026, 6, 30))
    july = entry("july", "09:00", "17:00", starts_on=date(2026, 7, 1))
    one_monday = entry(
        "monday",
        "09:00",
        "17:00",
        frozenset({0}),
        starts_on=date(2026, 6, 2),
        ends_on=date(2026, 6, 7),
    )
    assert overlapping(july, [june]) is None
    assert overlapping(one_monday, [june]) is None  # 2-7 June holds no Monday


def test_date_ranges_that_share_a_day_overlap():
    june = entry("june", "09:00", "17:00", starts_on=date(2026, 6, 1), ends_on=date(2026, 6, 30))
    late = entry("late", "16:00", "18:00", starts_on=date(2026, 6, 30))
    assert overlapping(late, [june]) == june


def test_a_night_window_on_the_last_day_of_a_range_overlaps_the_morning_after():
    night = entry("night", "22:00", "02:00", ends_on=date(2026, 6, 30))
    morning = entry("morning", "01:00", "05:00", starts_on=date(2026, 7, 1))
    assert overlapping(morning, [night]) == night
