"""Time zones over HTTP: registration keeps the browser's zone (an unknown one is UTC, never a
refusal), the client profile starts in it and edits it (an unknown one refused), a screen
overrides it or clears its override; the schedule reads them."""

from __future__ import annotations

from tests.http.api_support import PASSWORD, Api, World
from tests.http.firebase_world import FIREBASE_TOO
from tests.http.screens_support import pair

from signage_core.entities.users import Role
from signage_core.validation import messages as m

pytestmark = FIREBASE_TOO


def _profile() -> dict[str, str]:
    return {
        "businessName": "Tea Room", "contactName": "Tess", "phone": "5550002",
        "companyEmail": "tea@example.com", "typeBusiness": "Business Office",
        "packageId": "pkg-standard", "locationNumber": "12", "password": PASSWORD,
    }  # fmt: skip


def _registered(world: World, handle: str, **extra: str) -> Api:
    api = world.client()
    api.prime_csrf()
    email = world.email(handle)
    body = {"name": "Tess Tea", "phone": "5550002", "email": email, "password": PASSWORD}
    assert api.post("/api/auth/register", json={**body, **extra}).status_code == 201
    return world.signed_in(email)


def test_the_browsers_zone_at_registration_is_the_profiles_first_zone(world: World):
    api = _registered(world, "tess", timeZone="Europe/Madrid")
    client = api.post("/api/clients", json=_profile()).json()
    assert client["timeZone"] == "Europe/Madrid"
    assert api.get("/api/schedules").json()["timeZone"] == "Europe/Madrid"


def test_an_unknown_or_missing_zone_at_registration_is_utc(world: World):
    for handle, extra in (("una", {"timeZone": "Mars/Olympus"}), ("ned", {})):
        api = _registered(world, handle, **extra)
        assert api.post("/api/clients", json=_profile()).json()["timeZone"] == "UTC"


def test_the_profile_edits_its_zone_and_refuses_an_unknown_one(world: World):
    api = _registered(world, "tess")
    client = api.post("/api/clients", json=_profile()).json()
    path = f"/api/clients/{client['id']}"
    edited = api.patch(path, json={"timeZone": "America/Mexico_City"})
    assert (edited.status_code, edited.json()["timeZone"]) == (200, "America/Mexico_City")
    refused = api.patch(path, json={"timeZone": "Nowhere/City"})
    assert (refused.status_code, refused.json()["fieldErrors"]) == (
        400, {"timeZone": m.TIME_ZONE_UNKNOWN},
    )  # fmt: skip
    assert api.get(path).json()["timeZone"] == "America/Mexico_City"


def test_a_screen_overrides_its_clients_zone_and_clears_the_override(world: World):
    user = world.add_user("sam")
    world.add_client(user)
    api = world.signed_in(user)
    screen = pair(world, api)[1]
    assert screen["timeZone"] == ""
    path = f"/api/screens/{screen['id']}"
    changed = api.patch(path, json={"timeZone": "Asia/Tokyo"})
    assert (changed.status_code, changed.json()["timeZone"]) == (200, "Asia/Tokyo")
    week = api.get("/api/schedules/week", params={"screenId": screen["id"], "days": 1})
    assert week.json()["timeZone"] == "Asia/Tokyo"
    refused = api.patch(path, json={"timeZone": "Asia/Nowhere"})
    assert refused.json()["fieldErrors"] == {"timeZone": m.TIME_ZONE_UNKNOWN}
    assert api.patch(path, json={"timeZone": ""}).json()["timeZone"] == ""
    staff = world.signed_in(world.add_user("sue", Role.ADMIN))
    assert staff.patch(path, json={"timeZone": "Asia/Tokyo"}).status_code == 403
