"""A client's weekly schedule in the core: entries made, listed, edited and deleted by their
Client only, each checked whole (its own rules, its target and playlist the client's, no overlap
at the same priority, named by both playlists and times), and the week a screen plays cut at
local midnight in its time zone."""

from dataclasses import replace
from datetime import date

import pytest

from signage_core.entities.schedule_forms import EntryForm
from signage_core.entities.users import Role
from signage_core.errors import Forbidden, NotFound, ValidationFailed
from signage_core.validation import messages as m

MON_FRI = (0, 1, 2, 3, 4)


def _screen(world, actor, client, name="Lobby"):
    started = world.uc.start_pairing()()
    world.uc.create_screen()(actor, name, started.code)
    return next(s for s in world.docs.screens.list_for_client(client.id) if s.name == name)


def _playlist(world, actor, name):
    media = world.add_image(actor, name=f"{name} poster")
    return world.uc.create_playlist()(actor, {"playlistName": name, "mediaIds": [media.id]})


def _form(target, playlist, start="07:00", end="11:30", **fields):
    kind, target_id = target
    return EntryForm(
        kind, target_id, playlist.id, fields.pop("days", MON_FRI), start, end, **fields
    )


@pytest.fixture
def bakery(world):
    ann, client = world.customer()
    screen = _screen(world, ann, client)
    return ann, client, screen, _playlist(world, ann, "Breakfast"), _playlist(world, ann, "Lunch")


def test_an_entry_is_stored_named_by_its_screen_and_playlist(world, bakery):
    ann, _, screen, breakfast, _ = bakery
    made = world.uc.create_schedule_entry()(ann, _form(("screen", screen.id), breakfast))
    assert (made.target_name, made.playlist_name) == ("Lobby", "Breakfast")
    assert made.entry.created_at == world.clock.now()
    listing = world.uc.list_schedule()(ann)
    assert [named.entry for named in listing.entries] == [made.entry]
    assert listing.time_zone == "UTC"


def test_an_overlap_at_the_same_priority_is_refused_naming_both_entries(world, bakery):
    ann, _, screen, breakfast, lunch = bakery
    world.uc.create_schedule_entry()(ann, _form(("screen", screen.id), breakfast))
    with pytest.raises(ValidationFailed) as refused:
        world.uc.create_schedule_entry()(ann, _form(("screen", screen.id), lunch, "11:00", "15:00"))
    assert refused.value.field_errors == {
        "schedule": "Lunch (Mon-Fri 11:00-15:00) overlaps Breakfast (Mon-Fri 07:00-11:30) "
        "at the same priority."
    }
    higher = _form(("screen", screen.id), lunch, "11:00", "15:00", priority=1)
    assert world.uc.create_schedule_entry()(ann, higher).entry.priority == 1


def test_a_target_or_playlist_of_another_client_is_refused(world, bakery):
    ann, _, _, breakfast, _ = bakery
    bob, bobs = world.customer("bob@example.com")
    bobs_screen, bobs_list = _screen(world, bob, bobs, "Door"), _playlist(world, bob, "Bob's")
    with pytest.raises(ValidationFailed) as refused:
        world.uc.create_schedule_entry()(ann, _form(("screen", bobs_screen.id), bobs_list))
    assert refused.value.field_errors == {
        "targetId": m.SCREEN_NOT_FOUND, "playlistId": m.SCREEN_PLAYLIST_UNKNOWN,
    }  # fmt: skip
    with pytest.raises(ValidationFailed) as refused:
        world.uc.create_schedule_entry()(ann, _form(("group", "nope"), breakfast))
    assert refused.value.field_errors == {"targetId": m.GROUP_NOT_FOUND}


def test_bad_times_targets_and_switches_are_refused_field_by_field(world, bakery):
    ann, _, screen, breakfast, _ = bakery
    form = _form(("hall", screen.id), breakfast, "7am", "24:00", switch="later")
    with pytest.raises(ValidationFailed) as refused:
        world.uc.create_schedule_entry()(ann, form)
    assert refused.value.field_errors == {
        "start": m.SCHEDULE_TIME_INVALID, "end": m.SCHEDULE_TIME_INVALID,
        "target": m.SCHEDULE_TARGET_INVALID, "switch": m.SCHEDULE_SWITCH_INVALID,
    }  # fmt: skip
    with pytest.raises(ValidationFailed) as refused:
        world.uc.create_schedule_entry()(ann, _form(("all", ""), breakfast, days=(), priority=12))
    assert set(refused.value.field_errors) == {"days", "priority"}


