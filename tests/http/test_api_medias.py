"""The media library: streamed uploads checked by content, edits, status, deletion, licence."""

from __future__ import annotations

import io
from datetime import timedelta

from PIL import Image
from tests.http.api_support import Api, World, fetch_file, link_is_dead
from tests.http.firebase_world import FIREBASE_TOO
from tests.http.scene import add_media, jpeg_bytes, mp4_bytes, png_bytes
from tests.support.pages import items

from signage_core.validation import messages as m
from signage_core.validation.media import MAX_MEDIA_BYTES

pytestmark = FIREBASE_TOO


def _client(world: World, *, expires_in_days: float = 30) -> tuple[Api, object]:
    user = world.add_user("mia")
    world.add_client(user, expires_in_days=expires_in_days)
    return world.signed_in(user), user


NO_FILE = ("", b"", "application/octet-stream")
"""What a browser sends for an empty file input; it also makes the body multipart."""


def _upload(api: Api, fields: dict[str, str], **files: tuple[str, bytes, str]):
    return api.post("/api/medias", data=fields, files=files or {"file": NO_FILE})


IMAGE = {"name": "Poster", "assetType": "image", "duration": "10"}
VIDEO = {"name": "Clip", "assetType": "video", "duration": "12.5"}


def test_an_image_upload_is_stored_and_served_at_its_url(world: World):
    api, user = _client(world)
    answer = _upload(api, IMAGE, file=("poster.png", png_bytes(), "image/png"))
    assert answer.status_code == 201, answer.text
    media = answer.json()
    assert (media["assetType"], media["userId"], media["fileSize"]) == (
        "image",
        user.id,
        len(png_bytes()),
    )
    served = fetch_file(api, media["fileUrl"])
    assert served.status_code == 200
    assert served.headers["content-type"] == "image/png"
    assert served.content == png_bytes()


def test_an_image_upload_gets_a_small_jpeg_thumbnail_served_like_its_file(world: World):
    api, _ = _client(world)
    media = _upload(api, IMAGE, file=("wall.png", png_bytes(1600, 900), "image/png")).json()
    thumbnail = fetch_file(api, media["thumbnailUrl"])
    assert thumbnail.status_code == 200
    assert thumbnail.headers["content-type"] == "image/jpeg"
    assert Image.open(io.BytesIO(thumbnail.content)).size == (480, 270)


def test_a_video_upload_keeps_its_thumbnail(world: World):
    api, _ = _client(world)
    files = {
        "file": ("clip.mp4", mp4_bytes(), "video/mp4"),
        "thumbnail": ("thumb.jpg", jpeg_bytes(), "image/jpeg"),
    }
    media = _upload(api, VIDEO, **files).json()
    assert media["duration"] == 12.5
    assert fetch_file(api, media["thumbnailUrl"]).content == jpeg_bytes()
    assert fetch_file(api, media["fileUrl"]).headers["content-type"] == "video/mp4"


def test_a_youtube_link_is_sized_by_its_duration(world: World):
    api, _ = _client(world)
    unknown = "https://youtu.be/unknownLen1"  # the video-information service cannot tell
    fields = {"name": "Link", "assetType": "youtube", "duration": "30", "youtubeUrl": unknown}
    media = _upload(api, fields).json()
    assert (media["duration"], media["fileSize"], media["youtubeUrl"]) == (30, 30 * 2048, unknown)


def test_the_content_decides_the_type_not_the_name(world: World):
    api, _ = _client(world)
    fake = ("poster.png", b"GIF89a" + b"\x00" * 100, "image/png")
    answer = _upload(api, IMAGE, file=fake)
    assert answer.status_code == 415
    assert answer.json() == {
        "code": "unsupported_media",
        "message": m.MEDIA_IMAGE_WRONG_TYPE,
        "fieldErrors": {},
    }
    not_mp4 = _upload(api, VIDEO, file=("clip.mp4", png_bytes(), "video/mp4"))
    assert (not_mp4.status_code, not_mp4.json()["message"]) == (415, m.MEDIA_VIDEO_WRONG_TYPE)


def test_a_file_over_10mb_is_cut_off_with_the_size_message(world: World):
    api, _ = _client(world)
    big = mp4_bytes(MAX_MEDIA_BYTES + 1)
    answer = _upload(api, VIDEO, file=("big.mp4", big, "video/mp4"))
    assert (answer.status_code, answer.json()["message"]) == (413, m.MEDIA_FILE_TOO_LARGE)
    assert world.backend.blobs.paths() == sorted(world.backend.blobs.paths())
    assert not any(path.endswith("big.mp4") for path in world.backend.blobs.paths())


