"""Property tests of schedule resolution (hypothesis): for any schedule and instant the screen
plays exactly one entry or its own playlist, and the slices a player follows agree with it,
across midnight and on the days daylight saving time begins and ends.

Resolution is checked against a brute-force reading of the rules: a wall time starts at the
first instant the local clock shows it or a later time (found minute by minute), so a time
the clocks skip starts when they jump and a time they repeat starts at its first occurrence.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, date, datetime, time, timedelta
from functools import cache
from itertools import pairwise
from zoneinfo import ZoneInfo

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from signage_core.entities.schedules import ScheduleEntry, Switch, TargetKind
from signage_core.rules.schedules import is_active, local_instant, playing_at, rank, slices

ZONES = ("Europe/Madrid", "America/New_York", "Australia/Lord_Howe", "Asia/Tokyo")
"""Two DST zones of each hemisphere's kind, one that moves its clocks by 30 minutes, one with
no DST."""
SCREEN, GROUPS = "tv1", ("g1",)
MINUTE = timedelta(minutes=1)
FAST = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@cache
def changes(zone_name: str) -> tuple[datetime, ...]:
    """The instants of 2026 the zone's UTC offset changes (none for a zone without DST)."""
    zone, start = ZoneInfo(zone_name), datetime(2026, 1, 1, tzinfo=UTC)
    hours = [start + timedelta(hours=n) for n in range(366 * 24)]
    offsets = [hour.astimezone(zone).utcoffset() for hour in hours]
    pairs = zip(pairwise(hours), pairwise(offsets), strict=True)
    return tuple(b for (_, b), (x, y) in pairs if x != y)


@st.composite
def instants(draw: st.DrawFn, zone_name: str) -> datetime:
    """An instant within two days of one of the zone's clock changes, or anywhere in 2026."""
    anchors = changes(zone_name) or (datetime(2026, 6, 1, tzinfo=UTC),)
    anchor = draw(st.sampled_from(anchors))
    return anchor + timedelta(minutes=draw(st.integers(-48 * 60, 48 * 60)))


TIMES = st.one_of(
    st.sampled_from([time(0), time(1, 30), time(2), time(2, 15), time(2, 30), time(3), time(23)]),
    st.builds(time, st.integers(0, 23), st.sampled_from([0, 15, 30, 45])),
)
TARGETS = st.sampled_from([
    (TargetKind.SCREEN, "tv1"), (TargetKind.SCREEN, "tv2"), (TargetKind.GROUP, "g1"),
    (TargetKind.GROUP, "g2"), (TargetKind.ALL, ""),
])  # fmt: skip
DATES = st.one_of(st.none(), st.dates(date(2026, 2, 25), date(2026, 11, 10)))


@st.composite
def entries(draw: st.DrawFn) -> ScheduleEntry:
    kind, target_id = draw(TARGETS)
    first, last = sorted([draw(DATES) or date.min, draw(DATES) or date.max])
    return ScheduleEntry(
        id=f"e{draw(st.integers(0, 10**6))}",
        client_id="c1",
        target_kind=kind,
        target_id=target_id,
        playlist_id=draw(st.sampled_from(["p1", "p2", "p3"])),
        days=draw(st.frozensets(st.integers(0, 6), min_size=1)),
        start=draw(TIMES),
        end=draw(TIMES),
        starts_on=None if first == date.min else first,
        ends_on=None if last == date.max else last,
        priority=draw(st.integers(0, 2)),
        switch=draw(st.sampled_from(list(Switch))),
        created_at=draw(st.sampled_from([None, datetime(2026, 1, 1, tzinfo=UTC)])),
    )


schedules = st.lists(entries(), max_size=6, unique_by=lambda entry: entry.id)


@st.composite
def cases(draw: st.DrawFn) -> tuple[list[ScheduleEntry], str, datetime]:
    zone_name = draw(st.sampled_from(ZONES))
    return draw(schedules), zone_name, draw(instants(zone_name))


def first_shown(day: date, at: time, zone: ZoneInfo) -> datetime:
    """The first instant whose local wall time is `day` `at` or later, minute by minute from
    two hours before either reading of it (the clocks move by an hour at most)."""
    wall = datetime.combine(day, at)
    readings = (
        datetime.combine(day, at, zone).replace(fold=fold).astimezone(UTC) for fold in (0, 1)
    )
    moment = min(readings) - timedelta(hours=2)
    while moment.astimezone(zone).replace(tzinfo=None) < wall:
        moment += MINUTE
    return moment


