"""Issue 27 through the app on every backend (memory, the embedded SQLite one, the Firebase
emulators): the licence governs what a paired TV's manifest says. An expired licence plays
through the grace, then the TV gets its slate (no playlist) until a payment; a deactivated
client or owner is suspended at the next poll; a deleted client's TVs answer 401; a client in
trial pairs one TV whatever its package."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta
from typing import Any

from tests.http.api_support import PASSWORD, Api, World
from tests.http.firebase_world import EVERY_BACKEND
from tests.http.scene import add_media
from tests.http.screens_support import Box, new_box, pair

from signage_core.entities.clients import Client
from signage_core.entities.users import Role, User
from signage_core.validation import messages as m

pytestmark = EVERY_BACKEND
DAY = timedelta(days=1)


def _playing(world: World, expires_in_days: float = 5) -> tuple[User, Client, Api, Box]:
    """A client whose licence ends in `expires_in_days` and whose TV plays a playlist."""
    user = world.add_user("lena")
    client = world.add_client(user, expires_in_days=expires_in_days)
    api = world.signed_in(user)
    media = add_media(world, user)
    body = {"playlistName": "Shop", "mediaIds": [media.id]}
    playlist = api.post("/api/playlists", json=body).json()["id"]
    box, _ = pair(world, api, playlistId=playlist)
    return user, client, api, box


def _mode(box: Box) -> tuple[str, Any]:
    answer = box.manifest()
    assert answer.status_code == 200, answer.text
    body = answer.json()
    return body["mode"], body["reason"]


def _staff(world: World) -> Api:
    return world.signed_in(world.add_user("adam", Role.ADMIN))


def test_an_expired_licence_plays_through_the_grace_then_the_slate_until_a_payment(world):
    _, client, _, box = _playing(world, expires_in_days=1)
    world.clock.advance(DAY + 3 * DAY)  # the licence's end plus the whole grace
    assert _mode(box) == ("play", None)
    etag = box.manifest().headers["etag"]
    world.clock.advance(timedelta(minutes=1))
    answer = box.manifest(**{"If-None-Match": etag})
    assert answer.status_code == 200  # the mode changed: so did the ETag
    suspended = answer.json()
    assert (suspended["mode"], suspended["reason"], suspended["playlist"]) == (
        "suspended", "licenceEnded", None,
    )  # fmt: skip
    assert suspended["slate"]["messageKey"] == "licenceEnded"
    assert suspended["slate"]["message"] == m.SLATE_LICENCE_ENDED
    body = {"clientId": client.id, "packageId": "pkg-basic", "paymentMethod": "Cash"}
    paid = _staff(world).post("/api/payments", json={**body, "paymentReference": "R-1"})
    assert paid.status_code == 201, paid.text
    assert _mode(box) == ("play", None)


def test_a_deactivated_client_is_suspended_at_the_next_poll(world):
    _, client, _, box = _playing(world)
    staff = _staff(world)
    assert staff.put(f"/api/clients/{client.id}/status", json={"status": False}).status_code == 200
    assert _mode(box) == ("suspended", "clientDeactivated")
    assert box.manifest().json()["playlist"] is None
    staff.put(f"/api/clients/{client.id}/status", json={"status": True})
    assert _mode(box) == ("play", None)


def test_a_deactivated_owner_is_suspended_and_told_why_at_sign_in(world):
    user, _, _, box = _playing(world)
    staff = _staff(world)
    assert staff.put(f"/api/users/{user.id}/status", json={"status": False}).status_code == 200
    assert _mode(box) == ("suspended", "ownerDeactivated")
    anonymous = world.client()
    anonymous.prime_csrf()
    refused = anonymous.post("/api/auth/login", json={"email": user.email, "password": PASSWORD})
    assert refused.json()["message"] == m.ACCESS_DENIED_DEACTIVATED.format(name=user.name)


def test_a_deleted_clients_tvs_answer_401(world):
    _, client, _api, box = _playing(world)
    assert _staff(world).delete(f"/api/clients/{client.id}").status_code in (200, 204)
    assert box.manifest().status_code == 401


def test_the_licence_counts_down_to_when_the_screens_stop(world):
    _, _, api, _ = _playing(world, expires_in_days=2)
    licence = api.get("/api/licence").json()
    assert (licence["screensStopInDays"], licence["graceDays"]) == (5, 3)
    assert licence["screensSuspended"] is None
    world.clock.advance(6 * DAY)
    licence = api.get("/api/licence").json()
    assert (licence["expired"], licence["screensStopInDays"]) == (True, None)
    assert licence["screensSuspended"] == "licenceEnded"


def test_a_trial_client_pairs_one_tv_whatever_its_package(world):
    user = world.add_user("tina")
    client = world.add_client(user)
    world.backend.documents.clients.save(replace(client, package_id="pkg-premium"))
    api = world.signed_in(user)
    pair(world, api)
    listed = api.get("/api/screens").json()
    assert (listed["limit"], listed["trial"]) == (1, True)
    refused = api.post("/api/screens", json={"name": "Two", "pairingCode": new_box(world).code})
    assert (refused.status_code, refused.json()["message"]) == (409, m.SCREEN_LIMIT_TRIAL_ONE)
    world.add_payment(client)
    assert api.get("/api/screens").json()["limit"] == 10
    pair(world, api, "Two")