def test_an_edit_is_checked_whole_ignoring_the_entry_itself(world, bakery):
    ann, _, screen, breakfast, lunch = bakery
    first = world.uc.create_schedule_entry()(ann, _form(("screen", screen.id), breakfast))
    second = world.uc.create_schedule_entry()(ann, _form(("all", ""), lunch, "12:00", "15:00"))
    moved = world.uc.update_schedule_entry()(ann, first.entry.id, {"start": "06:30"})
    assert f"{moved.entry.start:%H:%M}" == "06:30"
    assert moved.entry.created_at == first.entry.created_at
    with pytest.raises(ValidationFailed) as refused:
        world.uc.update_schedule_entry()(ann, second.entry.id, {"target_kind": "screen"})
    assert refused.value.field_errors == {"target": m.SCHEDULE_TARGET_INVALID}
    clash = {"target_kind": "screen", "target_id": screen.id}
    with pytest.raises(ValidationFailed) as refused:
        world.uc.update_schedule_entry()(ann, second.entry.id, {**clash, "start": "11:00"})
    assert "overlaps Breakfast" in refused.value.field_errors["schedule"]


def test_an_edit_never_brings_a_deleted_entry_back(world, bakery):
    ann, _, screen, breakfast, _ = bakery
    made = world.uc.create_schedule_entry()(ann, _form(("screen", screen.id), breakfast))
    world.uc.delete_schedule_entry()(ann, made.entry.id)
    with pytest.raises(NotFound, match=m.SCHEDULE_NOT_FOUND):
        world.uc.update_schedule_entry()(ann, made.entry.id, {"start": "06:00"})
    assert world.docs.schedules.get(made.entry.id) is None


def test_another_clients_entry_is_not_found_and_staff_only_read(world, bakery):
    ann, client, screen, breakfast, _ = bakery
    made = world.uc.create_schedule_entry()(ann, _form(("screen", screen.id), breakfast))
    bob, _ = world.customer("bob@example.com")
    with pytest.raises(NotFound):
        world.uc.delete_schedule_entry()(bob, made.entry.id)
    admin = world.staff(Role.ADMIN)
    with pytest.raises(Forbidden):
        world.uc.create_schedule_entry()(admin, _form(("screen", screen.id), breakfast))
    with pytest.raises(ValidationFailed) as refused:
        world.uc.list_schedule()(admin)
    assert refused.value.field_errors == {"clientId": m.SCREEN_CLIENT_REQUIRED}
    assert len(world.uc.list_schedule()(admin, client.id).entries) == 1


def test_the_week_is_cut_at_local_midnight_in_the_screens_zone(world, bakery):
    ann, client, screen, breakfast, _ = bakery
    world.docs.clients.save(replace(client, time_zone="Europe/Madrid"))
    late = _form(("screen", screen.id), breakfast, "22:00", "02:00", days=(0,))
    made = world.uc.create_schedule_entry()(ann, late)
    week = world.uc.schedule_week()(ann, screen.id, date(2025, 3, 10), 2)
    assert week.time_zone == "Europe/Madrid"
    monday, tuesday = week.days
    assert [(s.start, s.end, s.entry is not None) for s in monday.slices] == [
        ("00:00", "22:00", False), ("22:00", "24:00", True),
    ]  # fmt: skip
    assert [(s.start, s.end, s.playlist_name) for s in tuesday.slices] == [
        ("00:00", "02:00", "Breakfast"), ("02:00", "24:00", None),
    ]  # fmt: skip
    assert tuesday.slices[0].entry.id == made.entry.id


def test_a_screens_own_zone_wins_and_the_week_spans_one_to_fourteen_days(world, bakery):
    ann, _, screen, _, _ = bakery
    world.docs.screens.save(replace(screen, time_zone="America/New_York"))
    week = world.uc.schedule_week()(ann, screen.id, None, 14)
    assert (week.time_zone, len(week.days)) == ("America/New_York", 14)
    assert week.days[0].date == date(2025, 3, 10)
    with pytest.raises(ValidationFailed) as refused:
        world.uc.schedule_week()(ann, screen.id, None, 15)
    assert refused.value.field_errors == {"days": m.SCHEDULE_WEEK_DAYS_INVALID}


def test_a_day_daylight_saving_time_begins_still_runs_from_midnight_to_midnight(world, bakery):
    ann, client, screen, breakfast, _ = bakery
    world.docs.clients.save(replace(client, time_zone="Europe/Madrid"))
    world.uc.create_schedule_entry()(
        ann, _form(("all", ""), breakfast, "01:00", "04:00", days=(6,))
    )
    (sunday,) = world.uc.schedule_week()(ann, screen.id, date(2025, 3, 30), 1).days
    assert [(s.start, s.end) for s in sunday.slices] == [
        ("00:00", "01:00"), ("01:00", "04:00"), ("04:00", "24:00"),
    ]  # fmt: skip
