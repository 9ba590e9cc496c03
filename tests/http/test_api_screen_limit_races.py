"""Issue 27 through the app on the embedded default backend (SQLite and files) and on the
Firebase emulators (their transactions isolated as Firestore's are): sixteen
POST /api/screens racing for one client never make more screens than its package's Units; the
others are 409 `screen_limit` with the spec's text. Deleting the screens makes room again."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import pytest
from tests.http.api_support import Api, World
from tests.http.screens_support import new_box
from tests.support.racing import race

ROUNDS = 3
RACERS = 16
LIMIT_THREE = (
    "Your package allows 3 screens. Choose a package with more TVs under Subscriptions to add more."
)


def _racers(world: World, package_id: str) -> list[Api]:
    user = world.add_user("rita")
    client = world.add_client(user)
    world.backend.documents.clients.save(replace(client, package_id=package_id))
    world.add_payment(client)  # past the trial's one screen
    return [world.signed_in(user) for _ in range(RACERS)]


def _claims(world: World, racers: list[Api]) -> list[object]:
    world.forget_attempts()  # the boxes all ask from one address
    codes = [new_box(world).code for _ in racers]
    posts = [
        partial(api.post, "/api/screens", json={"name": f"TV {n}", "pairingCode": code})
        for n, (api, code) in enumerate(zip(racers, codes, strict=True))
    ]
    return race(*posts)


@pytest.mark.parametrize("world", ["local", "firebase"], indirect=True)
def test_racing_pairings_never_pass_the_packages_units(world: World):
    racers = _racers(world, "pkg-standard")  # 3 TVs
    for round_ in range(ROUNDS):
        answers = _claims(world, racers)
        statuses = sorted(answer.status_code for answer in answers)
        assert statuses == [201] * 3 + [409] * (RACERS - 3), round_
        refused = {answer.json()["message"] for answer in answers if answer.status_code == 409}
        assert refused == {LIMIT_THREE}
        listed = racers[0].get("/api/screens").json()["items"]
        assert len(listed) == 3, round_
        for screen in listed:
            assert racers[0].delete(f"/api/screens/{screen['id']}").status_code == 204
