"""Which playlist a screen plays by its schedule at an instant (`playing_at`)."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

from tests.core.rules.schedule_helpers import WEEKDAYS, entry

from signage_core.rules.schedules import playing_at

MADRID = ZoneInfo("Europe/Madrid")
BREAKFAST = entry("breakfast", "07:00", "11:00", WEEKDAYS)
LUNCH = entry("lunch", "11:00", "15:00", WEEKDAYS)
DINNER = entry("dinner", "19:00", "23:00", WEEKDAYS)
MENUS = [BREAKFAST, LUNCH, DINNER]


def at(day: int, hour: int, minute: int = 0, month: int = 6) -> datetime:
    """A local time in Madrid, June 2026 by default (1 June 2026 is a Monday)."""
    return datetime(2026, month, day, hour, minute, tzinfo=MADRID)


def playing(entries, moment, screen="tv1", groups=()):
    found = playing_at(entries, screen, groups, "Europe/Madrid", moment)
    return found.playlist_id if found else None


def test_breakfast_lunch_and_dinner_follow_each_other_on_a_weekday():
    assert playing(MENUS, at(2, 6, 59)) is None
    assert playing(MENUS, at(2, 7)) == "breakfast"
    assert playing(MENUS, at(2, 10, 59)) == "breakfast"
    assert playing(MENUS, at(2, 11)) == "lunch"
    assert playing(MENUS, at(2, 16)) is None
    assert playing(MENUS, at(2, 22, 59)) == "dinner"
    assert playing(MENUS, at(2, 23)) is None


def test_the_weekend_plays_the_screens_own_playlist():
    assert playing(MENUS, at(6, 12)) is None
    assert playing(MENUS, at(7, 12)) is None


def test_a_friday_night_window_runs_into_saturday_morning_but_not_sunday():
    party = entry("party", "22:00", "02:00", frozenset({4}))
    assert playing([party], at(5, 21, 59)) is None
    assert playing([party], at(5, 23)) == "party"
    assert playing([party], at(6, 1, 59)) == "party"
    assert playing([party], at(6, 2)) is None
    assert playing([party], at(6, 23)) is None


def test_a_window_whose_start_equals_its_end_lasts_the_whole_day():
    sunday = entry("sunday", "06:00", "06:00", frozenset({6}))
    assert playing([sunday], at(7, 5, 59)) is None
    assert playing([sunday], at(7, 6)) == "sunday"
    assert playing([sunday], at(8, 5, 59)) == "sunday"
    assert playing([sunday], at(8, 6)) is None


def test_a_date_range_bounds_the_days_a_window_starts_on():
    christmas = entry(
        "xmas", "20:00", "01:00", starts_on=date(2026, 12, 1), ends_on=date(2026, 12, 24)
    )
    assert playing([christmas], at(30, 21, month=11)) is None
    assert playing([christmas], at(1, 21, month=12)) == "xmas"
    assert playing([christmas], at(25, 0, 30, month=12)) == "xmas"
    assert playing([christmas], at(25, 21, month=12)) is None


def test_the_higher_priority_wins_where_windows_meet():
    promo = entry("promo", "12:00", "13:00", WEEKDAYS, priority=5)
    assert playing([LUNCH, promo], at(2, 12, 30)) == "promo"
    assert playing([LUNCH, promo], at(2, 13)) == "lunch"


def test_on_a_tie_the_screens_own_entry_beats_its_groups_which_beats_all_screens():
    everyone = entry("everyone", "09:00", "17:00", target=("all", ""), made=30)
    group = entry("group", "09:00", "17:00", target=("group", "g1"), made=20)
    mine = entry("mine", "09:00", "17:00", made=10)
    assert playing([everyone, group, mine], at(2, 10), groups=("g1",)) == "mine"
    assert playing([everyone, group], at(2, 10), groups=("g1",)) == "group"
    assert playing([everyone, group], at(2, 10), groups=("g2",)) == "everyone"


def test_on_a_tie_of_priority_and_target_the_newest_entry_wins_whatever_the_order():
    old, new = entry("old", "09:00", "17:00", made=1), entry("new", "09:00", "17:00", made=2)
    assert playing([old, new], at(2, 10)) == "new"
    assert playing([new, old], at(2, 10)) == "new"


def test_entries_for_other_screens_and_groups_do_not_play():
    theirs = entry("theirs", "00:00", "00:00", target=("screen", "tv2"))
    their_group = entry("their group", "00:00", "00:00", target=("group", "g9"))
    assert playing([theirs, their_group], at(2, 10), groups=("g1",)) is None


def test_a_window_starting_in_the_spring_gap_starts_when_the_clocks_jump():
    night = entry("night", "02:30", "04:00")
    assert playing([night], datetime(2026, 3, 29, 0, 59, tzinfo=ZoneInfo("UTC"))) is None
    assert playing([night], at(29, 3, 0, month=3)) == "night"


def test_a_repeated_local_time_means_its_first_occurrence():
    early = entry("early", "00:00", "02:30")
    first = datetime(2026, 10, 25, 2, 15, tzinfo=MADRID)
    second = first.replace(fold=1)
    assert playing([early], first) == "early"
    assert playing([early], second) is None
