"""Staff manage users: list, create with the admin's password, edit, status, delete, reset."""

from __future__ import annotations

from tests.http.api_support import PASSWORD, Api, World
from tests.http.firebase_world import FIREBASE_TOO
from tests.support.pages import every_item, items

from signage_core.entities.logs import LogAction
from signage_core.entities.users import Role
from signage_core.validation import messages as m

pytestmark = FIREBASE_TOO


def _new_user(world: World, **changes: str) -> dict[str, str]:
    body = {"name": "Nora New", "phone": "5550001", "email": world.email("nora")}
    return {
        **body,
        "password": "abc123",
        "role": "Supervisor",
        "adminPassword": PASSWORD,
        **changes,
    }


def test_admin_creates_a_user_with_any_role(world: World, admin: Api):
    body = _new_user(world)
    answer = admin.post("/api/users", json=body)
    assert answer.status_code == 201
    created = answer.json()
    assert (created["role"], created["status"], created["email"]) == (
        "Supervisor",
        True,
        body["email"],
    )
    world.signed_in(body["email"], "abc123")


def test_creating_a_user_needs_the_admins_own_password(world: World, admin: Api):
    wrong = admin.post("/api/users", json=_new_user(world, adminPassword="not-mine"))
    assert (wrong.status_code, wrong.json()["message"]) == (401, m.ADMIN_PASSWORD_INCORRECT)
    missing = admin.post("/api/users", json=_new_user(world, adminPassword=""))
    assert missing.json()["fieldErrors"] == {"adminPassword": m.ADMIN_PASSWORD_REQUIRED}


def test_creating_a_user_with_a_taken_email_says_why(world: World, admin: Api):
    taken = world.add_user("taken")
    answer = admin.post("/api/users", json=_new_user(world, email=taken.email))
    assert answer.status_code == 409
    assert answer.json()["message"] == m.USER_CREATE_FAILED.format(detail=m.EMAIL_IN_USE)


def test_staff_list_users_and_read_one(world: World, supervisor: Api):
    ann = world.add_user("ann")
    emails = {user["email"] for user in every_item(supervisor, "/api/users")}
    assert ann.email in emails
    assert supervisor.get(f"/api/users/{ann.id}").json()["name"] == "Ann"
    missing = supervisor.get("/api/users/nobody")
    assert (missing.status_code, missing.json()["message"]) == (404, m.USER_NOT_FOUND)


def test_a_user_edits_their_own_name_and_phone(world: World):
    ann = world.add_user("ann")
    api = world.signed_in(ann)
    answer = api.patch(f"/api/users/{ann.id}", json={"name": "Ann Lee", "phone": "123"})
    assert (answer.json()["name"], answer.json()["phone"], answer.json()["email"]) == (
        "Ann Lee",
        "123",
        ann.email,
    )
    bad = api.patch(f"/api/users/{ann.id}", json={"name": " ", "phone": "12a"})
    assert bad.json()["fieldErrors"] == {
        "name": m.EDIT_NAME_REQUIRED,
        "phone": m.EDIT_PHONE_DIGITS_ONLY,
    }


def test_only_an_admin_changes_a_role(world: World, admin: Api):
    ann = world.add_user("ann")
    api = world.signed_in(ann)
    assert api.patch(f"/api/users/{ann.id}", json={"role": "Admin"}).status_code == 403
    answer = admin.patch(f"/api/users/{ann.id}", json={"role": "Supervisor"})
    assert answer.json()["role"] == "Supervisor"


def test_deactivating_a_user_refuses_their_next_login(world: World, admin: Api):
    ann = world.add_user("ann")
    answer = admin.put(f"/api/users/{ann.id}/status", json={"status": False})
    assert answer.json()["status"] is False
    login = world.client()
    login.prime_csrf()
    refused = login.post("/api/auth/login", json={"email": ann.email, "password": PASSWORD})
    assert refused.json()["message"] == m.ACCESS_DENIED_DEACTIVATED.format(name="Ann")
    admin.put(f"/api/users/{ann.id}/status", json={"status": True})
    world.signed_in(ann)


def test_status_needs_a_boolean(world: World, admin: Api):
    ann = world.add_user("ann")
    answer = admin.put(f"/api/users/{ann.id}/status", json={"status": "maybe"})
    assert answer.status_code == 400
    assert answer.json()["code"] == "validation"


def test_deleting_a_user_ends_their_account_and_is_logged(world: World):
    boss = world.add_user("boss", Role.ADMIN)
    admin = world.signed_in(boss)
    ann = world.add_user("ann")
    ann_session = world.signed_in(ann)
    assert admin.delete(f"/api/users/{ann.id}").status_code == 204
    assert ann_session.get("/api/auth/me").status_code == 401
    assert admin.get(f"/api/users/{ann.id}").status_code == 404
    logs = items(admin.get("/api/user-logs", params={"userId": boss.id}).json())
    assert LogAction.DELETE_USER.value in {entry["action"] for entry in logs}


def test_an_admin_cannot_delete_themself(world: World):
    boss = world.add_user("boss", Role.ADMIN)
    answer = world.signed_in(boss).delete(f"/api/users/{boss.id}")
    assert answer.status_code == 403


def test_staff_send_a_password_reset_email(world: World, supervisor: Api):
    ann = world.add_user("ann")
    answer = supervisor.post(f"/api/users/{ann.id}/password-reset")
    assert (answer.status_code, answer.json()["message"]) == (202, m.PASSWORD_RESET_SENT)
    assert len(world.backend.mailer.sent_to(ann.email)) == 1
