"""Schedule entries go with what they target: a deleted screen's (unpaired by its Client or
revoked by staff) and a deleted group's go, the others stay; a deleted client's all go."""

from __future__ import annotations

from dataclasses import replace

from signage_adapters.documents.repositories.bundle import document_store
from signage_adapters.documents.repositories.schedules import LOCKS
from tests.http.api_support import Api, World
from tests.http.firebase_world import FIREBASE_TOO
from tests.http.screens_support import pair

from signage_core.entities.playlists import Playlist
from signage_core.entities.users import Role
from signage_core.ids import new_id

pytestmark = FIREBASE_TOO
SCHEDULES = "/api/schedules"


def _shop(world: World) -> tuple[Api, str, str, list[str]]:
    """A client with two screens and a playlist: (session, client id, playlist id, screens)."""
    user = world.add_user("dora")
    client = replace(world.add_client(user), package_id="pkg-standard")
    world.backend.documents.clients.save(client)
    world.add_payment(client, "pkg-standard")
    api = world.signed_in(user)
    playlist = Playlist(new_id(), "Menu", client.id, user.id, (), created_at=world.clock.now())
    world.backend.documents.playlists.save(playlist)
    screens = [pair(world, api, name)[1]["id"] for name in ("One", "Two")]
    return api, client.id, playlist.id, screens


def _entry(api: Api, playlist_id: str, kind: str, target_id: str, day: int) -> str:
    body = {"targetKind": kind, "targetId": target_id, "playlistId": playlist_id}
    answer = api.post(SCHEDULES, json={**body, "days": [day], "start": "08:00", "end": "09:00"})
    assert answer.status_code == 201, answer.text
    return str(answer.json()["id"])


def _ids(api: Api) -> set[str]:
    return {item["id"] for item in api.get(SCHEDULES).json()["items"]}


def test_a_deleted_screens_entries_go_and_the_others_stay(world: World):
    api, _, playlist, (one, two) = _shop(world)
    on_one, on_two = (
        _entry(api, playlist, "screen", one, 0),
        _entry(api, playlist, "screen", two, 0),
    )
    for_all = _entry(api, playlist, "all", "", 1)
    assert api.delete(f"/api/screens/{one}").status_code == 204
    assert _ids(api) == {on_two, for_all}
    admin = world.signed_in(world.add_user("ada", Role.ADMIN))
    assert admin.delete(f"/api/screens/{two}").status_code == 204
    assert _ids(api) == {for_all}
    assert on_one not in _ids(api)


def test_a_deleted_groups_entries_go(world: World):
    api, _, playlist, (one, _) = _shop(world)
    group = api.post("/api/screen-groups", json={"name": "Front", "screenIds": [one]}).json()
    in_group = _entry(api, playlist, "group", group["id"], 0)
    on_one = _entry(api, playlist, "screen", one, 0)
    assert api.delete(f"/api/screen-groups/{group['id']}").status_code == 204
    assert _ids(api) == {on_one}
    assert world.backend.documents.schedules.get(in_group) is None


def test_a_deleted_clients_entries_all_go_and_nothing_of_its_schedule_stays(world: World):
    api, client_id, playlist, (one, _) = _shop(world)
    _entry(api, playlist, "screen", one, 0)
    _entry(api, playlist, "all", "", 2)
    admin = world.signed_in(world.add_user("ada", Role.ADMIN))
    assert admin.delete(f"/api/clients/{client_id}").status_code == 200
    assert world.backend.documents.schedules.for_client(client_id) == ()
    assert document_store(world.backend.documents).get(LOCKS, client_id) is None
