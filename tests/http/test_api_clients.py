"""Client profiles: a Client creates its own once, staff create and manage; logos."""

from __future__ import annotations

from tests.http.api_support import PASSWORD, Api, World, fetch_file, link_is_dead
from tests.http.firebase_world import FIREBASE_TOO
from tests.http.scene import jpeg_bytes, png_bytes
from tests.support.pages import every_item

from signage_core.validation import messages as m
from signage_core.validation.clients import MAX_LOGO_BYTES

pytestmark = FIREBASE_TOO


def _form(**changes: str) -> dict[str, str]:
    form = {
        "businessName": "Tea Room",
        "contactName": "Tess",
        "phone": "5550002",
        "companyEmail": "tea@example.com",
        "website": "https://tea.example",
        "typeBusiness": "Business Office",
        "packageId": "pkg-standard",
        "locationNumber": "12",
        "password": PASSWORD,
    }
    return {**form, **changes}


def test_a_client_completes_its_own_profile_once(world: World):
    tess = world.add_user("tess")
    api = world.signed_in(tess)
    answer = api.post("/api/clients", json=_form())
    assert answer.status_code == 201
    client = answer.json()
    assert (client["userId"], client["packageCode"], client["packageId"]) == (
        tess.id,
        "Standard",
        "pkg-standard",
    )
    assert client["expireDate"] == "2025-01-22T12:00:00Z"
    assert api.get("/api/auth/me").json()["profileComplete"] is True
    again = api.post("/api/clients", json=_form())
    assert again.status_code == 409


def test_the_client_form_answers_the_spec_messages(world: World):
    api = world.signed_in(world.add_user("tess"))
    answer = api.post(
        "/api/clients",
        json=_form(businessName="", companyEmail="nope", locationNumber="1a", password=""),
    )
    assert answer.status_code == 400
    errors = answer.json()["fieldErrors"]
    assert errors["businessName"] == m.REQUIRED_FIELD
    assert errors["companyEmail"] == m.COMPANY_EMAIL_INVALID
    assert errors["locationNumber"] == m.LOCATION_NUMBER_NOT_A_NUMBER


def test_creating_a_client_reverifies_the_password(world: World):
    api = world.signed_in(world.add_user("tess"))
    answer = api.post("/api/clients", json=_form(password="wrong-one"))
    assert (answer.status_code, answer.json()["message"]) == (401, m.ADMIN_PASSWORD_INCORRECT)


def test_staff_create_a_client_for_a_user(world: World, admin: Api):
    tess = world.add_user("tess")
    answer = admin.post("/api/clients", json=_form(userId=tess.id))
    assert answer.status_code == 201
    assert answer.json()["userId"] == tess.id
    assert answer.json()["id"] in {c["id"] for c in every_item(admin, "/api/clients")}


def test_manage_clients_lists_each_client_with_its_licence_state(world: World, admin: Api):
    client = world.add_client(world.add_user("tess"), expires_in_days=7)
    [listed] = [c for c in every_item(admin, "/api/clients") if c["id"] == client.id]
    assert listed["businessName"] == client.business_name
    assert listed["licence"] == {
        "expired": False,
        "trial": True,
        "daysLeft": 7,
        "expireDate": listed["expireDate"],
    }


def test_the_owner_edits_only_what_it_sends(world: World):
    user = world.add_user("tess")
    client = world.add_client(user)
    api = world.signed_in(user)
    answer = api.patch(f"/api/clients/{client.id}", json={"contactName": "Tessa"})
    assert answer.status_code == 200
    body = answer.json()
    assert (body["contactName"], body["businessName"]) == ("Tessa", client.business_name)
    assert body["updatedAt"] == "2025-01-15T12:00:00Z"


def test_another_tenants_client_does_not_exist(world: World):
    other = world.add_client(world.add_user("other"))
    api = world.signed_in(world.add_user("tess"))
    answer = api.get(f"/api/clients/{other.id}")
    assert (answer.status_code, answer.json()["message"]) == (404, m.CLIENT_NOT_FOUND)


