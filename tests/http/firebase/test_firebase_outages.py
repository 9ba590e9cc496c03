"""Issue 28: with Firestore, Cloud Storage and Firebase Auth unreachable or silent, every
route answers 503 with a clear message within the deadline (here 1 s), the sign-in and the
player's manifest included, instead of a generic 500 after minutes."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest
from tests.http.api_support import PASSWORD
from tests.http.firebase.outage_world import (
    DEADLINE,
    IMAGE,
    OutageScene,
    image_file,
    outage_scene_fixture,  # noqa: F401 (the outage_scene fixture)
)
from tests.support.fault_proxy import Mode

from signage_core.validation import messages as m

pytestmark = pytest.mark.slow
BOUND = 3 * DEADLINE
"""A behaviour bound, not a benchmark: an answer long before the old 38-300 s."""


def _requests(scene: OutageScene) -> dict[str, Callable[[], Any]]:
    anonymous = scene.world.client()
    anonymous.prime_csrf()
    sign_in = {"email": scene.email, "password": PASSWORD}
    return {
        "sign-in": lambda: anonymous.post("/api/auth/login", json=sign_in),
        "media list": lambda: scene.owner.get("/api/medias"),
        "upload": lambda: scene.owner.post("/api/medias", data=IMAGE, files=image_file()),
        "manifest": scene.box.manifest,
        "dashboard": lambda: scene.owner.get("/api/dashboard"),
    }


def _timed(request: Callable[[], Any]) -> tuple[int, str, float]:
    started = time.monotonic()
    answer = request()
    return answer.status_code, answer.json().get("message"), time.monotonic() - started


@pytest.mark.parametrize("mode", [Mode.HANG, Mode.DROP, Mode.RESET])
def test_every_route_answers_503_within_the_deadline_while_firebase_is_out(
    outage_scene: OutageScene, faults, mode: Mode
):
    requests = _requests(outage_scene)
    faults.switch_all(mode)
    answers = {name: _timed(request) for name, request in requests.items()}
    for name, (status, message, seconds) in answers.items():
        assert (status, message) == (503, m.BACKEND_UNAVAILABLE), (name, answers)
        assert seconds < BOUND, (name, answers)


@pytest.mark.parametrize(
    ("service", "route"), [("auth", "sign-in"), ("storage", "upload"), ("firestore", "manifest")]
)
def test_one_service_out_is_enough_for_a_503_within_the_deadline(
    outage_scene: OutageScene, faults, service: str, route: str
):
    request = _requests(outage_scene)[route]
    getattr(faults, service).switch(Mode.HANG)
    status, message, seconds = _timed(request)
    assert (status, message) == (503, m.BACKEND_UNAVAILABLE)
    assert seconds < BOUND
