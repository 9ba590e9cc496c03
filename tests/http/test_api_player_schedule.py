"""The manifest's schedule over HTTP: a screen whose group has a lunch entry gets the slices
and the lunch playlist with links; a switched-off playlist falls back to the screen's own;
another client's entries never appear; an entry written moves the kept manifest at the next
poll. Entries are written through the repository (the schedule API is tested on its own)."""

from __future__ import annotations

from datetime import datetime, time, timedelta

from tests.http.api_support import Api, World
from tests.http.firebase_world import FIREBASE_TOO
from tests.http.scene import add_media
from tests.http.screens_support import Box, pair

from signage_core.entities.schedules import ScheduleEntry, Switch, TargetKind
from signage_core.entities.users import User

pytestmark = FIREBASE_TOO


def _playlist(api: Api, world: World, owner: User, name: str) -> str:
    media = add_media(world, owner, name=f"{name} poster").id
    answer = api.post("/api/playlists", json={"playlistName": name, "mediaIds": [media]})
    assert answer.status_code == 201, answer.text
    return answer.json()["id"]


def _lobby(world: World, handle: str = "lou") -> tuple[Api, Box, dict[str, str]]:
    """A client's screen Lobby playing Morning, in group Front; its playlist Lunch."""
    user = world.add_user(handle)
    client = world.add_client(user)
    api = world.signed_in(user)
    ids = {"client": client.id, "morning": _playlist(api, world, user, "Morning")}
    ids["lunch"] = _playlist(api, world, user, "Lunch")
    box, screen = pair(world, api, playlistId=ids["morning"])
    group = api.post("/api/screen-groups", json={"name": "Front", "screenIds": [screen["id"]]})
    ids |= {"screen": screen["id"], "group": group.json()["id"]}
    return api, box, ids


def _lunch(world: World, ids: dict[str, str], **changes: object) -> ScheduleEntry:
    """Every day from an hour before now to two hours after (UTC), for group Front."""
    now = world.clock.now()
    fields = {
        "target_kind": TargetKind.GROUP, "target_id": ids["group"], "playlist_id": ids["lunch"],
        "days": frozenset(range(7)), "start": time(now.hour - 1), "end": time(now.hour + 2),
        "switch": Switch.NOW, "created_at": now,
    } | changes  # fmt: skip
    entry = ScheduleEntry(f"lunch-{ids['client']}", ids["client"], **fields)  # type: ignore[arg-type]
    world.backend.documents.schedules.save(entry)
    return entry


def _instant(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


def test_a_screen_whose_group_has_a_lunch_entry_gets_the_slices_and_the_playlist(world: World):
    _, box, ids = _lobby(world)
    _lunch(world, ids)
    manifest = box.manifest().json()
    schedule, hour = manifest["schedule"], world.clock.now().replace(minute=0, second=0)
    assert schedule["timeZone"] == "UTC"
    assert _instant(schedule["until"]) == hour + timedelta(hours=73)
    first = schedule["slices"][0]
    assert (_instant(first["startsAt"]), _instant(first["endsAt"])) == (
        hour,
        hour + timedelta(hours=2),
    )
    assert (first["entryId"], first["playlistId"], first["switch"]) == (
        f"lunch-{ids['client']}", ids["lunch"], "now",
    )  # fmt: skip
    assert schedule["slices"][1]["playlistId"] is None
    (lunch,) = schedule["playlists"]
    assert (lunch["id"], lunch["playlistName"], len(lunch["items"])) == (ids["lunch"], "Lunch", 1)
    assert lunch["items"][0]["url"]
    assert manifest["playlist"]["playlistName"] == "Morning"


def test_a_switched_off_scheduled_playlist_falls_back_to_the_screens_own(world: World):
    api, box, ids = _lobby(world)
    _lunch(world, ids)
    api.put(f"/api/playlists/{ids['lunch']}/status", json={"status": False})
    schedule = box.manifest().json()["schedule"]
    assert schedule["playlists"] == []
    assert {piece["playlistId"] for piece in schedule["slices"]} == {None}
    assert schedule["slices"][0]["entryId"] == f"lunch-{ids['client']}"


def test_another_clients_entries_never_appear(world: World):
    _, box, ids = _lobby(world)
    _, _, theirs = _lobby(world, "zed")
    _lunch(world, theirs, target_kind=TargetKind.ALL, target_id="")
    assert box.manifest().json()["schedule"] is None
    _lunch(world, theirs, target_kind=TargetKind.SCREEN, target_id=ids["screen"])
    assert box.manifest().json()["schedule"] is None


def test_an_entry_written_moves_the_kept_manifest_at_the_next_poll(world: World):
    _, box, ids = _lobby(world)
    first = box.manifest()
    assert first.json()["schedule"] is None
    assert box.manifest(**{"If-None-Match": first.headers["etag"]}).status_code == 304
    _lunch(world, ids)
    moved = box.manifest(**{"If-None-Match": first.headers["etag"]})
    assert moved.status_code == 200
    assert moved.json()["schedule"]["playlists"][0]["id"] == ids["lunch"]
