"""CSRF on every state-changing request, and passwords never in a response or a log."""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest
from tests.http.api_support import PASSWORD, World
from tests.http.asgi_direct import post

from signage_core.entities.users import Role


def test_a_write_without_the_csrf_header_is_refused(world: World):
    api = world.client()
    api.prime_csrf()
    token = api.cookies.get("csrftoken")
    assert token
    answer = api.post(
        "/api/auth/login",
        json={"email": "x@example.com", "password": "x"},
        headers={"X-CSRFToken": ""},
    )
    assert (answer.status_code, answer.json()["code"]) == (403, "csrf_failed")


def test_a_write_with_a_forged_csrf_token_is_refused(world: World):
    user = world.add_user("victim")
    api = world.signed_in(user)
    answer = api.post("/api/auth/logout", headers={"X-CSRFToken": "forged"})
    assert (answer.status_code, answer.json()["code"]) == (403, "csrf_failed")
    assert api.get("/api/auth/me").status_code == 200


def test_a_write_without_the_csrf_cookie_is_refused(world: World):
    user = world.add_user("victim")
    api = world.signed_in(user)
    token = api.cookies.get("csrftoken")
    api.cookies.delete("csrftoken")
    answer = api.post("/api/auth/logout", headers={"X-CSRFToken": token})
    assert answer.status_code == 403


def test_a_token_not_signed_with_the_portals_key_is_refused_even_when_both_match(world: World):
    """A cookie planted by another site of the domain, echoed in the header, is not enough."""
    user = world.add_user("victim")
    api = world.signed_in(user)
    planted = "a" * 64 + "b" * 64
    api.cookies.delete("csrftoken")
    api.cookies.set("csrftoken", planted)
    answer = api.post("/api/auth/logout", headers={"X-CSRFToken": planted})
    assert (answer.status_code, answer.json()["code"]) == (403, "csrf_failed")
    assert api.get("/api/auth/me").status_code == 200


def test_another_visitors_valid_token_does_not_pass_for_this_cookie(world: World):
    user = world.add_user("victim")
    api, stranger = world.signed_in(user), world.client()
    stranger.prime_csrf()
    their_token = stranger.cookies["csrftoken"]
    assert their_token != api.cookies["csrftoken"]
    answer = api.post("/api/auth/logout", headers={"X-CSRFToken": their_token})
    assert answer.status_code == 403


def test_a_read_sets_the_token_cookie_only_when_the_browser_has_none(world: World):
    api = world.client()
    first = api.get("/api/config")
    assert "csrftoken=" in first.headers["set-cookie"]
    assert "set-cookie" not in api.get("/api/config").headers


def test_an_upload_without_the_header_is_refused_before_its_body_is_read(world: World):
    consumed: list[bytes] = []

    def body() -> Iterator[bytes]:
        for chunk in (b"--b\r\n", b"x" * 1024):
            consumed.append(chunk)
            yield chunk

    headers = {"content-type": "multipart/form-data; boundary=b"}
    assert post(world.app, "/api/medias", headers, body()) == 403
    assert consumed == []


@pytest.fixture
def all_logs(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    caplog.set_level(logging.DEBUG)
    return caplog


def test_passwords_never_appear_in_responses_or_logs(world: World, all_logs):
    secrets = ("First-Secret-1", "Second-Secret-2", "Admin-Made-3", PASSWORD)
    anonymous = world.client()
    anonymous.prime_csrf()
    email = world.email("careful")
    answers = [
        anonymous.post(
            "/api/auth/register",
            json={"name": "Care Ful", "phone": "555", "email": email, "password": secrets[0]},
        ),
        anonymous.post("/api/auth/login", json={"email": email, "password": "wrong-guess"}),
        anonymous.post("/api/auth/login", json={"email": email, "password": secrets[0]}),
        anonymous.post(
            "/api/auth/change-password",
            json={"currentPassword": secrets[0], "newPassword": secrets[1]},
        ),
        anonymous.get("/api/auth/me"),
    ]
    admin = world.signed_in(world.add_user("boss", Role.ADMIN))
    body = {"name": "Made", "phone": "1", "email": world.email("made"), "role": "Client"}
    answers.append(
        admin.post("/api/users", json={**body, "password": secrets[2], "adminPassword": PASSWORD})
    )
    answers.append(admin.post("/api/users", json={**body, "password": "x", "adminPassword": "y"}))
    texts = [answer.text + str(answer.headers) for answer in answers] + [all_logs.text]
    assert [a.status_code for a in answers] == [201, 401, 200, 204, 200, 201, 400]
    for secret in (*secrets, "wrong-guess"):
        assert not any(secret in text for text in texts), secret


def test_local_sessions_live_on_the_server_across_restarts(tmp_path):
    from tests.http.api_support import local_world_at

    first = local_world_at(tmp_path)
    user = first.add_user("keeper")
    api = first.signed_in(user)
    restarted = local_world_at(tmp_path)
    again = restarted.client()
    again.cookies.update(api.cookies)
    assert again.get("/api/auth/me").json()["user"]["id"] == user.id
    assert (
        again.post(
            "/api/auth/logout", headers={"X-CSRFToken": api.cookies["csrftoken"]}
        ).status_code
        == 204
    )
    stale = first.client()
    stale.cookies.update(api.cookies)
    assert stale.get("/api/auth/me").status_code == 401


@pytest.mark.parametrize("cookie", ["../../etc", "x" * 2000, "A" * 64, "g" * 64, "null", "%00"])
def test_a_session_cookie_the_portal_never_issued_is_expired_and_reads_nothing(
    world: World, cookie: str
):
    api = world.client()
    api.cookies.set("signage_session", cookie)
    answer = api.get("/api/auth/me")
    assert (answer.status_code, answer.json()["code"]) == (401, "unauthenticated")
    expired = "signage_session=null" in answer.headers.get("set-cookie", "")
    assert expired is (cookie != "null")
