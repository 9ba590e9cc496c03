"""Pairing codes tried as an attacker tries them over HTTP (issue 27): wrong codes are 429
`too_many_attempts` with Retry-After past the client's limit, the right code included, and
a TV's grouped code is accepted as it is shown."""

from __future__ import annotations

from datetime import timedelta

from tests.core.usecases.test_pairing_guess_usecases import wrong_code
from tests.http.api_support import Api, World
from tests.http.firebase_world import FIREBASE_TOO
from tests.http.screens_support import new_box

from signage_core import limits

pytestmark = FIREBASE_TOO
SHOP, ELSEWHERE = "198.51.100.7", "203.0.113.9"


def _client(world: World, handle: str, address: str = SHOP) -> Api:
    user = world.add_user(handle)
    world.add_client(user)
    return world.signed_in(user).from_address(address)


def _guess(api: Api, count: int) -> None:
    for number in range(count):
        answer = api.post("/api/screens", json={"name": "TV", "pairingCode": wrong_code(number)})
        assert answer.status_code == 400, answer.text
        assert answer.json()["fieldErrors"] == {
            "pairingCode": "This pairing code is not valid or has expired."
        }


def test_a_guessing_client_is_429_even_with_the_right_code(world: World):
    mallory = _client(world, "mallory")
    _guess(mallory, limits.PAIRING_CLAIM_FAILURES_PER_CLIENT)
    box = new_box(world)
    answer = mallory.post("/api/screens", json={"name": "TV", "pairingCode": box.code})
    assert answer.status_code == 429
    assert answer.headers["retry-after"] == "900"
    assert answer.json() == {
        "code": "too_many_attempts",
        "message": "Too many wrong pairing codes. Please try again in 15 minutes.",
        "fieldErrors": {},
    }
    assert box.poll().json() == {"status": "waiting"}


def test_the_client_pairs_again_once_the_window_has_passed(world: World):
    sam = _client(world, "sam")
    _guess(sam, limits.PAIRING_CLAIM_FAILURES_PER_CLIENT)
    world.clock.advance(limits.PAIRING_CLAIM_WINDOW + timedelta(seconds=1))
    box = new_box(world)
    answer = sam.post("/api/screens", json={"name": "TV", "pairingCode": box.code})
    assert answer.status_code == 201, answer.text


def test_another_client_at_the_address_pairs_until_the_address_limit(world: World):
    per_client = limits.PAIRING_CLAIM_FAILURES_PER_CLIENT
    for number in range(limits.PAIRING_CLAIM_FAILURES_PER_ADDRESS // per_client):
        _guess(_client(world, f"guesser{number}"), per_client)
    ann, ann_elsewhere = _client(world, "ann"), _client(world, "ann2", ELSEWHERE)
    box = new_box(world)
    refused = ann.post("/api/screens", json={"name": "TV", "pairingCode": box.code})
    assert refused.status_code == 429
    paired = ann_elsewhere.post("/api/screens", json={"name": "TV", "pairingCode": box.code})
    assert paired.status_code == 201, paired.text


def test_a_code_of_another_shape_answers_the_forms_text(world: World):
    sam = _client(world, "sam")
    answer = sam.post("/api/screens", json={"name": "TV", "pairingCode": "K7QX2M"})
    assert answer.status_code == 400
    assert answer.json()["fieldErrors"] == {
        "pairingCode": "The pairing code has 8 letters or digits."
    }


def test_the_code_is_accepted_as_the_tv_shows_it(world: World):
    sam = _client(world, "sam")
    box = new_box(world)
    shown = f"{box.code[:4]}-{box.code[4:]}".lower()
    answer = sam.post("/api/screens", json={"name": "TV", "pairingCode": f" {shown} "})
    assert answer.status_code == 201, answer.text
