"""On SIGNAGE_BACKEND=firebase, two server instances (each with its own Firestore, Storage and
Auth clients) share sign-ins: a session started on one is known on the other, and a logout on
either ends it on both. Nothing of a session lives in a file or one process."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from signage_adapters.memory.clock import ManualClock
from signage_http.app import create_app
from signage_http.wiring.composition import build_backend
from tests.http.api_support import Api

pytestmark = pytest.mark.slow
NOW = datetime(2025, 1, 15, tzinfo=UTC)
FORM = {"name": "Nina", "phone": "5550142", "email": "nina@example.com", "password": "nina-pass"}


def test_a_session_is_shared_by_two_instances_and_ended_on_both(firebase_settings):
    first = create_app(firebase_settings, build_backend(firebase_settings, ManualClock(NOW)))
    second = create_app(firebase_settings, build_backend(firebase_settings, ManualClock(NOW)))
    with Api(app=first) as one, Api(app=second) as other:
        one.prime_csrf()
        assert one.post("/api/auth/register", json=FORM).status_code == 201
        one.login(FORM["email"], FORM["password"])
        other.cookies.update(one.cookies)
        assert other.get("/api/auth/me").json()["user"]["email"] == FORM["email"]
        assert other.post("/api/auth/logout").status_code == 204
        assert one.get("/api/auth/me").status_code == 401


@pytest.mark.parametrize("cookie", ["a/b", "..", "x" * 2000])
def test_a_session_cookie_that_is_no_firestore_id_answers_401_not_500(firebase_settings, cookie):
    app = create_app(firebase_settings, build_backend(firebase_settings, ManualClock(NOW)))
    with Api(app=app) as api:
        api.cookies.set("signage_session", cookie)
        answer = api.get("/api/auth/me")
        assert (answer.status_code, answer.json()["code"]) == (401, "unauthenticated")
