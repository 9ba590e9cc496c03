"""Schedules over HTTP: a Client's entries created, listed, edited and deleted, refused field
by field with the core's messages (an overlap naming both entries), tenants apart, staff read
only; and the week a screen plays, day by day in its time zone from 00:00 to 24:00."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from tests.http.api_support import Api, World
from tests.http.firebase_world import FIREBASE_TOO
from tests.http.screens_support import pair
from tests.support.racing import race

from signage_core.entities.playlists import Playlist
from signage_core.entities.users import Role
from signage_core.ids import new_id
from signage_core.validation import messages as m

pytestmark = FIREBASE_TOO
SCHEDULES = "/api/schedules"


def _client(world: World, handle: str = "sam") -> tuple[Api, str]:
    """A paying client on a package of 3 TVs, and its client id."""
    apis, client_id = _sessions(world, handle, 1)
    return apis[0], client_id


def _sessions(world: World, handle: str, count: int) -> tuple[list[Api], str]:
    """`count` signed-in sessions of one paying client, and its client id."""
    user = world.add_user(handle)
    client = replace(world.add_client(user), package_id="pkg-standard")
    world.backend.documents.clients.save(client)
    world.add_payment(client, "pkg-standard")
    return [world.signed_in(user) for _ in range(count)], client.id


def _playlist(world: World, client_id: str, name: str) -> str:
    playlist = Playlist(new_id(), name, client_id, "", (), created_at=world.clock.now())
    world.backend.documents.playlists.save(playlist)
    return playlist.id


def _entry(screen_id: str, playlist_id: str, start: str, end: str, **fields: object) -> dict:
    body = {"targetKind": "screen", "targetId": screen_id, "playlistId": playlist_id}
    return {**body, "days": [4, 0, 1, 2, 3], "start": start, "end": end, **fields}


def test_an_entry_is_created_listed_edited_and_deleted(world: World):
    api, client_id = _client(world)
    screen = pair(world, api, "Counter")[1]
    breakfast = _playlist(world, client_id, "Breakfast")
    made = api.post(SCHEDULES, json=_entry(screen["id"], breakfast, "07:00", "11:30"))
    assert made.status_code == 201, made.text
    view = made.json()
    assert (view["targetName"], view["playlistName"], view["days"]) == (
        "Counter", "Breakfast", [0, 1, 2, 3, 4],
    )  # fmt: skip
    assert (view["startsOn"], view["priority"], view["switch"]) == (None, 0, "itemEnd")
    listed = api.get(SCHEDULES).json()
    assert (listed["timeZone"], listed["nextCursor"]) == ("UTC", None)
    assert [item["id"] for item in listed["items"]] == [view["id"]]
    edited = api.patch(f"{SCHEDULES}/{view['id']}", json={"end": "10:30", "switch": "now"})
    assert (edited.status_code, edited.json()["end"], edited.json()["switch"]) == (
        200, "10:30", "now",
    )  # fmt: skip
    assert api.delete(f"{SCHEDULES}/{view['id']}").status_code == 204
    assert api.get(SCHEDULES).json()["items"] == []
    gone = api.patch(f"{SCHEDULES}/{view['id']}", json={"end": "10:00"})
    assert (gone.status_code, gone.json()["code"]) == (404, "not_found")


def test_an_overlap_at_the_same_priority_is_refused_naming_both(world: World):
    api, client_id = _client(world)
    screen = pair(world, api)[1]["id"]
    breakfast, lunch = (
        _playlist(world, client_id, "Breakfast"),
        _playlist(world, client_id, "Lunch"),
    )
    assert api.post(SCHEDULES, json=_entry(screen, breakfast, "07:00", "11:30")).status_code == 201
    refused = api.post(SCHEDULES, json=_entry(screen, lunch, "11:00", "15:00"))
    assert (refused.status_code, refused.json()["fieldErrors"]) == (400, {
        "schedule": "Lunch (Mon-Fri 11:00-15:00) overlaps Breakfast (Mon-Fri 07:00-11:30) "
        "at the same priority."
    })  # fmt: skip


def test_overlapping_entries_sent_at_once_are_never_both_saved(world: World):
    """Six sessions of one client send an entry each for the same screen and hours together
    (two tabs, a double click), three rounds: one is saved, every other is refused naming it."""
    apis, client_id = _sessions(world, "sam", 6)
    screen = pair(world, apis[0])[1]["id"]
    playlists = [_playlist(world, client_id, f"Menu {n}") for n in range(6)]
    for round_ in range(3):
        posts = [
            partial(api.post, SCHEDULES, json=_entry(screen, playlist, "11:00", "15:00"))
            for api, playlist in zip(apis, playlists, strict=True)
        ]
        answers = race(*posts)
        saved = [answer.json() for answer in answers if answer.status_code == 201]
        assert len(saved) == 1, (round_, [answer.text for answer in answers])
        refusals = {
            answer.json()["fieldErrors"]["schedule"]
            for answer in answers
            if answer.status_code == 400
        }
        winner = saved[0]["playlistName"]
        assert len(refusals) == 5, refusals
        assert all(f"overlaps {winner} (" in text for text in refusals), refusals
        assert [item["id"] for item in apis[0].get(SCHEDULES).json()["items"]] == [saved[0]["id"]]
        assert apis[0].delete(f"{SCHEDULES}/{saved[0]['id']}").status_code == 204


def test_bad_fields_are_refused_with_the_cores_messages(world: World):
    api, client_id = _client(world)
    screen = pair(world, api)[1]["id"]
    breakfast = _playlist(world, client_id, "Breakfast")
    body = _entry(screen, breakfast, "7:00", "11:30", days=[], priority=10, switch="soon")
    refused = api.post(SCHEDULES, json=body)
    assert (refused.status_code, refused.json()["fieldErrors"]) == (400, {
        "start": m.SCHEDULE_TIME_INVALID, "switch": m.SCHEDULE_SWITCH_INVALID,
    })  # fmt: skip
    refused = api.post(SCHEDULES, json={**body, "start": "07:00", "switch": "now"})
    assert refused.json()["fieldErrors"] == {
        "days": m.SCHEDULE_DAYS_REQUIRED, "priority": m.SCHEDULE_PRIORITY_INVALID,
    }  # fmt: skip
    dates = _entry(screen, breakfast, "07:00", "09:00", startsOn="2025-05-02", endsOn="2025-05-01")
    assert api.post(SCHEDULES, json=dates).json()["fieldErrors"] == {
        "endsOn": m.SCHEDULE_DATE_RANGE_INVALID
    }
    assert api.post(SCHEDULES, json={**dates, "startsOn": "May"}).status_code == 400


def test_tenants_are_apart_and_staff_only_read(world: World):
    api, client_id = _client(world)
    screen = pair(world, api)[1]["id"]
    breakfast = _playlist(world, client_id, "Breakfast")
    entry = api.post(SCHEDULES, json=_entry(screen, breakfast, "07:00", "11:30")).json()
    other, other_id = _client(world, "tom")
    assert other.get(SCHEDULES).json()["items"] == []
    assert other.delete(f"{SCHEDULES}/{entry['id']}").status_code == 404
    theirs = _entry(screen, _playlist(world, other_id, "X"), "01:00", "02:00")
    taken = other.post(SCHEDULES, json=theirs)
    assert taken.json()["fieldErrors"] == {"targetId": m.SCREEN_NOT_FOUND}
    staff = world.signed_in(world.add_user("sue", Role.SUPERVISOR))
    assert staff.get(SCHEDULES).json()["fieldErrors"] == {"clientId": m.SCREEN_CLIENT_REQUIRED}
    listed = staff.get(SCHEDULES, params={"clientId": client_id}).json()
    assert [item["id"] for item in listed["items"]] == [entry["id"]]
    assert staff.delete(f"{SCHEDULES}/{entry['id']}").status_code == 403


def test_the_week_shows_each_day_from_midnight_to_midnight_in_the_screens_zone(world: World):
    api, client_id = _client(world)
    screen = pair(world, api)[1]
    breakfast = _playlist(world, client_id, "Breakfast")
    late = _entry(screen["id"], breakfast, "22:00", "02:00", days=[0], switch="now")
    entry = api.post(SCHEDULES, json=late).json()
    stored = world.backend.documents.screens.get(screen["id"])
    world.backend.documents.screens.save(replace(stored, time_zone="Europe/Madrid"))
    query = {"screenId": screen["id"], "from": "2025-03-10", "days": 2}
    week = api.get(f"{SCHEDULES}/week", params=query).json()
    assert (week["screenId"], week["timeZone"]) == (screen["id"], "Europe/Madrid")
    monday, tuesday = week["days"]
    assert monday["date"] == "2025-03-10"
    assert [(s["start"], s["end"], s["entryId"]) for s in monday["slices"]] == [
        ("00:00", "22:00", None), ("22:00", "24:00", entry["id"]),
    ]  # fmt: skip
    assert tuesday["slices"][0] == {
        "start": "00:00", "end": "02:00", "entryId": entry["id"], "playlistId": breakfast,
        "playlistName": "Breakfast", "targetKind": "screen",
    }  # fmt: skip
    too_long = api.get(f"{SCHEDULES}/week", params={**query, "days": 15})
    assert (too_long.status_code, too_long.json()["fieldErrors"]) == (
        400, {"days": m.SCHEDULE_WEEK_DAYS_INVALID},
    )  # fmt: skip
    other, _ = _client(world, "tom")
    assert other.get(f"{SCHEDULES}/week", params=query).status_code == 404
    staff = world.signed_in(world.add_user("sue", Role.ADMIN))
    assert len(staff.get(f"{SCHEDULES}/week", params=query).json()["days"]) == 2