def test_a_body_far_over_the_limit_is_refused_before_reading(world: World):
    api, _ = _client(world)
    huge = b"x" * (30 * 1024 * 1024)
    headers = {"content-type": "multipart/form-data; boundary=b"}
    answer = api.post("/api/medias", content=huge, headers=headers)
    assert (answer.status_code, answer.json()["message"]) == (413, m.MEDIA_FILE_TOO_LARGE)


def test_form_errors_come_from_the_media_validator(world: World):
    api, _ = _client(world)
    answer = _upload(api, {"assetType": "video", "duration": "-1"})
    assert answer.status_code == 400
    assert answer.json()["fieldErrors"] == {
        "name": m.MEDIA_NAME_REQUIRED,
        "file": m.MEDIA_VIDEO_FILE_REQUIRED,
        "duration": m.DURATION_NEGATIVE,
    }


def test_a_non_multipart_body_is_a_clear_400(world: World):
    api, _ = _client(world)
    answer = api.post("/api/medias", json={"name": "x"})
    assert answer.status_code == 400
    assert answer.json()["message"] == "Uploads must be sent as multipart/form-data."


def test_list_is_the_users_own_media_and_status_filters_active(world: World):
    api, user = _client(world)
    active = add_media(world, user, name="On")
    add_media(world, user, name="Off", status=False)
    add_media(world, world.add_user("other"), name="Theirs")
    names = {media["name"] for media in items(api.get("/api/medias").json())}
    assert names == {"On", "Off"}
    assert [m_["id"] for m_ in items(api.get("/api/medias?status=true").json())] == [active.id]


def test_edit_status_and_delete(world: World):
    api, user = _client(world)
    media = add_media(world, user)
    edited = api.patch(f"/api/medias/{media.id}", json={"name": "Renamed", "duration": 5})
    assert (edited.json()["name"], edited.json()["duration"]) == ("Renamed", 5.0)
    switched = api.put(f"/api/medias/{media.id}/status", json={"status": False})
    assert switched.json()["status"] is False
    assert api.delete(f"/api/medias/{media.id}").status_code == 204
    missing = api.get(f"/api/medias/{media.id}")
    assert (missing.status_code, missing.json()["message"]) == (404, m.MEDIA_NOT_FOUND)


def test_the_list_shows_each_edit_status_change_and_deletion_made_after_it_was_read(world: World):
    api, user = _client(world)
    media, kept = add_media(world, user, name="Poster"), add_media(world, user, name="Kept")
    assert {item["name"] for item in items(api.get("/api/medias").json())} == {"Poster", "Kept"}
    api.patch(f"/api/medias/{media.id}", json={"name": "Renamed"})
    assert {item["name"] for item in items(api.get("/api/medias").json())} == {"Renamed", "Kept"}
    api.put(f"/api/medias/{media.id}/status", json={"status": False})
    assert [item["id"] for item in items(api.get("/api/medias?status=true").json())] == [kept.id]
    api.delete(f"/api/medias/{media.id}")
    assert [item["id"] for item in items(api.get("/api/medias").json())] == [kept.id]


def test_deleting_an_uploaded_media_removes_its_files(world: World):
    api, _ = _client(world)
    files = {
        "file": ("clip.mp4", mp4_bytes(), "video/mp4"),
        "thumbnail": ("thumb.jpg", jpeg_bytes(), "image/jpeg"),
    }
    media = _upload(api, VIDEO, **files).json()
    assert api.delete(f"/api/medias/{media['id']}").status_code == 204
    assert link_is_dead(api, media["fileUrl"])
    assert link_is_dead(api, media["thumbnailUrl"])


def test_an_expired_licence_blocks_media_writes_but_not_reads(world: World, clock):
    api, user = _client(world, expires_in_days=1)
    media = add_media(world, user)
    clock.advance(timedelta(days=2))
    refused = _upload(api, IMAGE, file=("poster.png", png_bytes(), "image/png"))
    assert (refused.status_code, refused.json()) == (
        403,
        {"code": "licence_expired", "message": m.LICENCE_EXPIRED, "fieldErrors": {}},
    )
    assert api.patch(f"/api/medias/{media.id}", json={"name": "X"}).status_code == 403
    assert api.get("/api/medias").status_code == 200


def test_a_client_without_a_profile_is_told_to_complete_it(world: World):
    api = world.signed_in(world.add_user("newbie"))
    answer = _upload(api, IMAGE, file=("poster.png", png_bytes(), "image/png"))
    assert (answer.status_code, answer.json()) == (
        409,
        {"code": "profile_incomplete", "message": m.PROFILE_INCOMPLETE, "fieldErrors": {}},
    )
