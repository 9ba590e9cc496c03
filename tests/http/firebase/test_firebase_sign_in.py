"""Issue 22: an account disabled in Firebase Auth whose users document is active once signed in
with any password (Firebase answers USER_DISABLED before it checks the password, and the portal
took that answer as proof). Tried here as an attacker would, on the Auth emulator: the disabled
account is refused exactly as a wrong password is, and no session is opened."""

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


def _sign_in(api: Api, password: str) -> tuple[int, object]:
    answer = api.post("/api/auth/login", json={"email": FORM["email"], "password": password})
    return answer.status_code, answer.json()


def test_a_disabled_firebase_account_is_refused_as_a_wrong_password(firebase_settings):
    backend = build_backend(firebase_settings, ManualClock(NOW))
    app = create_app(firebase_settings, backend)
    with Api(app=app) as api:
        api.prime_csrf()
        assert api.post("/api/auth/register", json=FORM).status_code == 201
        wrong = _sign_in(api, "not-her-password")
        backend.identity.set_disabled(backend.identity.find_uid(FORM["email"]), True)
        for password in (FORM["password"], "any password at all", "not-her-password"):
            assert _sign_in(api, password) == wrong
            assert "signage_session" not in api.cookies
            assert api.get("/api/auth/me").status_code == 401
    assert wrong[0] == 401
