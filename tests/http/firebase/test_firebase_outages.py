"""Issue 28: with Firestore, Cloud Storage and Firebase Auth unreachable or silent, every
route answers 503 with a clear message within the deadline (here 1 s), the sign-in and the
player's manifest included, instead of a generic 500 after minutes."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest
from signage_http.app import create_app
from signage_http.cli import main
from signage_http.wiring.composition import build_backend
from signage_http.wiring.settings import settings_from_env
from tests.http.api_support import PASSWORD, Api
from tests.http.firebase.conftest import firebase_env
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
DEADLINE_SETTING = "SIGNAGE_FIREBASE_DEADLINE_SECONDS"
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


def _outage_env(emulators, tmp_path, monkeypatch) -> dict[str, str]:
    env = firebase_env(emulators, tmp_path / "data") | {DEADLINE_SETTING: str(DEADLINE)}
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    return env


def test_a_portal_started_during_an_outage_answers_its_first_request_within_the_deadline(
    faults, emulators, tmp_path, monkeypatch
):
    faults.switch_all(Mode.HANG)
    settings = settings_from_env(_outage_env(emulators, tmp_path, monkeypatch))
    backend = build_backend(settings)
    app = create_app(settings, backend)
    started = time.monotonic()
    with Api(app=app) as api:  # its start-up reads Firestore
        assert time.monotonic() - started < BOUND
        api.prime_csrf()
        sign_in = {"email": "a@example.com", "password": "pw"}
        status, message, seconds = _timed(lambda: api.post("/api/auth/login", json=sign_in))
        assert (status, message) == (503, m.BACKEND_UNAVAILABLE)
        assert seconds < BOUND
        faults.switch_all(Mode.PASS)
        assert api.post("/api/auth/login", json=sign_in).status_code == 403  # no such user


def test_a_command_run_during_an_outage_stops_with_one_line_within_the_deadline(
    faults, emulators, tmp_path, monkeypatch, capsys
):
    _outage_env(emulators, tmp_path, monkeypatch)
    faults.firestore.switch(Mode.DROP)
    started = time.monotonic()
    assert main(["seed"]) == 1
    assert time.monotonic() - started < BOUND
    assert capsys.readouterr().err == f"signage: {m.BACKEND_UNAVAILABLE}\n"
