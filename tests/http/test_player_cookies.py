"""The TV box's answers carry no cookie: it never uses one (no CSRF token, no session)."""

from __future__ import annotations

from typing import Any

from tests.http.api_support import World
from tests.http.screens_support import Box, new_box, pair


def _no_cookie(answer: Any, status: int) -> None:
    assert answer.status_code == status, answer.text
    assert "set-cookie" not in answer.headers


def test_no_pairing_answer_sets_a_cookie(world: World):
    box = new_box(world)
    _no_cookie(box.api.post("/api/player/pairings"), 201)
    _no_cookie(box.poll(), 200)
    _no_cookie(box.poll("wrong-token"), 404)


def test_no_manifest_answer_sets_a_cookie(world: World):
    user = world.add_user("tv-cookies")
    world.add_client(user)
    box, _ = pair(world, world.signed_in(user))
    first = box.manifest()
    _no_cookie(first, 200)
    _no_cookie(box.manifest(**{"If-None-Match": first.headers["etag"]}), 304)
    _no_cookie(Box(world.client(), device_token="x.y").manifest(), 401)


def test_a_box_sending_stale_cookies_gets_none_back(world: World):
    box = new_box(world)
    box.api.cookies.set("csrftoken", "stale")
    box.api.cookies.set("signage_session", "stale")
    _no_cookie(box.poll(), 200)
