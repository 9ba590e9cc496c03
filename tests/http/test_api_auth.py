"""Registration, sign-in, the session cookie, logout and passwords."""

from __future__ import annotations

import re
from dataclasses import replace

from tests.http.api_support import PASSWORD, World

from signage_core.entities.logs import LogAction
from signage_core.entities.users import Role
from signage_core.validation import messages as m


def _login(world: World, email: str, password: str = PASSWORD, **extra: object):
    api = world.client()
    api.prime_csrf()
    body = {"email": email, "password": password, **extra}
    return api, api.post("/api/auth/login", json=body)


def test_register_creates_an_active_client_user(world: World, anonymous):
    ann = world.email("ann")
    body = {"name": "Ann Smith", "phone": "5551234", "email": ann, "password": "abc123"}
    answer = anonymous.post("/api/auth/register", json=body)
    assert answer.status_code == 201
    user = answer.json()
    assert (user["role"], user["status"], user["email"]) == ("Client", True, ann)
    assert "password" not in user


def test_register_answers_each_field_message(anonymous):
    answer = anonymous.post("/api/auth/register", json={})
    assert answer.status_code == 400
    body = answer.json()
    assert body["code"] == "validation"
    assert body["fieldErrors"] == {
        "name": m.NAME_REQUIRED,
        "phone": m.PHONE_REQUIRED,
        "email": m.EMAIL_REQUIRED,
        "password": m.PASSWORD_REQUIRED,
    }


def test_register_with_an_email_in_use_is_a_conflict(world: World, anonymous):
    ann = world.add_user("ann")
    body = {"name": "Ann Two", "phone": "555", "email": ann.email, "password": "abc123"}
    answer = anonymous.post("/api/auth/register", json=body)
    assert answer.status_code == 409
    assert answer.json()["message"] == m.EMAIL_IN_USE


def test_login_answers_the_user_and_sets_an_httponly_lax_session_cookie(world: World):
    ann = world.add_user("ann")
    _, answer = _login(world, ann.email)
    assert answer.status_code == 200
    body = answer.json()
    assert body["user"]["email"] == ann.email
    assert body["profileComplete"] is False
    assert body["loginLogId"]
    cookies = answer.headers.get_list("set-cookie")
    cookie = next(c for c in cookies if c.startswith("signage_session=")).lower()
    assert "httponly" in cookie
    assert "samesite=lax" in cookie
    assert "secure" not in cookie


def test_login_of_a_client_with_a_profile_answers_its_client_and_licence(world: World):
    user = world.add_user("ann")
    client = world.add_client(user, expires_in_days=3)
    _, answer = _login(world, user.email)
    body = answer.json()
    assert body["client"]["id"] == client.id
    assert body["profileComplete"] is True
    assert body["licence"] == {
        "expired": False,
        "trial": True,
        "daysLeft": 3,
        "expireDate": "2025-01-18T12:00:00Z",
    }


def test_login_refusals_carry_the_spec_messages(world: World):
    zed = world.email("zed")
    ann = world.add_user("ann")
    bob = world.add_user("bob", status=False)
    wrong = _login(world, ann.email, "wrong-password")[1]
    assert (wrong.status_code, wrong.json()["message"]) == (401, m.LOGIN_FAILED)
    unknown = _login(world, zed)[1]
    expected = m.ACCESS_DENIED_UNREGISTERED.format(email=zed)
    assert (unknown.status_code, unknown.json()["code"]) == (403, "access_denied")
    assert unknown.json()["message"] == expected
    inactive = _login(world, bob.email)[1]
    assert inactive.json()["message"] == m.ACCESS_DENIED_DEACTIVATED.format(name="Bob")


def test_login_with_bad_fields_answers_the_field_messages(world: World):
    answer = _login(world, "not-an-email", "")[1]
    assert answer.status_code == 400
    assert answer.json()["fieldErrors"] == {
        "email": m.EMAIL_INVALID,
        "password": m.PASSWORD_REQUIRED,
    }


def test_login_records_the_location_in_the_log(world: World):
    user = world.add_user("ann")
    where = {"latitude": 40.5, "longitude": -3.25, "accuracy": 12}
    body = _login(world, user.email, location=where)[1].json()
    entry = world.backend.documents.user_logs.get(body["loginLogId"])
    assert entry.user_id == user.id
    assert (entry.location.latitude, entry.location_status.value) == (40.5, "success")


def test_login_issues_a_new_session_id_even_over_an_existing_cookie(world: World):
    ann = world.add_user("ann")
    api, _ = _login(world, ann.email)
    old = api.cookies.get("signage_session")
    second = api.post("/api/auth/login", json={"email": ann.email, "password": PASSWORD})
    assert second.status_code == 200
    assert api.cookies.get("signage_session") not in (None, old)
    stale = world.client()
    stale.cookies.set("signage_session", old)
    assert stale.get("/api/auth/me").status_code == 401


