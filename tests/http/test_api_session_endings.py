"""Which events end a user's other sessions over HTTP: a change of password (the session that
changed it goes on under a new id), a reset, and an admin's deactivation, deletion or change
of role. On the memory backend and on Firebase."""

from __future__ import annotations

import re

from tests.http.api_support import PASSWORD, Api, World
from tests.http.firebase_world import FIREBASE_TOO

from signage_core.entities.users import Role

pytestmark = FIREBASE_TOO
NEW_PASSWORD = "brand-new-1"
CHANGE = "/api/auth/change-password"


def session_id(api: Api) -> str:
    return str(api.cookies.get("signage_session"))


def me(api: Api) -> int:
    return int(api.get("/api/auth/me").status_code)


def test_changing_the_password_ends_the_other_session_and_renews_this_ones_id(world: World):
    ann = world.add_user("ann")
    laptop, phone = world.signed_in(ann), world.signed_in(ann)
    before = session_id(laptop)
    body = {"currentPassword": PASSWORD, "newPassword": NEW_PASSWORD}
    answer = laptop.post(CHANGE, json=body)
    assert answer.status_code == 204
    assert "signage_session=" in answer.headers["set-cookie"]
    assert session_id(laptop) not in {before, "null", ""}
    assert me(phone) == 401
    assert me(laptop) == 200
    assert me(laptop) == 200


def test_the_old_session_id_is_dead_after_a_change_of_password(world: World):
    ann = world.add_user("ann")
    laptop = world.signed_in(ann)
    stolen = world.client()
    stolen.cookies.update(laptop.cookies)
    body = {"currentPassword": PASSWORD, "newPassword": NEW_PASSWORD}
    assert laptop.post(CHANGE, json=body).status_code == 204
    assert me(stolen) == 401
    assert me(laptop) == 200


def test_a_refused_change_of_password_ends_nothing(world: World):
    ann = world.add_user("ann")
    laptop, phone = world.signed_in(ann), world.signed_in(ann)
    before = session_id(laptop)
    body = {"currentPassword": "wrong-guess", "newPassword": NEW_PASSWORD}
    assert laptop.post(CHANGE, json=body).status_code == 401
    assert (me(laptop), me(phone), session_id(laptop)) == (200, 200, before)


def test_a_password_reset_ends_every_session(world: World, anonymous):
    ann = world.add_user("ann")
    phone = world.signed_in(ann)
    anonymous.post("/api/auth/password-reset", json={"email": ann.email})
    [mail] = world.backend.mailer.sent_to(ann.email)
    token = re.search(r"resetToken=(\S+)", mail.body).group(1)  # type: ignore[union-attr]
    body = {"token": token, "newPassword": NEW_PASSWORD}
    assert anonymous.post("/api/auth/password-reset/confirm", json=body).status_code == 204
    assert me(phone) == 401
    assert me(world.signed_in(ann, NEW_PASSWORD)) == 200


def test_a_role_change_by_an_admin_ends_the_users_sessions(world: World, admin):
    ann = world.add_user("ann")
    phone = world.signed_in(ann)
    answer = admin.patch(f"/api/users/{ann.id}", json={"role": Role.SUPERVISOR.value})
    assert answer.status_code == 200
    assert me(phone) == 401
    assert me(admin) == 200
    again = world.signed_in(ann)
    assert again.get("/api/auth/me").json()["user"]["role"] == "Supervisor"


def test_deactivation_by_an_admin_ends_the_sessions_for_good(world: World, admin):
    ann = world.add_user("ann")
    phone = world.signed_in(ann)
    assert admin.put(f"/api/users/{ann.id}/status", json={"status": False}).status_code == 200
    assert admin.put(f"/api/users/{ann.id}/status", json={"status": True}).status_code == 200
    assert me(phone) == 401
    assert me(world.signed_in(ann)) == 200


def test_deletion_by_an_admin_ends_the_users_sessions(world: World, admin):
    ann = world.add_user("ann")
    phone = world.signed_in(ann)
    assert admin.delete(f"/api/users/{ann.id}").status_code == 204
    assert me(phone) == 401


def test_an_edit_of_name_and_phone_ends_nothing(world: World, admin):
    ann = world.add_user("ann")
    phone = world.signed_in(ann)
    body = {"name": "Ann Bee", "phone": "5550199"}
    assert admin.patch(f"/api/users/{ann.id}", json=body).status_code == 200
    assert me(phone) == 200
