"""Screen groups over HTTP: create, list, rename, set members, delete; names unique per
client whatever their case; members only the client's own screens; a deleted screen leaves
its groups; tenants apart; staff refused; the licence gate on writes."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from tests.http.api_support import Api, World
from tests.http.firebase_world import FIREBASE_TOO
from tests.http.screens_support import pair

from signage_core.entities.users import Role
from signage_core.validation import messages as m

pytestmark = FIREBASE_TOO
GROUPS = "/api/screen-groups"


def _client(world: World, handle: str = "gia") -> Api:
    """A paying client on a package of 3 TVs."""
    user = world.add_user(handle)
    client = replace(world.add_client(user), package_id="pkg-standard")
    world.backend.documents.clients.save(client)
    world.add_payment(client, "pkg-standard")
    return world.signed_in(user)


def _screens(world: World, api: Api, *names: str) -> list[str]:
    return [pair(world, api, name)[1]["id"] for name in names]


def _create(api: Api, name: str, screen_ids: list[str]) -> dict:
    answer = api.post(GROUPS, json={"name": name, "screenIds": screen_ids})
    assert answer.status_code == 201, answer.text
    return answer.json()


def test_a_group_is_created_listed_renamed_changed_and_deleted(world: World):
    api = _client(world)
    one, two = _screens(world, api, "One", "Two")
    group = _create(api, "  Front windows ", [one, two, one])
    assert (group["name"], group["screenIds"]) == ("Front windows", [one, two])
    listed = api.get(GROUPS).json()
    assert (listed["nextCursor"], [g["id"] for g in listed["items"]]) == (None, [group["id"]])
    renamed = api.patch(f"{GROUPS}/{group['id']}", json={"name": "Windows"}).json()
    assert (renamed["name"], renamed["screenIds"]) == ("Windows", [one, two])
    fewer = api.patch(f"{GROUPS}/{group['id']}", json={"screenIds": [two]}).json()
    assert (fewer["name"], fewer["screenIds"]) == ("Windows", [two])
    assert api.delete(f"{GROUPS}/{group['id']}").status_code == 204
    assert api.get(GROUPS).json()["items"] == []
    assert len(api.get("/api/screens").json()["items"]) == 2  # the screens stay


def test_groups_are_listed_by_name_and_a_screen_may_be_in_several(world: World):
    api = _client(world)
    (one,) = _screens(world, api, "One")
    _create(api, "windows", [one])
    _create(api, "Bar", [one])
    _create(api, "empty", [])
    assert [g["name"] for g in api.get(GROUPS).json()["items"]] == ["Bar", "empty", "windows"]


def test_a_name_is_required_short_and_unique_whatever_its_case(world: World):
    api = _client(world)
    first = _create(api, "Front", [])
    refusals = {
        "   ": m.GROUP_NAME_REQUIRED,
        "x" * 61: m.GROUP_NAME_TOO_LONG,
        " FRONT ": m.GROUP_NAME_TAKEN,
    }
    for name, message in refusals.items():
        answer = api.post(GROUPS, json={"name": name, "screenIds": []})
        assert (answer.status_code, answer.json()["fieldErrors"]) == (400, {"name": message})
    assert api.post(GROUPS, json={"name": "x" * 60}).status_code == 201
    keeps_own = api.patch(f"{GROUPS}/{first['id']}", json={"name": "front"})
    assert (keeps_own.status_code, keeps_own.json()["name"]) == (200, "front")


def test_another_clients_screen_or_group_is_not_found(world: World):
    api, other = _client(world), _client(world, "otto")
    (mine,) = _screens(world, api, "Mine")
    (theirs,) = _screens(world, other, "Theirs")
    refused = api.post(GROUPS, json={"name": "Mixed", "screenIds": [mine, theirs]})
    assert (refused.status_code, refused.json()["message"]) == (404, m.SCREEN_NOT_FOUND)
    group = _create(other, "Theirs", [theirs])
    path = f"{GROUPS}/{group['id']}"
    for answer in (api.patch(path, json={"name": "Got"}), api.delete(path)):
        assert (answer.status_code, answer.json()["message"]) == (404, m.GROUP_NOT_FOUND)
    assert api.get(GROUPS).json()["items"] == []
    kept = other.get(GROUPS).json()["items"]
    assert [(g["id"], g["screenIds"]) for g in kept] == [(group["id"], [theirs])]


def test_a_deleted_screen_leaves_every_group(world: World):
    api = _client(world)
    one, two = _screens(world, api, "One", "Two")
    first, second = _create(api, "A", [one, two]), _create(api, "B", [one])
    assert api.delete(f"/api/screens/{one}").status_code == 204
    listed = {g["id"]: g["screenIds"] for g in api.get(GROUPS).json()["items"]}
    assert listed == {first["id"]: [two], second["id"]: []}


def test_a_screen_revoked_by_staff_leaves_its_groups(world: World):
    api = _client(world)
    (one,) = _screens(world, api, "One")
    group = _create(api, "A", [one])
    admin = world.signed_in(world.add_user("ada", Role.ADMIN))
    assert admin.delete(f"/api/screens/{one}").status_code == 204
    stored = world.backend.documents.screen_groups.get(group["id"])
    assert stored.screen_ids == ()


def test_staff_are_refused_groups(world: World):
    supervisor = world.signed_in(world.add_user("sue", Role.SUPERVISOR))
    assert supervisor.get(GROUPS).status_code == 403
    assert supervisor.post(GROUPS, json={"name": "Staff"}).status_code == 403


def test_an_expired_licence_refuses_writes_but_lists(world: World):
    api = _client(world)
    group = _create(api, "Front", [])
    world.clock.advance(timedelta(days=400))
    refused = api.post(GROUPS, json={"name": "Late"})
    assert (refused.status_code, refused.json()["code"]) == (403, "licence_expired")
    assert api.patch(f"{GROUPS}/{group['id']}", json={"name": "X"}).status_code == 403
    assert [g["name"] for g in api.get(GROUPS).json()["items"]] == ["Front"]


def test_junk_members_are_refused_clearly(world: World):
    api = _client(world)
    junk = [{"name": "A", "screenIds": "s1"}, {"name": "A", "screenIds": [1]},
            {"name": "A", "screenIds": ["s"] * 1001}, {"name": "A", "colour": "red"}]  # fmt: skip
    for body in junk:
        answer = api.post(GROUPS, json=body)
        assert (answer.status_code, answer.json()["code"]) == (400, "validation"), body


def test_a_deleted_client_takes_its_groups_with_it(world: World):
    user = world.add_user("del")
    client = world.add_client(user)
    api = world.signed_in(user)
    (one,) = _screens(world, api, "One")
    group = _create(api, "A", [one])
    admin = world.signed_in(world.add_user("adm", Role.ADMIN))
    assert admin.delete(f"/api/clients/{client.id}").status_code == 200
    groups = world.backend.documents.screen_groups
    assert (groups.get(group["id"]), groups.for_client(client.id)) == (None, ())
