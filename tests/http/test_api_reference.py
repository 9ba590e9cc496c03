"""Reference data, dashboard, licence, audit log and the public configuration."""

from __future__ import annotations

from dataclasses import replace
from datetime import timedelta

from signage_http.auth.sessions import SESSION_COOKIE
from tests.http.api_support import Api, World
from tests.http.scene import add_media, build_scene
from tests.support.pages import items

from signage_core.entities.users import Role
from signage_core.validation import messages as m


def test_business_types_start_with_business_office(world: World):
    api = world.signed_in(world.add_user("ref"))
    assert api.get("/api/businesses").json() == {"types": ["Business Office", "Restaurant"]}


def test_packages_come_by_price_ascending_with_numbers(world: World):
    api = world.signed_in(world.add_user("ref"))
    packages = api.get("/api/packages").json()
    assert [p["packageCode"] for p in packages] == ["Basic", "Standard", "Premium"]
    assert packages[0] == {
        "id": "pkg-basic",
        "packageCode": "Basic",
        "packageDescription": "Basic plan",
        "packagePrice": 19.99,
        "units": 1,
        "days": 30,
        "planId": "P-BASIC",
    }


def test_the_dashboard_counts_the_users_media_this_month(world: World, clock):
    user = world.add_user("dash")
    world.add_client(user)
    add_media(world, user, created_at=clock.now() - timedelta(days=30))
    add_media(world, user, asset_type="video")
    add_media(world, user, asset_type="youtube")
    body = world.signed_in(user).get("/api/dashboard").json()
    assert body["mediaByType"] == {"image": 1, "video": 1, "youtube": 1}
    assert (body["newMediasThisMonth"], body["newPlaylistsThisMonth"]) == (2, 0)
    assert body["licence"]["expired"] is False


def test_the_dashboard_shows_each_change_and_each_passing_day_after_it_was_read(
    world: World, clock
):
    user = world.add_user("dash")
    world.add_client(user, expires_in_days=10)
    api = world.signed_in(user)
    first = api.get("/api/dashboard").json()
    assert (first["mediaByType"]["image"], first["licence"]["daysLeft"]) == (0, 10)
    add_media(world, user)
    added = api.get("/api/dashboard").json()
    assert (added["mediaByType"]["image"], added["newMediasThisMonth"]) == (1, 1)
    clock.advance(timedelta(days=1))
    assert api.get("/api/dashboard").json()["licence"]["daysLeft"] == 9


def test_a_dashboard_sent_again_carries_only_its_own_requests_headers(world: World):
    user = world.add_user("dash")
    world.add_client(user)
    api = world.signed_in(user)
    api.get("/api/dashboard")
    newcomer = world.client()  # the same session, not yet given a CSRF token
    newcomer.cookies.set(SESSION_COOKIE, api.cookies[SESSION_COOKIE])
    given = newcomer.get("/api/dashboard")
    assert given.headers.get_list("set-cookie")[0].startswith("csrftoken=")
    for answer in (newcomer.get("/api/dashboard"), api.get("/api/dashboard")):
        assert answer.json() == given.json()
        assert "set-cookie" not in answer.headers
        assert answer.headers.get_list("x-content-type-options") == ["nosniff"]


def test_the_licence_turns_expired_after_the_expiry_date(world: World, clock):
    user = world.add_user("lic")
    world.add_client(user, expires_in_days=2)
    api = world.signed_in(user)
    assert api.get("/api/licence").json() == {
        "expired": False,
        "trial": True,
        "daysLeft": 2,
        "expireDate": "2025-01-17T12:00:00Z",
        "screensStopAt": "2025-01-20T12:00:00Z",
        "graceDays": 3,
        "screensStopInDays": 5,
        "screensSuspended": None,
    }
    clock.advance(timedelta(days=3))
    assert api.get("/api/licence").json()["expired"] is True


def test_staff_read_the_audit_log_newest_first(world: World):
    boss = world.add_user("boss", Role.ADMIN)
    admin = world.signed_in(boss)
    ann = world.add_user("ann")
    admin.put(f"/api/users/{ann.id}/status", json={"status": False})
    entries = items(admin.get("/api/user-logs", params={"userId": boss.id, "limit": 5}).json())
    assert [e["action"] for e in entries][:2] == ["ToggleUserStatus", "UserLogin"]
    assert entries[1]["clientType"] == "ClientPortal"
    assert entries[1]["userStatus"] == "online"


def test_the_public_configuration_needs_no_session(world: World):
    assert world.client().get("/api/config").json() == {
        "paypalClientId": "",
        "paypalConfigured": True,
        "youtubeConfigured": True,
        "playerPollSeconds": 10,
    }


def test_a_client_without_a_profile_gets_the_profile_message_on_the_dashboard(world: World):
    api: Api = world.signed_in(world.add_user("new"))
    answer = api.get("/api/dashboard")
    assert (answer.status_code, answer.json()["message"]) == (409, m.PROFILE_INCOMPLETE)


def test_staff_read_a_clients_licence_by_id(world: World, supervisor: Api):
    client = world.add_client(world.add_user("lic"), expires_in_days=5)
    answer = supervisor.get("/api/licence", params={"clientId": client.id})
    assert answer.json()["daysLeft"] == 5
    snoop = world.add_user("snoop")
    world.add_client(snoop)
    answer = world.signed_in(snoop).get("/api/licence", params={"clientId": client.id})
    assert (answer.status_code, answer.json()["message"]) == (404, m.CLIENT_NOT_FOUND)


def test_the_dashboard_tells_each_first_run_step_done_or_not(world: World):
    scene = build_scene(world)
    steps = ("profile", "logo", "media", "playlist", "screen")
    owner = world.signed_in(scene.a).get("/api/dashboard").json()["firstRun"]
    assert [owner[step] for step in steps] == [True, False, True, True, True]
    newcomer = world.signed_in(scene.b).get("/api/dashboard").json()["firstRun"]
    assert [newcomer[step] for step in steps] == [True, False, False, False, False]
    with_logo = replace(scene.a_client, logo_url="/files/clients/logos/x.png")
    world.backend.documents.clients.save(with_logo)
    owner = world.signed_in(scene.a).get("/api/dashboard").json()["firstRun"]
    assert all(owner[step] for step in steps)
