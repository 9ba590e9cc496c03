"""A manifest's links: bound to the screen (refused once it is deleted), opening for a bounded
life, and the same all through a window, so the manifest's ETag moves only with its content
and once a window."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from tests.http.api_support import Api, World
from tests.http.firebase_world import EVERY_BACKEND
from tests.http.scene import png_bytes
from tests.http.screens_support import Box, pair
from tests.http.test_api_player import _stored_image

pytestmark = EVERY_BACKEND

WINDOW = timedelta(hours=24)
"""Half of the default life of 48 hours."""


def _screen_playing_an_image(world: World) -> tuple[Api, Box, str]:
    """A box paired to a screen playing one stored image, at the start of a link window."""
    user = world.add_user("links")
    world.add_client(user)
    api = world.signed_in(user)
    body = {"playlistName": "Shop", "mediaIds": [_stored_image(world, user)]}
    playlist_id = api.post("/api/playlists", json=body).json()["id"]
    box, screen = pair(world, api, playlistId=playlist_id)
    seconds = int(world.clock.now().timestamp()) % int(WINDOW.total_seconds())
    world.clock.advance(WINDOW - timedelta(seconds=seconds - 1))
    return api, box, screen["id"]


def _link(box: Box) -> tuple[Any, str]:
    answer = box.manifest()
    assert answer.status_code == 200, answer.text
    return answer, answer.json()["playlist"]["items"][0]["url"]


def test_a_link_is_the_same_all_through_its_window_and_so_is_the_etag(world: World):
    _, box, _ = _screen_playing_an_image(world)
    first, link = _link(box)
    world.clock.advance(WINDOW - timedelta(seconds=2))
    again, same = _link(box)
    assert (same, again.headers["etag"]) == (link, first.headers["etag"])
    unchanged = box.manifest(**{"If-None-Match": first.headers["etag"]})
    assert unchanged.status_code == 304


def test_a_new_window_brings_a_new_link_and_etag_and_the_old_link_still_opens(world: World):
    _, box, _ = _screen_playing_an_image(world)
    first, link = _link(box)
    world.clock.advance(WINDOW)
    turned = box.manifest(**{"If-None-Match": first.headers["etag"]})
    assert turned.status_code == 200
    assert turned.headers["etag"] != first.headers["etag"]
    fresh = turned.json()["playlist"]["items"][0]["url"]
    assert fresh != link
    assert fresh.partition("?")[0] == link.partition("?")[0]
    for url in (link, fresh):
        opened = world.client().get(url)
        assert (opened.status_code, opened.content) == (200, png_bytes())


def test_a_link_stops_opening_at_the_end_of_its_life(world: World):
    _, box, _ = _screen_playing_an_image(world)
    _, link = _link(box)
    world.clock.advance(2 * WINDOW - timedelta(seconds=2))
    assert world.client().get(link).status_code == 200
    world.clock.advance(timedelta(seconds=2))
    refused = world.client().get(link)
    assert refused.status_code == 403
    assert refused.json()["message"] == "This file link is invalid or has expired."


def test_a_link_stops_opening_once_its_screen_is_deleted(world: World):
    api, box, screen_id = _screen_playing_an_image(world)
    _, link = _link(box)
    assert world.client().get(link).status_code == 200
    assert api.delete(f"/api/screens/{screen_id}").status_code == 204
    assert world.client().get(link).status_code == 403


def test_a_link_moved_to_another_screen_or_tampered_with_is_refused(world: World):
    _, box, screen_id = _screen_playing_an_image(world)
    _, link = _link(box)
    other_screen = link.replace(f"/{screen_id}/", "/another-screen/")
    signature = link.rpartition("=")[2]
    tampered = link.replace(signature, signature[::-1])
    extended = link.replace("expires=", "expires=9")
    for url in (other_screen, tampered, extended, link + "&more=1", link.partition("?")[0]):
        answer = world.client().get(url)
        assert answer.status_code == 403, url
        assert "set-cookie" not in answer.headers
