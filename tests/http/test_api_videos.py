"""Video links of the signed-in user's client and the video-information lookup."""

from __future__ import annotations

from tests.http.api_support import Api, World
from tests.http.scene import VIDEO_URL, build_scene
from tests.support.pages import items

from signage_core.entities.videos import VideoDetails
from signage_core.validation import messages as m

THUMB = "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"


def _signed_in_client(world: World) -> Api:
    user = world.add_user("vic")
    world.add_client(user)
    return world.signed_in(user)


def test_the_lookup_answers_title_thumbnail_and_duration(world: World):
    world.backend.video_info.add(VideoDetails("dQw4w9WgXcQ", "Never", THUMB, 213))
    api = _signed_in_client(world)
    answer = api.get("/api/videos/info", params={"url": VIDEO_URL})
    assert answer.json() == {
        "videoId": "dQw4w9WgXcQ",
        "title": "Never",
        "thumbnailUrl": THUMB,
        "durationSeconds": 213,
        "configured": True,
    }


def test_the_lookup_refuses_a_link_without_a_video_id(world: World):
    answer = _signed_in_client(world).get("/api/videos/info", params={"url": "https://x.test"})
    assert (answer.status_code, answer.json()["fieldErrors"]) == (
        400,
        {"videoUrl": m.INVALID_YOUTUBE_URL},
    )


def test_add_edit_and_switch_a_video(world: World):
    api = _signed_in_client(world)
    body = {"videoUrl": VIDEO_URL, "videoTitle": "Intro", "videoThumbnailUrl": THUMB}
    created = api.post("/api/videos", json=body)
    assert created.status_code == 201
    video = created.json()
    assert (video["videoTitle"], video["videoStatus"]) == ("Intro", True)
    edited = api.patch(f"/api/videos/{video['id']}", json={"videoTitle": "Outro"}).json()
    assert (edited["videoTitle"], edited["videoUrl"]) == ("Outro", VIDEO_URL)
    off = api.put(f"/api/videos/{video['id']}/status", json={"status": False}).json()
    assert off["videoStatus"] is False
    assert [v["id"] for v in items(api.get("/api/videos").json())] == [video["id"]]


def test_an_incomplete_video_answers_the_spec_message(world: World):
    answer = _signed_in_client(world).post("/api/videos", json={"videoUrl": VIDEO_URL})
    assert answer.json()["fieldErrors"] == {
        "videoTitle": m.VIDEO_FIELDS_INCOMPLETE,
        "videoThumbnailUrl": m.VIDEO_FIELDS_INCOMPLETE,
    }


def test_another_clients_video_cannot_be_edited_nor_opened_for_editing(world: World):
    scene = build_scene(world)
    answer = world.signed_in(scene.b).patch(
        f"/api/videos/{scene.video.id}", json={"videoTitle": "X"}
    )
    assert (answer.status_code, answer.json()["message"]) == (403, m.VIDEO_EDIT_FORBIDDEN)
    read = world.signed_in(scene.b).get(f"/api/videos/{scene.video.id}")
    assert (read.status_code, read.json()["message"]) == (403, m.VIDEO_EDIT_FORBIDDEN)
    assert scene.video.title not in read.text
    missing = world.signed_in(scene.b).get("/api/videos/no-such-video")
    assert (missing.status_code, missing.json()["message"]) == (404, m.VIDEO_NOT_FOUND)
