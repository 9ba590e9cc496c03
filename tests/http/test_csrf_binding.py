"""The CSRF token is bound to the session, tried as an attacker would: a token is refused with
the portal's 403 text in any session but the one it was made for, and every sign-in and
sign-out hands the browser a new one."""

from __future__ import annotations

from typing import Any

from signage_http.auth.session_cookies import SESSION_COOKIE
from signage_http.request_path.errors import CSRF_FAILED
from tests.http.api_support import PASSWORD, Api, World

LOGOUT = "/api/auth/logout"
NEW_PASSWORD = "another-pass-2"
HOST = "testserver.local"


def _plant(api: Api, name: str, value: str) -> None:
    """The browser holds `value` as cookie `name` (in place of the server's)."""
    api.cookies.delete(name)
    api.cookies.set(name, value, domain=HOST)


def _with_token(api: Api, token: str) -> Any:
    """A sign-out sent with `token` as both the cookie and the header (a double submit that
    matches: only the binding can refuse it)."""
    _plant(api, "csrftoken", token)
    return api.post(LOGOUT, headers={"X-CSRFToken": token})


def _refused(answer: Any) -> bool:
    return (answer.status_code, answer.json()) == (
        403,
        {"code": "csrf_failed", "message": CSRF_FAILED, "fieldErrors": {}},
    )


def test_a_token_of_another_signed_in_session_is_refused(world: World):
    victim = world.signed_in(world.add_user("victim"))
    attacker = world.signed_in(world.add_user("attacker"))
    assert _refused(_with_token(victim, attacker.cookies["csrftoken"]))
    assert victim.get("/api/auth/me").status_code == 200


def test_a_token_of_the_same_users_other_session_is_refused(world: World):
    user = world.add_user("twice")
    laptop, phone = world.signed_in(user), world.signed_in(user)
    assert _refused(_with_token(laptop, phone.cookies["csrftoken"]))
    assert laptop.get("/api/auth/me").status_code == 200


def test_a_token_from_before_sign_in_is_refused_after_it(world: World):
    user = world.add_user("early")
    api = world.client()
    api.prime_csrf()
    before = api.cookies["csrftoken"]
    api.login(user.email)
    after = api.cookies["csrftoken"]
    assert after != before
    assert _refused(_with_token(api, before))
    assert _with_token(api, after).status_code == 204


def test_an_anonymous_visitors_token_does_not_sign_in_a_session(world: World):
    stranger = world.client()
    stranger.prime_csrf()
    victim = world.signed_in(world.add_user("victim"))
    assert _refused(_with_token(victim, stranger.cookies["csrftoken"]))


def test_a_token_of_a_signed_out_session_is_refused(world: World):
    api = world.signed_in(world.add_user("leaver"))
    old_token, old_session = api.cookies["csrftoken"], api.cookies[SESSION_COOKIE]
    assert api.post(LOGOUT).status_code == 204
    assert api.cookies["csrftoken"] != old_token
    assert _refused(_with_token(api, old_token))
    _plant(api, SESSION_COOKIE, old_session)  # the ended session's cookie, replayed
    replayed = _with_token(api, old_token)
    assert (replayed.status_code, replayed.json()["code"]) == (401, "unauthenticated")


def test_a_change_of_password_hands_over_a_token_for_the_new_session(world: World):
    user = world.add_user("changer")
    api = world.signed_in(user)
    old_token = api.cookies["csrftoken"]
    body = {"currentPassword": PASSWORD, "newPassword": NEW_PASSWORD}
    assert api.post("/api/auth/change-password", json=body).status_code == 204
    assert _refused(_with_token(api, old_token))
    api.login(user.email, NEW_PASSWORD)
    assert api.post(LOGOUT).status_code == 204


def test_a_read_replaces_a_token_that_is_not_for_this_session(world: World):
    api = world.signed_in(world.add_user("reader"))
    _plant(api, "csrftoken", world.signed_in(world.add_user("other")).cookies["csrftoken"])
    answer = api.get("/api/auth/me")
    assert "csrftoken=" in answer.headers["set-cookie"]
    assert api.post(LOGOUT).status_code == 204


def test_a_kept_answer_carries_no_other_sessions_token(world: World):
    """/api/auth/me is kept ready to send while its value is the same: the token each reader
    gets is made for its own session, as the answer goes out."""
    user = world.add_user("kept")
    first, second = world.signed_in(user), world.signed_in(user)
    tokens = []
    for api in (first, second, first):
        api.cookies.delete("csrftoken")
        answer = api.get("/api/auth/me")
        tokens.append(api.cookies["csrftoken"])
        assert answer.headers["set-cookie"].count("csrftoken=") == 1
    assert len(set(tokens)) == 3
    assert _refused(_with_token(first, tokens[1]))
    assert _with_token(second, tokens[1]).status_code == 204
