"""Every error text docs/api.md promises is the text the server answers: one test per text,
each asking the way a user or a script would (query parameters, paths, bodies, uploads)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from signage_http.request_path.parameter_errors import INVALID_BODY
from tests.http.api_support import Api, World
from tests.http.scene import jpeg_bytes, mp4_bytes, png_bytes

from signage_core.validation import messages as m
from signage_core.validation.media import MAX_MEDIA_BYTES

API_DOC = Path(__file__).parents[2] / "docs" / "api.md"
BAD_BODY = {"content-type": "application/json"}


def _documented(text: str) -> bool:
    prose = re.sub(r"\s+", " ", API_DOC.read_text(encoding="utf-8"))
    return f"'{text}'" in prose


def _said(answer: Any, status: int, text: str, field: str | None = None) -> None:
    """The answer has the status and the text as its message (and on `field` when named)."""
    body = answer.json()
    assert (answer.status_code, body["message"]) == (status, text), answer.text
    if field is not None:
        assert body["fieldErrors"][field] == text
    assert _documented(text), f"docs/api.md does not say {text!r}"


@pytest.fixture
def shop(world: World) -> tuple[Api, str]:
    user = world.add_user("shop")
    return world.signed_in(user), world.add_client(user).id


@pytest.mark.parametrize("path", ["/api/medias", "/api/videos", "/api/playlists"])
@pytest.mark.parametrize("sort", ["NAME", "oldest", "name "])
def test_an_unknown_sort_answers_sort_by_newest_or_name(shop, path: str, sort: str):
    api, _ = shop
    _said(api.get(path, params={"sort": sort}), 400, m.PAGE_SORT_UNKNOWN, "sort")


@pytest.mark.parametrize("limit", ["0", "201", "abc", "1.5", "", "-1"])
def test_a_limit_out_of_range_or_not_a_number_answers_its_range(shop, limit: str):
    api, _ = shop
    _said(api.get("/api/medias", params={"limit": limit}), 400, m.PAGE_LIMIT_OUT_OF_RANGE, "limit")


def test_a_staff_list_limit_answers_its_range_too(admin: Api):
    answer = admin.get("/api/user-logs", params={"limit": "many"})
    _said(answer, 400, m.PAGE_LIMIT_OUT_OF_RANGE, "limit")


def test_a_cursor_of_nothing_answers_that_it_is_not_valid(shop):
    api, _ = shop
    answer = api.get("/api/videos", params={"cursor": "not-a-cursor"})
    _said(answer, 400, m.PAGE_CURSOR_INVALID, "cursor")


def test_a_status_filter_other_than_true_or_false_names_its_values(shop):
    api, _ = shop
    answer = api.get("/api/medias", params={"status": "maybe"})
    _said(answer, 400, "Status must be true or false.", "status")


def test_a_day_that_is_not_a_date_answers_its_format(admin: Api):
    _said(admin.get("/api/user-logs", params={"from": "yesterday"}), 400, m.DATE_INVALID, "from")


def test_staff_listing_screens_without_a_client_are_asked_to_choose_one(admin: Api):
    _said(admin.get("/api/screens"), 400, m.SCREEN_CLIENT_REQUIRED, "clientId")


def test_an_unknown_language_names_the_two(shop):
    api, _ = shop
    answer = api.put("/api/auth/me/language", json={"language": "fr"})
    _said(answer, 400, m.LANGUAGE_UNKNOWN, "language")


def test_a_script_link_as_a_website_asks_for_a_web_address(shop):
    api, client_id = shop
    answer = api.patch(f"/api/clients/{client_id}", json={"website": "javascript:alert(1)"})
    _said(answer, 400, m.WEB_ADDRESS_INVALID, "website")


def test_a_data_link_as_a_thumbnail_asks_for_a_web_address(shop):
    api, _ = shop
    video = {"videoUrl": "https://youtu.be/dQw4w9WgXcQ", "videoTitle": "Intro"}
    answer = api.post("/api/videos", json={**video, "videoThumbnailUrl": "data:image/png,x"})
    _said(answer, 400, m.WEB_ADDRESS_INVALID, "videoThumbnailUrl")


def test_no_query_parameter_is_called_a_body(shop):
    api, _ = shop
    answer = api.get("/api/medias", params={"sort": "x", "limit": "x", "status": "x"})
    assert answer.json()["message"] != INVALID_BODY
    assert set(answer.json()["fieldErrors"]) == {"sort", "limit", "status"}


@pytest.mark.parametrize(
    "body",
    [b"{", b'{"email": "a@b.c", "password": 7}', b"[" * 40 + b"]" * 40],
    ids=["malformed", "wrong type", "too deep"],
)
def test_a_bad_json_body_answers_the_body_is_not_valid(anonymous: Api, body: bytes):
    answer = anonymous.post("/api/auth/login", content=body, headers=BAD_BODY)
    _said(answer, 400, INVALID_BODY)


def test_a_json_body_over_one_mib_answers_too_large(anonymous: Api):
    body = b'{"email": "' + b"a" * (1024 * 1024) + b'"}'
    answer = anonymous.post("/api/auth/login", content=body, headers=BAD_BODY)
    _said(answer, 413, "The request body is too large.")


def test_an_upload_sent_as_json_asks_for_multipart(shop):
    api, _ = shop
    answer = api.post("/api/medias", json={"name": "Poster", "assetType": "image"})
    _said(answer, 400, "Uploads must be sent as multipart/form-data.")


def test_an_expired_licence_answers_the_renewal_text(world: World):
    user = world.add_user("late")
    world.add_client(user, expires_in_days=-1)
    answer = world.signed_in(user).post("/api/playlists", json={"playlistName": "Morning"})
    _said(answer, 403, m.LICENCE_EXPIRED)


def test_a_sixth_failed_sign_in_answers_the_wait(world: World):
    email = world.add_user("guessed").email
    guesser = world.client("192.0.2.201")
    guesser.prime_csrf()
    for _ in range(5):
        guesser.post("/api/auth/login", json={"email": email, "password": "wrong-guess"})
    answer = guesser.post("/api/auth/login", json={"email": email, "password": "wrong-guess"})
    world.forget_attempts()
    _said(answer, 429, "Too many failed sign-in attempts. Please try again in 15 minutes.")


def test_a_user_without_a_profile_is_asked_to_complete_it(world: World):
    answer = world.signed_in(world.add_user("new")).get("/api/dashboard")
    _said(answer, 409, m.PROFILE_INCOMPLETE)


def _media(api: Api, kind: str, **files: tuple[str, bytes, str]) -> Any:
    fields = {"name": "Item", "assetType": kind, "duration": "10"}
    return api.post("/api/medias", data=fields, files=files)


VIDEO = ("clip.mp4", mp4_bytes(), "video/mp4")
UPLOADS = [
    ("image", {"file": ("big.jpg", jpeg_bytes() + b"\0" * MAX_MEDIA_BYTES, "image/jpeg")}, 413,
     m.MEDIA_FILE_TOO_LARGE),
    ("video", {"file": ("big.mp4", mp4_bytes(MAX_MEDIA_BYTES + 1), "video/mp4")}, 413,
     m.MEDIA_FILE_TOO_LARGE),
    ("image", {"file": ("a.png", b"GIF89a" + b"\0" * 64, "image/png")}, 415,
     m.MEDIA_IMAGE_WRONG_TYPE),
    ("video", {"file": ("a.mp4", png_bytes(), "video/mp4")}, 415, m.MEDIA_VIDEO_WRONG_TYPE),
    ("video", {"file": VIDEO, "thumbnail": ("t.jpg", jpeg_bytes() + b"\0" * 2**21, "image/jpeg")},
     413, m.THUMBNAIL_TOO_LARGE),
    ("video", {"file": VIDEO, "thumbnail": ("t.jpg", png_bytes(), "image/jpeg")}, 415,
     m.THUMBNAIL_WRONG_TYPE),
]  # fmt: skip


@pytest.mark.parametrize(("kind", "files", "status", "text"), UPLOADS)
def test_an_upload_refused_by_size_or_content_answers_its_text(shop, kind, files, status, text):
    api, _ = shop
    _said(_media(api, kind, **files), status, text)


@pytest.mark.parametrize(
    ("content", "status", "text"),
    [(png_bytes() + b"\0" * 2**21, 413, m.LOGO_TOO_LARGE), (b"GIF89a" * 9, 415, m.LOGO_WRONG_TYPE)],
)
def test_a_logo_refused_by_size_or_content_answers_its_text(shop, content, status, text):
    api, client_id = shop
    answer = api.post(
        f"/api/clients/{client_id}/logo", files={"file": ("l.png", content, "image/png")}
    )
    _said(answer, status, text)
