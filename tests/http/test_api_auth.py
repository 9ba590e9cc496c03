"""Registration, sign-in, the session cookie, logout and passwords."""

from __future__ import annotations

from tests.http.api_support import PASSWORD, World

from signage_core.entities.users import Role
from signage_core.validation import messages as m


def test_login_answers_the_user_and_sets_an_httponly_lax_session_cookie(world: World):
    world.add_user("ann@example.com")
    api = world.client()
    api.prime_csrf()
    answer = api.post("/api/auth/login", json={"email": "ann@example.com", "password": PASSWORD})
    assert answer.status_code == 200
    body = answer.json()
    assert body["user"]["email"] == "ann@example.com"
    assert body["profileComplete"] is False
    cookie = answer.headers["set-cookie"].lower()
    assert "signage_session=" in cookie
    assert "httponly" in cookie
    assert "samesite=lax" in cookie


def test_me_needs_a_session(world: World):
    api = world.client()
    answer = api.get("/api/auth/me")
    assert answer.status_code == 401
    assert answer.json()["code"] == "unauthenticated"


def test_me_answers_the_signed_in_user(world: World):
    world.add_user("ann@example.com")
    api = world.signed_in("ann@example.com")
    body = api.get("/api/auth/me").json()
    assert body["user"]["email"] == "ann@example.com"
    assert body["client"] is None


def test_wrong_password_is_refused_with_the_spec_message(world: World):
    world.add_user("ann@example.com")
    api = world.client()
    api.prime_csrf()
    answer = api.post("/api/auth/login", json={"email": "ann@example.com", "password": "nope!!"})
    assert answer.status_code == 401
    assert answer.json()["message"] == m.LOGIN_FAILED


def test_logout_ends_the_session(world: World):
    world.add_user("ann@example.com")
    api = world.signed_in("ann@example.com")
    assert api.post("/api/auth/logout").status_code == 204
    assert api.get("/api/auth/me").status_code == 401


def test_deactivating_a_user_ends_their_session_at_the_next_request(world: World):
    user = world.add_user("ann@example.com", Role.CLIENT)
    api = world.signed_in("ann@example.com")
    from dataclasses import replace

    world.backend.documents.users.save(replace(user, status=False))
    assert api.get("/api/auth/me").status_code == 401