def test_staff_switch_status_and_admin_deletes_with_payments(world: World, admin: Api):
    client = world.add_client(world.add_user("tess"))
    assert (
        admin.put(f"/api/clients/{client.id}/status", json={"status": False}).json()["status"]
        is False
    )
    payment = {"clientId": client.id, "packageId": "pkg-basic", "paymentMethod": "Cash"}
    admin.post("/api/payments", json={**payment, "paymentReference": "R-1"})
    admin.post("/api/payments", json={**payment, "paymentReference": "R-2"})
    deleted = admin.delete(f"/api/clients/{client.id}")
    assert (deleted.status_code, deleted.json()) == (
        200,
        {"deletedPayments": 2, "totalAmount": 39.98},
    )
    assert admin.get(f"/api/clients/{client.id}").status_code == 404


def _logo(api: Api, client_id: str, content: bytes, name: str = "logo.png"):
    return api.post(f"/api/clients/{client_id}/logo", files={"file": (name, content, "image/png")})


def test_a_logo_upload_stores_the_file_and_links_it(world: World):
    user = world.add_user("tess")
    client = world.add_client(user)
    api = world.signed_in(user)
    answer = _logo(api, client.id, png_bytes(64, 64))
    assert answer.status_code == 200
    url = answer.json()["logoUrl"]
    assert fetch_file(api, url).content == png_bytes(64, 64)
    second = _logo(api, client.id, jpeg_bytes(), "logo.jpg").json()["logoUrl"]
    assert fetch_file(api, second).headers["content-type"] == "image/jpeg"
    assert link_is_dead(api, url)


def test_logo_refusals_carry_the_spec_messages(world: World):
    user = world.add_user("tess")
    client = world.add_client(user)
    api = world.signed_in(user)
    big = _logo(api, client.id, png_bytes() + b"\x00" * MAX_LOGO_BYTES)
    assert (big.status_code, big.json()["message"]) == (413, m.LOGO_TOO_LARGE)
    gif = _logo(api, client.id, b"GIF89a" + b"\x00" * 64, "logo.png")
    assert (gif.status_code, gif.json()["message"]) == (415, m.LOGO_WRONG_TYPE)
    broken = _logo(api, client.id, b"\x89PNG\r\n\x1a\n" + b"\x00" * 64)
    assert (broken.status_code, broken.json()["message"]) == (415, m.LOGO_WRONG_TYPE)
    wide = _logo(api, client.id, png_bytes(1921, 10))
    assert (wide.status_code, wide.json()["fieldErrors"]) == (
        400,
        {"logo": m.LOGO_TOO_BIG_DIMENSIONS},
    )
    assert world.backend.blobs.paths() == [
        path for path in world.backend.blobs.paths() if client.id not in path
    ]


def test_a_logo_upload_without_a_file_is_a_validation_error(world: World):
    user = world.add_user("tess")
    client = world.add_client(user)
    api = world.signed_in(user)
    answer = api.post(
        f"/api/clients/{client.id}/logo", files={"other": ("x.txt", b"x", "text/plain")}
    )
    assert answer.status_code == 400
    assert answer.json()["code"] == "validation"


def _logged(admin: Api, action: str) -> list[str]:
    entries = every_item(admin, "/api/user-logs", action=action)
    return [entry["note"] for entry in entries]


def test_deactivate_in_the_client_action_modal_is_logged_as_deactivate_client(
    world: World, admin: Api
):
    client = world.add_client(world.add_user("tess"), business_name="Quiet Cafe")
    answer = admin.post(f"/api/clients/{client.id}/deactivate")
    assert (answer.status_code, answer.json()["status"]) == (200, False)
    assert any("Quiet Cafe" in note for note in _logged(admin, "DeactivateClient"))
    assert not any("Quiet Cafe" in note for note in _logged(admin, "ToggleClientStatus"))


def test_the_status_switch_stays_logged_as_toggle_client_status(world: World, admin: Api):
    client = world.add_client(world.add_user("tess"), business_name="Loud Cafe")
    admin.put(f"/api/clients/{client.id}/status", json={"status": True})
    assert any("Loud Cafe" in note for note in _logged(admin, "ToggleClientStatus"))
    assert not any("Loud Cafe" in note for note in _logged(admin, "DeactivateClient"))
