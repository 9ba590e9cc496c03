"""A schedule entry's form rules, its time zone, and the overlap refusal's text."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, time

from tests.core.rules.schedule_helpers import WEEKDAYS, entry

from signage_core.entities.schedules import ScheduleEntry, TargetKind
from signage_core.validation import messages as m
from signage_core.validation.schedules import (
    check_overlap,
    day_list,
    validate_schedule_entry,
    validate_time_zone,
)

LUNCH = entry("lunch", "11:00", "15:00", WEEKDAYS)


def errors(**changes: object) -> dict[str, str]:
    return validate_schedule_entry(replace(LUNCH, **changes))  # type: ignore[arg-type]


def test_a_complete_entry_has_no_errors():
    assert validate_schedule_entry(LUNCH) == {}


def test_an_entry_needs_a_playlist_and_at_least_one_day():
    assert errors(playlist_id=" ") == {"playlistId": m.SCHEDULE_PLAYLIST_REQUIRED}
    assert errors(days=frozenset()) == {"days": m.SCHEDULE_DAYS_REQUIRED}
    assert errors(days=frozenset({7})) == {"days": m.SCHEDULE_DAY_INVALID}


def test_times_are_whole_minutes():
    assert errors(start=time(11, 0, 30)) == {"start": m.SCHEDULE_WHOLE_MINUTES}
    assert errors(end=time(15, 0, 0, 5)) == {"end": m.SCHEDULE_WHOLE_MINUTES}


def test_the_date_range_runs_forward_and_one_day_is_allowed():
    assert errors(starts_on=date(2026, 6, 2), ends_on=date(2026, 6, 1)) == {
        "endsOn": m.SCHEDULE_DATE_RANGE_INVALID
    }
    assert errors(starts_on=date(2026, 6, 1), ends_on=date(2026, 6, 1)) == {}


def test_the_priority_is_from_0_to_9():
    assert errors(priority=9) == {}
    assert errors(priority=10) == {"priority": m.SCHEDULE_PRIORITY_INVALID}
    assert errors(priority=-1) == {"priority": m.SCHEDULE_PRIORITY_INVALID}


def test_a_screen_or_group_needs_its_id_and_all_screens_none():
    assert errors(target_id="") == {"target": m.SCHEDULE_TARGET_INVALID}
    assert errors(target_kind=TargetKind.ALL) == {"target": m.SCHEDULE_TARGET_INVALID}
    assert errors(target_kind=TargetKind.ALL, target_id="") == {}


def test_a_time_zone_is_an_iana_name():
    assert validate_time_zone("Europe/Madrid") == {}
    assert validate_time_zone("Australia/Lord_Howe") == {}
    for wrong in ("", "Mars/Olympus", "../etc/passwd", "+02:00"):
        assert validate_time_zone(wrong) == {"timeZone": m.TIME_ZONE_UNKNOWN}


def test_weekdays_read_as_runs():
    assert day_list(WEEKDAYS) == "Mon-Fri"
    assert day_list({0, 2, 4}) == "Mon, Wed, Fri"
    assert day_list({5, 6}) == "Sat, Sun"
    assert day_list({0, 1, 2, 5, 6}) == "Mon-Wed, Sat, Sun"


def test_an_overlap_is_refused_naming_both_entries_by_playlist_and_times():
    breakfast: ScheduleEntry = entry("b1", "07:00", "11:30", WEEKDAYS)
    lunch = entry("l1", "11:00", "15:00", WEEKDAYS)
    names = {"b1": "Breakfast", "l1": "Lunch"}
    assert check_overlap(lunch, [breakfast], names) == {
        "schedule": "Lunch (Mon-Fri 11:00-15:00) overlaps Breakfast (Mon-Fri 07:00-11:30) "
        "at the same priority."
    }


def test_an_overlap_names_a_date_range_when_the_entry_has_one():
    june = entry("j", "09:00", "17:00", starts_on=date(2026, 6, 1), ends_on=date(2026, 6, 30))
    other = entry("o", "10:00", "11:00", frozenset({0}))
    text = check_overlap(other, [june], {"j": "June", "o": "Offer"})["schedule"]
    assert "June (Mon-Sun 09:00-17:00, 2026-06-01 to 2026-06-30)" in text


def test_no_overlap_gives_no_error():
    assert check_overlap(LUNCH, [entry("d", "19:00", "23:00", WEEKDAYS)], {}) == {}
