"""Every YouTube item has a length over the API: with no video-information key (the local
backend's settings) or a video the service cannot tell, the typed duration is required and
more than 0, on add and edit, in the media library and the video form."""

from __future__ import annotations

from tests.http.api_support import Api, World
from tests.http.firebase_world import EVERY_BACKEND

from signage_core.validation import messages as m

pytestmark = EVERY_BACKEND

URL = "https://youtu.be/noLength123"
"""A video no video-information service of these worlds knows."""
NO_FILE = ("", b"", "application/octet-stream")
LINK = {"name": "Clip", "assetType": "youtube", "youtubeUrl": URL}
VIDEO = {"videoUrl": URL, "videoTitle": "Promo", "videoThumbnailUrl": "https://img.example/t.jpg"}
REFUSED = {"duration": m.YOUTUBE_DURATION_REQUIRED}


def _client(world: World) -> Api:
    user = world.add_user("lena")
    world.add_client(user)
    return world.signed_in(user)


def _add_link(api: Api, **fields: str):
    return api.post("/api/medias", data={**LINK, **fields}, files={"file": NO_FILE})


def test_a_link_without_a_length_is_refused_on_its_duration(world: World):
    api = _client(world)
    for fields in ({}, {"duration": "0"}, {"duration": "0:00"}):
        answer = _add_link(api, **fields)
        assert answer.status_code == 400, answer.text
        assert answer.json()["fieldErrors"] == REFUSED


def test_a_link_keeps_its_typed_length_in_m_ss_and_is_sized_by_it(world: World):
    media = _add_link(_client(world), duration="2:05").json()
    assert (media["duration"], media["fileSize"]) == (125, 125 * 2048)


def test_editing_a_links_length_to_0_is_refused_and_changes_nothing(world: World):
    api = _client(world)
    media = _add_link(api, duration="30").json()
    answer = api.patch(f"/api/medias/{media['id']}", json={"duration": 0})
    assert (answer.status_code, answer.json()["fieldErrors"]) == (400, REFUSED)
    assert api.get(f"/api/medias/{media['id']}").json()["duration"] == 30


def test_a_video_needs_a_typed_length_and_its_library_item_takes_it(world: World):
    api = _client(world)
    refused = api.post("/api/videos", json=VIDEO)
    assert (refused.status_code, refused.json()["fieldErrors"]) == (400, REFUSED)
    video = api.post("/api/videos", json={**VIDEO, "duration": "1:30"}).json()
    assert api.get(f"/api/medias/{video['id']}").json()["duration"] == 90


def test_editing_a_videos_length_changes_its_library_item_and_0_is_refused(world: World):
    api = _client(world)
    video = api.post("/api/videos", json={**VIDEO, "duration": 30}).json()
    refused = api.patch(f"/api/videos/{video['id']}", json={"duration": "0"})
    assert (refused.status_code, refused.json()["fieldErrors"]) == (400, REFUSED)
    assert api.patch(f"/api/videos/{video['id']}", json={"duration": 75}).status_code == 200
    item = api.get(f"/api/medias/{video['id']}").json()
    assert (item["duration"], item["fileSize"]) == (75, 75 * 2048)
