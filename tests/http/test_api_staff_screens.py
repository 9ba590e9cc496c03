"""Staff govern any client's screens over HTTP, on every backend: list, rename, revoke."""

from __future__ import annotations

from typing import Any

from tests.http.api_support import Api, World
from tests.http.firebase_world import EVERY_BACKEND
from tests.http.screens_support import Box, new_box, pair

from signage_core.access import NOT_AUTHORIZED
from signage_core.entities.users import Role
from signage_core.validation import messages as m

pytestmark = EVERY_BACKEND


def _shop(world: World, handle: str, business: str) -> tuple[Api, str]:
    user = world.add_user(handle)
    client = world.add_client(user, business_name=business)
    return world.signed_in(user), client.id


def _staff(world: World, role: Role = Role.ADMIN) -> Api:
    return world.signed_in(world.add_user(f"staff{role.value.lower()}", role))


def _log(staff: Api, action: str, user_id: str) -> list[dict[str, Any]]:
    """The entries of `action` by the staff member `user_id` (the memory world is shared)."""
    answer = staff.get("/api/user-logs", params={"action": action, "userId": user_id})
    assert answer.status_code == 200, answer.text
    return list(answer.json()["items"])


def _refused(box: Box) -> None:
    answer = box.manifest()
    assert answer.status_code == 401
    assert answer.json()["code"] == "device_not_paired"


def test_staff_list_rename_and_revoke_a_clients_screen(world: World):
    owner, client_id = _shop(world, "ada", "Ada's Cafe")
    box, screen = pair(world, owner, "Counter")
    staff = _staff(world, Role.SUPERVISOR)
    listed = staff.get("/api/screens", params={"clientId": client_id}).json()
    assert [item["name"] for item in listed["items"]] == ["Counter"]
    path = f"/api/screens/{screen['id']}"
    renamed = staff.patch(path, json={"name": "Window"})
    assert (renamed.status_code, renamed.json()["name"]) == (200, "Window")
    assert box.manifest().json()["screen"]["name"] == "Window"
    assert staff.delete(path).status_code == 204
    _refused(box)
    assert staff.get("/api/screens", params={"clientId": client_id}).json()["items"] == []
    assert owner.get("/api/screens").json()["items"] == []


def test_a_revoke_is_logged_with_the_screen_and_its_client(world: World):
    owner, client_id = _shop(world, "bea", "Bea Books")
    _, screen = pair(world, owner, "Door")
    boss = world.add_user("boss", Role.ADMIN)
    admin = world.signed_in(boss)
    assert admin.delete(f"/api/screens/{screen['id']}").status_code == 204
    (entry,) = _log(admin, "RevokeScreen", boss.id)
    assert entry["note"] == f"Revoked screen Door ({screen['id']}) of Bea Books ({client_id})"
    assert _log(admin, "RenameScreen", boss.id) == []


def test_a_revoked_screens_place_takes_the_next_tv(world: World):
    owner, _ = _shop(world, "cyd", "Cyd Gym")  # the basic package: 1 TV
    _, screen = pair(world, owner, "First")
    full = owner.post("/api/screens", json={"name": "Second", "pairingCode": new_box(world).code})
    assert full.status_code == 409
    assert _staff(world).delete(f"/api/screens/{screen['id']}").status_code == 204
    box, second = pair(world, owner, "Second")
    assert box.manifest().json()["screen"]["id"] == second["id"]


def test_staff_give_no_playlist_and_unknowns_are_told_apart(world: World):
    owner, _ = _shop(world, "dot", "Dot Deli")
    _, screen = pair(world, owner)
    staff = _staff(world)
    refused = staff.patch(f"/api/screens/{screen['id']}", json={"playlistId": None})
    assert (refused.status_code, refused.json()["message"]) == (403, NOT_AUTHORIZED)
    blank = staff.patch(f"/api/screens/{screen['id']}", json={"name": " "})
    assert blank.json()["fieldErrors"] == {"name": m.SCREEN_NAME_REQUIRED}
    missing = staff.delete("/api/screens/no-such-screen")
    assert (missing.status_code, missing.json()["message"]) == (404, m.SCREEN_NOT_FOUND)
    unknown = staff.get("/api/screens", params={"clientId": "no-such-client"})
    assert (unknown.status_code, unknown.json()["message"]) == (404, m.CLIENT_NOT_FOUND)


def test_a_client_still_reaches_only_its_own_screens(world: World):
    owner, owner_id = _shop(world, "eve", "Eve Eats")
    box, screen = pair(world, owner)
    other, _ = _shop(world, "fay", "Fay Flowers")
    path = f"/api/screens/{screen['id']}"
    assert other.patch(path, json={"name": "Mine"}).status_code == 404
    assert other.delete(path).status_code == 404
    assert other.get("/api/screens", params={"clientId": owner_id}).status_code == 404
    assert box.manifest().json()["screen"]["name"] == "Lobby"
