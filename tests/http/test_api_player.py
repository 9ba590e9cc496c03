"""The player's manifest: what a paired screen plays, as links that open without a session."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from tests.http.api_support import Api, World, fetch_file
from tests.http.firebase_world import FIREBASE_TOO
from tests.http.scene import VIDEO_URL, add_media, png_bytes
from tests.http.screens_support import Box, pair

from signage_core.entities.media import AssetType
from signage_core.entities.users import User
from signage_core.ids import new_id

pytestmark = FIREBASE_TOO


def _stored_image(world: World, owner: User) -> str:
    """An image media whose file is really stored (its link must open)."""
    path = f"medias/{owner.id}/{new_id()}.png"
    world.backend.blobs.put(path, [png_bytes()], content_type="image/png")
    return add_media(world, owner, file_path=path, file_url="", name="Stored").id


def _playing(world: World) -> tuple[Api, Box, dict[str, str]]:
    """A client whose screen plays a playlist of a stored image, a YouTube link and a media
    switched off afterwards."""
    user = world.add_user("max")
    world.add_client(user)
    api = world.signed_in(user)
    ids = {
        "image": _stored_image(world, user),
        "youtube": add_media(world, user, asset_type=AssetType.YOUTUBE, file_url="",
                             youtube_url=VIDEO_URL).id,
        "off": add_media(world, user).id,
    }  # fmt: skip
    body = {"playlistName": "Shop", "mediaIds": list(ids.values()), "showBanner": True,
            "bannerText": "Sale"}  # fmt: skip
    ids["playlist"] = api.post("/api/playlists", json=body).json()["id"]
    api.put(f"/api/medias/{ids['off']}/status", json={"status": False})
    box, screen = pair(world, api, playlistId=ids["playlist"])
    ids["screen"] = screen["id"]
    return api, box, ids


def test_the_manifest_lists_the_active_items_with_links_that_open(world: World):
    _, box, ids = _playing(world)
    answer = box.manifest()
    assert answer.status_code == 200, answer.text
    manifest = answer.json()
    assert manifest["screen"] == {"id": ids["screen"], "name": "Lobby"}
    playlist = manifest["playlist"]
    assert (playlist["id"], playlist["playlistName"]) == (ids["playlist"], "Shop")
    assert (playlist["showBanner"], playlist["bannerText"]) == (True, "Sale")
    items = playlist["items"]
    assert [item["mediaId"] for item in items] == [ids["image"], ids["youtube"]]
    image, video = items
    assert (image["assetType"], image["youtubeId"]) == ("image", None)
    opened = fetch_file(world.client(), image["url"])
    assert (opened.status_code, opened.content) == (200, png_bytes())
    assert (video["assetType"], video["url"], video["youtubeId"]) == (
        "youtube", VIDEO_URL, "dQw4w9WgXcQ",
    )  # fmt: skip


def test_the_manifest_answers_304_while_nothing_changed(world: World):
    api, box, ids = _playing(world)
    first = box.manifest()
    etag = first.headers["etag"]
    assert box.manifest(**{"If-None-Match": etag}).status_code == 304
    api.patch(f"/api/screens/{ids['screen']}", json={"name": "Till"})
    changed = box.manifest(**{"If-None-Match": etag})
    assert changed.status_code == 200
    assert changed.headers["etag"] != etag
    assert changed.json()["screen"]["name"] == "Till"


def test_a_switched_off_or_unassigned_playlist_plays_nothing(world: World):
    api, box, ids = _playing(world)
    api.put(f"/api/playlists/{ids['playlist']}/status", json={"status": False})
    assert box.manifest().json()["playlist"] is None
    api.put(f"/api/playlists/{ids['playlist']}/status", json={"status": True})
    assert box.manifest().json()["playlist"] is not None
    api.patch(f"/api/screens/{ids['screen']}", json={"playlistId": None})
    assert box.manifest().json() == {
        "screen": {"id": ids["screen"], "name": "Lobby"},
        "playlist": None,
        "mode": "standby",
        "reason": None,
        "slate": None,
        "emergency": None,
        "schedule": None,
    }


def test_each_manifest_call_records_when_the_screen_was_seen(world: World):
    api, box, _ = _playing(world)
    world.clock.advance(timedelta(minutes=42))
    box.manifest()
    world.app.state.heartbeats.write()  # the heartbeat writer's round
    seen = api.get("/api/screens").json()["items"][0]["lastSeenAt"]
    assert seen.startswith(world.clock.now().isoformat()[:19])


def test_a_bad_device_token_is_401_with_an_error_body(world: World):
    _, paired, ids = _playing(world)
    forged = f"{ids['screen']}.{paired.device_token.partition('.')[2][::-1]}"
    answers = [Box(world.client(), device_token=token).manifest() for token in ("x", forged)]
    answers.append(world.client().get("/api/player/manifest"))
    for answer in answers:
        assert answer.status_code == 401
        assert answer.json()["code"] == "device_not_paired"
        assert answer.json()["fieldErrors"] == {}


def test_the_logo_is_a_fresh_link_to_the_clients_stored_logo(world: World):
    user = world.add_user("lia")
    client = world.add_client(user)
    path = f"clients/logos/{client.id}.png"
    world.backend.blobs.put(path, [png_bytes()], content_type="image/png")
    world.backend.documents.clients.save(replace(client, logo_path=path, logo_url="/stale"))
    api = world.signed_in(user)
    media_id = add_media(world, user).id
    body = {"playlistName": "L", "mediaIds": [media_id], "showLogo": True,
            "logoPosition": "top-left"}  # fmt: skip
    playlist_id = api.post("/api/playlists", json=body).json()["id"]
    box, _ = pair(world, api, playlistId=playlist_id)
    playlist = box.manifest().json()["playlist"]
    assert (playlist["showLogo"], playlist["logoPosition"]) == (True, "top-left")
    assert fetch_file(world.client(), playlist["logoUrl"]).content == png_bytes()
