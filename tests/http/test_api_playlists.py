"""Playlists of the signed-in user's client, built from the user's active media."""

from __future__ import annotations

from tests.http.api_support import Api, World
from tests.http.firebase_world import FIREBASE_TOO
from tests.http.scene import add_media

from signage_core.validation import messages as m

pytestmark = FIREBASE_TOO


def _setup(world: World) -> tuple[Api, list[str]]:
    user = world.add_user("pia")
    world.add_client(user, logo_url="/files/logo.png")
    first = add_media(world, user, duration=10.0, file_size=100)
    second = add_media(world, user, duration=5.5, file_size=50)
    return world.signed_in(user), [first.id, second.id]


def test_create_a_playlist_with_totals_and_overlays(world: World):
    api, media_ids = _setup(world)
    body = {
        "playlistName": "Lunch",
        "mediaIds": media_ids,
        "showLogo": True,
        "logoPosition": "top-right",
        "showBanner": True,
        "bannerText": "Welcome",
    }
    answer = api.post("/api/playlists", json=body)
    assert answer.status_code == 201
    playlist = answer.json()
    assert [item["mediaId"] for item in playlist["playlistMedias"]] == media_ids
    assert (playlist["totalDuration"], playlist["totalSize"]) == (15.5, 150)
    assert (playlist["logoPosition"], playlist["clientLogo"]) == ("top-right", "/files/logo.png")


def test_the_playlist_form_answers_the_spec_messages(world: World):
    api, _ = _setup(world)
    answer = api.post("/api/playlists", json={"playlistName": " ", "mediaIds": []})
    assert answer.json()["fieldErrors"] == {
        "playlistName": m.PLAYLIST_NAME_REQUIRED,
        "mediaIds": m.PLAYLIST_MEDIA_REQUIRED,
    }


def test_a_client_without_a_profile_gets_the_no_client_message(world: World):
    api = world.signed_in(world.add_user("newbie"))
    answer = api.get("/api/playlists")
    assert (answer.status_code, answer.json()["message"]) == (409, m.NO_CLIENT_FOR_USER)


def test_replace_switch_and_delete_a_playlist(world: World):
    api, media_ids = _setup(world)
    created = api.post("/api/playlists", json={"playlistName": "A", "mediaIds": media_ids}).json()
    path = f"/api/playlists/{created['id']}"
    replaced = api.put(path, json={"playlistName": "B", "mediaIds": media_ids[:1]}).json()
    assert (replaced["playlistName"], replaced["totalSize"]) == ("B", 100)
    assert api.put(f"{path}/status", json={"status": False}).json()["status"] is False
    assert api.delete(path).status_code == 204
    missing = api.get(path)
    assert (missing.status_code, missing.json()["message"]) == (404, m.PLAYLIST_NOT_FOUND)