def test_anonymous_requests_get_no_session_cookie(anonymous):
    answer = anonymous.get("/api/config")
    assert "signage_session" not in answer.headers.get("set-cookie", "")


def test_me_needs_a_session(world: World):
    answer = world.client().get("/api/auth/me")
    assert answer.status_code == 401
    assert answer.json()["code"] == "unauthenticated"


def test_me_answers_the_signed_in_user(world: World):
    ann = world.add_user("ann")
    body = world.signed_in(ann.email).get("/api/auth/me").json()
    assert body["user"]["email"] == ann.email
    assert body["client"] is None
    assert body["profileComplete"] is False


def test_logout_ends_the_session_and_closes_the_login_entry(world: World, clock):
    from datetime import timedelta

    ann = world.add_user("ann")
    api, login = _login(world, ann.email)
    clock.advance(timedelta(seconds=90))
    assert api.post("/api/auth/logout").status_code == 204
    assert api.get("/api/auth/me").status_code == 401
    entry = world.backend.documents.user_logs.get(login.json()["loginLogId"])
    assert (entry.action, entry.user_status, entry.session_duration) == (
        LogAction.USER_LOGIN,
        "offline",
        90,
    )


def test_deactivating_a_user_ends_their_session_at_the_next_request(world: World):
    user = world.add_user("ann")
    api = world.signed_in(user.email)
    world.backend.documents.users.save(replace(user, status=False))
    assert api.get("/api/auth/me").status_code == 401
    world.backend.documents.users.save(user)
    assert api.get("/api/auth/me").status_code == 401


def test_deleting_a_user_ends_their_session(world: World):
    user = world.add_user("ann")
    api = world.signed_in(user.email)
    world.backend.documents.users.delete(user.id)
    assert api.get("/api/auth/me").status_code == 401


def test_password_reset_mails_a_link_whose_token_sets_a_new_password(world: World, anonymous):
    ann = world.add_user("ann")
    answer = anonymous.post("/api/auth/password-reset", json={"email": ann.email})
    assert (answer.status_code, answer.json()) == (202, {"message": m.PASSWORD_RESET_SENT})
    [mail] = world.backend.mailer.sent_to(ann.email)
    link = re.search(r"http\S+/client/login\?resetToken=(\S+)", mail.body)
    assert link is not None
    body = {"token": link.group(1), "newPassword": "brand-new-1"}
    assert anonymous.post("/api/auth/password-reset/confirm", json=body).status_code == 204
    world.signed_in(ann.email, "brand-new-1")


def test_password_reset_for_an_unknown_email_answers_the_same(world: World, anonymous):
    zed = world.email("zed")
    answer = anonymous.post("/api/auth/password-reset", json={"email": zed})
    assert (answer.status_code, answer.json()["message"]) == (202, m.PASSWORD_RESET_SENT)
    assert world.backend.mailer.sent_to(zed) == []


def test_a_used_reset_token_is_refused(anonymous):
    body = {"token": "made-up", "newPassword": "brand-new-1"}
    answer = anonymous.post("/api/auth/password-reset/confirm", json=body)
    assert answer.status_code == 401


def test_change_password_needs_the_current_one(world: World):
    ann = world.add_user("ann")
    api = world.signed_in(ann.email)
    wrong = {"currentPassword": "nope-nope", "newPassword": "brand-new-1"}
    refused = api.post("/api/auth/change-password", json=wrong)
    assert (refused.status_code, refused.json()["message"]) == (401, m.ADMIN_PASSWORD_INCORRECT)
    right = {"currentPassword": PASSWORD, "newPassword": "brand-new-1"}
    assert api.post("/api/auth/change-password", json=right).status_code == 204
    world.signed_in(ann.email, "brand-new-1")


def test_staff_login_is_profile_complete_without_a_client(world: World):
    sue = world.add_user("sue", Role.SUPERVISOR)
    body = world.signed_in(sue.email).get("/api/auth/me").json()
    assert body["profileComplete"] is True


def test_the_session_route_answers_null_for_nobody_and_the_session_when_signed_in(world: World):
    anonymous = world.client()
    answer = anonymous.get("/api/auth/session")
    assert (answer.status_code, answer.json()) == (200, {"session": None})
    user = world.add_user("tess")
    signed_in = world.signed_in(user)
    session = signed_in.get("/api/auth/session").json()["session"]
    assert session == signed_in.get("/api/auth/me").json()
    assert session["user"]["email"] == user.email
