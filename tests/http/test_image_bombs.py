"""Image bombs sent to every upload route: small files declaring huge dimensions are refused
from their header with the dimension message, answer a 4xx and leave nothing stored."""

from __future__ import annotations

import pytest
from tests.http.api_support import Api, World
from tests.http.scene import jpeg_bytes, mp4_bytes
from tests.support.image_bombs import jpeg_declaring, png_bomb, png_declaring
from tests.support.pages import items

from signage_core.validation import messages as m

TOO_BIG = m.MEDIA_IMAGE_TOO_BIG_DIMENSIONS
BOMBS = {
    "png-header": ("bomb.png", lambda: png_declaring(13_000, 13_000), "image/png"),
    "jpeg-header": ("bomb.jpg", lambda: jpeg_declaring(65_000, 65_000), "image/jpeg"),
    "progressive-jpeg": ("bomb.jpg", lambda: jpeg_declaring(9_000, 9_000, True), "image/jpeg"),
    "whole-png": ("bomb.png", lambda: png_bomb(7_000, 7_000), "image/png"),
    "panorama": ("wide.png", lambda: png_declaring(40_001, 1_000), "image/png"),
}


def _signed_in_client(world: World) -> tuple[Api, str]:
    user = world.add_user("bea")
    client = world.add_client(user)
    return world.signed_in(user), client.id


def _nothing_stored(world: World, api: Api, stored_before: list[str]) -> bool:
    unchanged = world.backend.blobs.paths() == stored_before
    return unchanged and items(api.get("/api/medias").json()) == []


@pytest.mark.parametrize("bomb", BOMBS.values(), ids=BOMBS.keys())
def test_an_image_bomb_sent_as_media_is_refused_and_nothing_is_stored(world: World, bomb):
    api, _ = _signed_in_client(world)
    stored_before = world.backend.blobs.paths()
    name, content, kind = bomb
    form = {"name": "Bomb", "assetType": "image"}
    answer = api.post("/api/medias", data=form, files={"file": (name, content(), kind)})
    assert (answer.status_code, answer.json()["fieldErrors"]) == (400, {"file": TOO_BIG})
    assert _nothing_stored(world, api, stored_before)


def test_an_image_bomb_sent_as_a_videos_thumbnail_is_refused_and_nothing_is_stored(world: World):
    api, _ = _signed_in_client(world)
    stored_before = world.backend.blobs.paths()
    files = {
        "file": ("clip.mp4", mp4_bytes(), "video/mp4"),
        "thumbnail": ("thumb.jpg", jpeg_declaring(65_000, 65_000), "image/jpeg"),
    }
    answer = api.post("/api/medias", data={"name": "Clip", "assetType": "video"}, files=files)
    assert (answer.status_code, answer.json()["fieldErrors"]) == (400, {"thumbnail": TOO_BIG})
    assert _nothing_stored(world, api, stored_before)


def test_an_image_of_exactly_40_megapixels_is_accepted_as_media(world: World):
    api, _ = _signed_in_client(world)
    form = {"name": "8K and more", "assetType": "image"}
    image = ("big.jpg", jpeg_declaring(8_000, 5_000), "image/jpeg")
    assert api.post("/api/medias", data=form, files={"file": image}).status_code == 201


@pytest.mark.parametrize("bomb", BOMBS.values(), ids=BOMBS.keys())
def test_an_image_bomb_sent_as_a_logo_is_refused_and_nothing_is_stored(world: World, bomb):
    api, client_id = _signed_in_client(world)
    stored_before = world.backend.blobs.paths()
    name, content, kind = bomb
    answer = api.post(f"/api/clients/{client_id}/logo", files={"file": (name, content(), kind)})
    assert (answer.status_code, answer.json()["fieldErrors"]) == (
        400,
        {"logo": m.LOGO_TOO_BIG_DIMENSIONS},
    )
    assert world.backend.blobs.paths() == stored_before
    assert api.get(f"/api/clients/{client_id}").json()["logoUrl"] == ""


def test_a_logo_within_the_spec_limits_is_still_accepted(world: World):
    api, client_id = _signed_in_client(world)
    logo = ("logo.jpg", jpeg_bytes(), "image/jpeg")
    assert api.post(f"/api/clients/{client_id}/logo", files={"file": logo}).status_code == 200
