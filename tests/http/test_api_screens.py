"""Screens over HTTP: pairing by code, the package's limit, editing, deleting, tenants."""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from tests.http.api_support import Api, World
from tests.http.firebase_world import FIREBASE_TOO
from tests.http.scene import add_media
from tests.http.screens_support import new_box, pair

from signage_core.entities.clients import Client
from signage_core.entities.users import Role
from signage_core.validation import messages as m

pytestmark = FIREBASE_TOO
LIMIT_TWO = (
    "Your package allows 2 screens. Choose a package with more TVs under Subscriptions to add more."
)


def _client(world: World, handle: str = "sam", package: str = "pkg-standard") -> Api:
    """A paying client (past the trial's one screen) on `package`."""
    user = world.add_user(handle)
    client = _with_package(world, world.add_client(user), package)
    world.add_payment(client)
    return world.signed_in(user)


def _with_package(world: World, client: Client, package_id: str) -> Client:
    changed = replace(client, package_id=package_id)
    world.backend.documents.clients.save(changed)
    return changed


def test_a_box_paired_by_its_code_becomes_a_listed_screen(world: World):
    api = _client(world)
    box = new_box(world)
    assert len(box.code) == 8
    assert box.poll().json() == {"status": "waiting"}
    answer = api.post("/api/screens", json={"name": " Lobby ", "pairingCode": box.code.lower()})
    assert answer.status_code == 201, answer.text
    screen = answer.json()
    assert (screen["name"], screen["playlistId"], screen["status"]) == ("Lobby", None, "waiting")
    polled = box.poll().json()
    assert (polled["status"], polled["screenId"]) == ("paired", screen["id"])
    assert len(polled["deviceToken"]) >= 40
    listed = api.get("/api/screens").json()
    assert listed["nextCursor"] is None
    assert [_moment(item) for item in listed["items"]] == [_moment(screen)]


def _moment(screen: dict[str, object]) -> dict[str, object]:
    """The screen with its createdAt as a moment (Firestore's come back as '+00:00')."""
    return {**screen, "createdAt": datetime.fromisoformat(str(screen["createdAt"]))}


def test_the_device_token_is_handed_over_once(world: World):
    api = _client(world)
    box, _ = pair(world, api)
    again = box.poll()
    assert (again.status_code, again.json()["code"]) == (404, "not_found")
    assert box.manifest().status_code == 200


def test_a_code_pairs_one_screen_only(world: World):
    api = _client(world)
    box = new_box(world)
    first = api.post("/api/screens", json={"name": "One", "pairingCode": box.code})
    second = api.post("/api/screens", json={"name": "Two", "pairingCode": box.code})
    assert first.status_code == 201
    assert second.status_code == 400
    assert second.json()["fieldErrors"] == {"pairingCode": m.PAIRING_CODE_INVALID}
    assert len(api.get("/api/screens").json()["items"]) == 1


def test_a_code_expires_after_ten_minutes(world: World):
    api = _client(world)
    box = new_box(world)
    world.clock.advance(timedelta(minutes=10))
    assert box.poll().status_code == 404
    answer = api.post("/api/screens", json={"name": "Late", "pairingCode": box.code})
    assert answer.json()["fieldErrors"] == {"pairingCode": m.PAIRING_CODE_INVALID}


def test_unknown_codes_and_wrong_poll_tokens_reveal_nothing(world: World):
    api = _client(world)
    box = new_box(world)
    assert box.poll(token="not-the-token").status_code == 404
    assert world.client().get(f"/api/player/pairings/{box.code}").status_code == 404
    unknown = api.post("/api/screens", json={"name": "X", "pairingCode": "ZZZZ9999"})
    assert unknown.json()["fieldErrors"] == {"pairingCode": m.PAIRING_CODE_INVALID}
    assert box.poll().json() == {"status": "waiting"}


def test_the_package_units_limit_the_screens(world: World):
    api = _client(world, package="pkg-standard")  # 3 TVs
    for name in ("One", "Two", "Three"):
        pair(world, api, name)
    box = new_box(world)
    refused = api.post("/api/screens", json={"name": "Four", "pairingCode": box.code})
    assert refused.status_code == 409
    assert refused.json()["code"] == "screen_limit"
    assert "allows 3 screens" in refused.json()["message"]
    assert box.poll().json() == {"status": "waiting"}  # the code is not used up


def test_the_list_tells_the_limit_beside_the_screens(world: World):
    api = _client(world, package="pkg-standard")  # 3 TVs
    pair(world, api, "One")
    listed = api.get("/api/screens").json()
    assert (len(listed["items"]), listed["limit"], listed["nextCursor"]) == (1, 3, None)


