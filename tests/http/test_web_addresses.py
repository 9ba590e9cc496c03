"""URL fields accept only web addresses: no `javascript:` or `data:` link is ever stored."""

from __future__ import annotations

from tests.http.api_support import PASSWORD, Api, World
from tests.http.scene import VIDEO_URL
from tests.support.pages import items

from signage_core.entities.videos import Video
from signage_core.ids import new_id
from signage_core.validation import messages as m

SCRIPT = "javascript:alert(document.cookie)"
THUMB = "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"


def _client_form(website: str) -> dict[str, str]:
    return {
        "businessName": "Tea Room",
        "contactName": "Tess",
        "phone": "5550002",
        "companyEmail": "tea@example.com",
        "website": website,
        "typeBusiness": "Business Office",
        "packageId": "pkg-standard",
        "locationNumber": "12",
        "password": PASSWORD,
    }


def _video_owner(world: World) -> tuple[Api, str]:
    user = world.add_user("vic")
    client = world.add_client(user)
    return world.signed_in(user), client.id


def test_a_script_website_is_refused_and_no_profile_is_made(world: World):
    api = world.signed_in(world.add_user("tess"))
    answer = api.post("/api/clients", json=_client_form(SCRIPT))
    assert (answer.status_code, answer.json()["fieldErrors"]) == (
        400,
        {"website": m.WEB_ADDRESS_INVALID},
    )
    assert api.get("/api/auth/me").json()["profileComplete"] is False


def test_a_bare_domain_website_is_kept_as_typed(world: World):
    api = world.signed_in(world.add_user("tess"))
    answer = api.post("/api/clients", json=_client_form("tea.example/menu"))
    assert (answer.status_code, answer.json()["website"]) == (201, "tea.example/menu")


def test_editing_a_website_to_a_data_link_keeps_the_stored_one(world: World):
    user = world.add_user("tess")
    client = world.add_client(user, website="https://tea.example")
    api = world.signed_in(user)
    form = {**_client_form("data:text/html,<b>hi</b>"), "packageId": "pkg-basic"}
    del form["password"]
    answer = api.patch(f"/api/clients/{client.id}", json=form)
    assert answer.json()["fieldErrors"] == {"website": m.WEB_ADDRESS_INVALID}
    assert api.get(f"/api/clients/{client.id}").json()["website"] == "https://tea.example"


def test_a_script_thumbnail_is_refused_and_no_video_is_saved(world: World):
    api, _ = _video_owner(world)
    body = {"videoUrl": VIDEO_URL, "videoTitle": "Intro", "videoThumbnailUrl": SCRIPT}
    answer = api.post("/api/videos", json=body)
    assert (answer.status_code, answer.json()["fieldErrors"]) == (
        400,
        {"videoThumbnailUrl": m.WEB_ADDRESS_INVALID},
    )
    assert items(api.get("/api/videos").json()) == []


def test_a_script_video_link_is_refused_even_with_a_youtube_id(world: World):
    api, _ = _video_owner(world)
    link = "javascript://www.youtube.com/watch?v=dQw4w9WgXcQ"
    body = {"videoUrl": link, "videoTitle": "Intro", "videoThumbnailUrl": THUMB}
    answer = api.post("/api/videos", json=body)
    assert answer.json()["fieldErrors"] == {"videoUrl": m.INVALID_YOUTUBE_URL}


def test_editing_a_thumbnail_to_a_script_keeps_the_stored_one(world: World):
    api, _ = _video_owner(world)
    body = {"videoUrl": VIDEO_URL, "videoTitle": "Intro", "videoThumbnailUrl": THUMB}
    video_id = api.post("/api/videos", json={**body, "duration": 30}).json()["id"]
    answer = api.patch(f"/api/videos/{video_id}", json={"videoThumbnailUrl": SCRIPT})
    assert answer.json()["fieldErrors"] == {"videoThumbnailUrl": m.WEB_ADDRESS_INVALID}
    assert api.get(f"/api/videos/{video_id}").json()["videoThumbnailUrl"] == THUMB


def test_old_records_with_script_links_are_still_read(world: World):
    user = world.add_user("old")
    client = world.add_client(user, website=SCRIPT)
    world.backend.documents.videos.save(Video(new_id(), "Old", VIDEO_URL, SCRIPT, client.id))
    api = world.signed_in(user)
    assert api.get(f"/api/clients/{client.id}").json()["website"] == SCRIPT
    [video] = items(api.get("/api/videos").json())
    assert video["videoThumbnailUrl"] == SCRIPT