def active_by_brute_force(entry: ScheduleEntry, zone: ZoneInfo, instant: datetime) -> bool:
    today = instant.astimezone(zone).date()
    for day in (today + timedelta(days=n) for n in (-2, -1, 0, 1)):
        allowed = day.weekday() in entry.days
        inside = (entry.starts_on or date.min) <= day <= (entry.ends_on or date.max)
        end_day = day + timedelta(days=1) if entry.end <= entry.start else day
        begins, ends = first_shown(day, entry.start, zone), first_shown(end_day, entry.end, zone)
        if allowed and inside and begins <= instant < ends:
            return True
    return False


def aimed(entries: list[ScheduleEntry]) -> list[ScheduleEntry]:
    wanted = {(TargetKind.SCREEN, SCREEN), (TargetKind.ALL, "")}
    wanted |= {(TargetKind.GROUP, group) for group in GROUPS}
    return [entry for entry in entries if entry.target in wanted]


@st.composite
def local_days(draw: st.DrawFn) -> tuple[str, date]:
    """A zone and a local date: the day of one of its clock changes, or any day of 2026."""
    name = draw(st.sampled_from(ZONES))
    change_days = [change.astimezone(ZoneInfo(name)).date() for change in changes(name)]
    anywhere = st.dates(date(2026, 1, 1), date(2026, 12, 31))
    return name, draw(st.sampled_from(change_days) | anywhere if change_days else anywhere)


@FAST
@given(local_days(), TIMES)
def test_a_wall_time_starts_when_the_local_clock_first_shows_it_or_a_later_time(place, at):
    name, day = place
    zone = ZoneInfo(name)
    assert local_instant(day, at, zone) == first_shown(day, at, zone)


@FAST
@given(cases())
def test_an_entry_is_active_exactly_when_the_brute_force_reading_says_so(case):
    entries, name, instant = case
    zone = ZoneInfo(name)
    for entry in entries:
        assert is_active(entry, zone, instant) == active_by_brute_force(entry, zone, instant)


@FAST
@given(cases())
def test_one_active_entry_wins_or_none_and_no_active_entry_beats_it(case):
    entries, name, instant = case
    found = playing_at(entries, SCREEN, GROUPS, name, instant)
    zone = ZoneInfo(name)
    active = [e for e in aimed(entries) if active_by_brute_force(e, zone, instant)]
    if found is None:
        assert active == []
    else:
        assert found in active
        assert all(rank(other) <= rank(found) for other in active)


@FAST
@given(cases(), st.randoms(use_true_random=False))
def test_the_winner_does_not_depend_on_the_order_of_the_entries(case, random):
    entries, name, instant = case
    shuffled = random.sample(entries, len(entries))
    first = playing_at(entries, SCREEN, GROUPS, name, instant)
    assert playing_at(shuffled, SCREEN, GROUPS, name, instant) == first


@FAST
@given(cases(), st.integers(1, 72), st.lists(st.integers(0, 72 * 60 - 1), max_size=8))
def test_slices_cover_the_horizon_and_agree_with_playing_at(case, hours, minutes):
    entries, name, start = case
    found = slices(entries, SCREEN, GROUPS, name, start, hours)
    assert found[0].starts_at == start
    assert found[-1].ends_at == start + timedelta(hours=hours)
    assert all(a.ends_at == b.starts_at and a.entry_id != b.entry_id for a, b in pairwise(found))
    assert all(piece.starts_at < piece.ends_at for piece in found)
    for piece in found:
        samples = [piece.starts_at, piece.ends_at - timedelta(seconds=1)]
        samples += [start + timedelta(minutes=m) for m in minutes]
        for moment in (s for s in samples if piece.starts_at <= s < piece.ends_at):
            playing = playing_at(entries, SCREEN, GROUPS, name, moment)
            assert piece.entry_id == (playing.id if playing else None)
            assert piece.playlist_id == (playing.playlist_id if playing else None)


@st.composite
def crossing_entries(draw: st.DrawFn) -> ScheduleEntry:
    """Entries whose window crosses midnight and ends after it."""
    end = draw(st.builds(time, st.integers(0, 23), st.sampled_from([15, 30, 45])))
    start = draw(st.builds(time, st.integers(end.hour, 23), st.sampled_from([0, 15, 30, 45])))
    return replace(draw(entries()), start=max(start, end), end=end)


@FAST
@given(crossing_entries(), st.dates(date(2026, 1, 1), date(2026, 12, 31)))
def test_a_window_across_midnight_plays_into_the_next_day_only_after_an_allowed_day(entry, day):
    zone = ZoneInfo("Asia/Tokyo")
    started = day.weekday() in entry.days
    started = started and (entry.starts_on or date.min) <= day <= (entry.ends_on or date.max)
    next_midnight = local_instant(day + timedelta(days=1), time(0), zone)
    assert is_active(entry, zone, next_midnight) == started