def test_a_smaller_package_keeps_the_screens_playing_but_adds_none(world: World):
    user = world.add_user("shrink")
    client = _with_package(world, world.add_client(user), "pkg-premium")
    world.add_payment(client)
    api = world.signed_in(user)
    boxes = [pair(world, api, name)[0] for name in ("A", "B", "C")]
    _with_package(world, client, "pkg-basic")
    assert all(box.manifest().status_code == 200 for box in boxes)
    refused = api.post("/api/screens", json={"name": "D", "pairingCode": new_box(world).code})
    assert (refused.status_code, refused.json()["message"]) == (409, m.SCREEN_LIMIT_ONE)


def test_another_tenants_playlist_is_a_field_error(world: World):
    api = _client(world)
    other = world.add_user("olga")
    world.add_client(other)
    media = add_media(world, other)
    theirs = world.signed_in(other).post(
        "/api/playlists", json={"playlistName": "Theirs", "mediaIds": [media.id]}
    )
    assert theirs.status_code == 201
    box = new_box(world)
    body = {"name": "Lobby", "pairingCode": box.code, "playlistId": theirs.json()["id"]}
    answer = api.post("/api/screens", json=body)
    assert answer.json()["fieldErrors"] == {"playlistId": m.SCREEN_PLAYLIST_UNKNOWN}
    assert box.poll().json() == {"status": "waiting"}


def test_rename_assign_and_unassign_a_playlist(world: World):
    user = world.add_user("pat")
    world.add_client(user)
    api = world.signed_in(user)
    media = add_media(world, user)
    playlist = api.post("/api/playlists", json={"playlistName": "P", "mediaIds": [media.id]})
    _, screen = pair(world, api)
    path = f"/api/screens/{screen['id']}"
    renamed = api.patch(path, json={"name": "Hall", "playlistId": playlist.json()["id"]}).json()
    assert (renamed["name"], renamed["playlistId"]) == ("Hall", playlist.json()["id"])
    kept = api.patch(path, json={"name": "Hall 2"}).json()
    assert kept["playlistId"] == playlist.json()["id"]
    assert api.patch(path, json={"playlistId": None}).json()["playlistId"] is None
    blank = api.patch(path, json={"name": "  "})
    assert blank.json()["fieldErrors"] == {"name": m.SCREEN_NAME_REQUIRED}


def test_a_deleted_screens_device_token_is_refused(world: World):
    api = _client(world)
    box, screen = pair(world, api)
    assert api.delete(f"/api/screens/{screen['id']}").status_code == 204
    refused = box.manifest()
    assert refused.status_code == 401
    assert refused.json() == {
        "code": "device_not_paired",
        "message": m.DEVICE_NOT_PAIRED,
        "fieldErrors": {},
    }
    assert api.get("/api/screens").json()["items"] == []


def test_another_tenants_screen_is_not_found(world: World):
    owner = _client(world, "owen")
    _, screen = pair(world, owner)
    intruder = _client(world, "ivan")
    path = f"/api/screens/{screen['id']}"
    assert intruder.patch(path, json={"name": "Mine"}).status_code == 404
    assert intruder.delete(path).status_code == 404
    assert intruder.get("/api/screens").json()["items"] == []
    assert owner.get("/api/screens").json()["items"][0]["name"] == "Lobby"


def test_staff_list_a_named_clients_screens(world: World):
    user = world.add_user("stella")
    client = world.add_client(user)
    pair(world, world.signed_in(user))
    staff = world.signed_in(world.add_user("sup", Role.SUPERVISOR))
    assert staff.get("/api/screens").json()["fieldErrors"] == {"clientId": "Choose a client."}
    listed = staff.get("/api/screens", params={"clientId": client.id}).json()["items"]
    assert [screen["name"] for screen in listed] == ["Lobby"]


def test_the_screen_is_online_while_its_player_calls(world: World):
    api = _client(world)
    box, _ = pair(world, api)
    box.manifest()
    world.app.state.heartbeats.write()  # the heartbeat writer's round
    seen = api.get("/api/screens").json()["items"][0]
    assert seen["status"] == "online"
    assert seen["lastSeenAt"].startswith(world.clock.now().isoformat()[:19])
    world.clock.advance(timedelta(minutes=2, seconds=1))
    assert api.get("/api/screens").json()["items"][0]["status"] == "offline"


def test_an_address_asking_too_many_codes_is_told_to_wait(world: World):
    box = world.client("198.51.100.7")
    for _ in range(30):
        assert box.post("/api/player/pairings").status_code == 201
    refused = box.post("/api/player/pairings")
    assert refused.status_code == 429
    assert refused.json()["code"] == "too_many_attempts"
    assert int(refused.headers["retry-after"]) > 0
    assert world.client("198.51.100.8").post("/api/player/pairings").status_code == 201
    world.clock.advance(timedelta(hours=1))
    assert box.post("/api/player/pairings").status_code == 201
