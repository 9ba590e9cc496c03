"""Who may do what: every route × (anonymous, Client A, Client B, Supervisor, Admin).

The objects in the paths belong to Client A. Client B is another tenant: it gets 404 for A's
objects (never their contents); staff get 403 on client-only content; anonymous gets 401.
Each cell runs on a fresh scene, so writes in one cell never change another.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from litestar.routes import HTTPRoute
from tests.http.api_support import PASSWORD, Api, World
from tests.http.firebase_world import FIREBASE_TOO
from tests.http.scene import VIDEO_URL, Scene, build_scene, png_bytes

from signage_core.entities.two_factor import SecondFactor
from signage_core.entities.users import Role
from signage_core.entities.videos import VideoDetails
from signage_core.ports.payment_provider import Subscription

ROLES = ("anonymous", "client_a", "client_b", "supervisor", "admin")
Body = Callable[[World, Scene], dict[str, Any]]


def nothing(world: World, scene: Scene) -> dict[str, Any]:
    return {}


def json(payload: dict[str, Any]) -> Body:
    return lambda world, scene: {"json": payload}


def new_user(world: World, scene: Scene) -> dict[str, Any]:
    body = {"name": "Nora New", "phone": "5550001", "email": world.email("nora")}
    return {"json": {**body, "password": "abc123", "role": "Client", "adminPassword": PASSWORD}}


def new_client(world: World, scene: Scene) -> dict[str, Any]:
    form = {"businessName": "Tess Tea", "contactName": "Tess", "phone": "5550002"}
    form |= {"companyEmail": "tea@example.com", "typeBusiness": "Business Office"}
    form |= {"packageId": "pkg-basic", "locationNumber": "2", "userId": scene.target.id}
    return {"json": {**form, "password": PASSWORD}}


def logo(world: World, scene: Scene) -> dict[str, Any]:
    return {"files": {"file": ("logo.png", png_bytes(), "image/png")}}


def link_media(world: World, scene: Scene) -> dict[str, Any]:
    form = {"name": "Clip", "assetType": "youtube", "duration": "30", "youtubeUrl": VIDEO_URL}
    return {"files": {"file": ("", b"", "application/octet-stream")}, "data": form}


def playlist(world: World, scene: Scene) -> dict[str, Any]:
    return {"json": {"playlistName": "Evening", "mediaIds": [scene.media.id]}}


def payment(world: World, scene: Scene) -> dict[str, Any]:
    form = {"clientId": scene.a_client.id, "packageId": "pkg-basic"}
    return {"json": {**form, "paymentMethod": "Cash", "paymentReference": "R-9"}}


def subscription(world: World, scene: Scene) -> dict[str, Any]:
    sub_id = f"I-{world.email('sub')}"
    world.backend.payment_provider.add_subscription(Subscription(sub_id, "ACTIVE", "P-BASIC"))
    return {"json": {"packageId": "pkg-basic", "subscriptionId": sub_id}}


def registration(world: World, scene: Scene) -> dict[str, Any]:
    body = {"name": "Rita Reg", "phone": "5550003", "email": world.email("rita")}
    return {"json": {**body, "password": "abc123"}}


def login_as_a(world: World, scene: Scene) -> dict[str, Any]:
    return {"json": {"email": scene.a.email, "password": PASSWORD}}


def login_as_a_after_five_failures(world: World, scene: Scene) -> dict[str, Any]:
    """The right password after five wrong ones for A's account (from another address):
    refused to every browser but A's own, which signed in to A before (its device cookie)."""
    guesser = world.client("203.0.113.66")
    guesser.prime_csrf()
    for _ in range(5):
        guesser.post("/api/auth/login", json={"email": scene.a.email, "password": "wrong"})
    return login_as_a(world, scene)


def reset_after_ten_requests(world: World, scene: Scene) -> dict[str, Any]:
    """An eleventh reset request within the hour from the caller's address."""
    flooder = world.client()
    flooder.prime_csrf()
    for number in range(10):
        flooder.post("/api/auth/password-reset", json={"email": f"x{number}@example.com"})
    return {"json": {"email": "x@example.com"}}


def video_info(world: World, scene: Scene) -> dict[str, Any]:
    world.backend.video_info.add(VideoDetails("dQw4w9WgXcQ", "Never", "https://i.ytimg.com/t.jpg"))
    return {"params": {"url": VIDEO_URL}}


def screen(world: World, scene: Scene) -> dict[str, Any]:
    """A new box's code: Client A has its package's one screen already, Client B none."""
    box = world.client().post("/api/player/pairings").json()
    return {"json": {"name": "Hall", "pairingCode": box["code"]}}


def group_of_a_screen(world: World, scene: Scene) -> dict[str, Any]:
    """Client A's screen: Client B may not name it (another tenant's screen is not found)."""
    return {"json": {"name": "Doors", "screenIds": [scene.screen.id]}}


def client_a_named(world: World, scene: Scene) -> dict[str, Any]:
    return {"params": {"clientId": scene.a_client.id}}


def _emergency(world: World, **fields: Any) -> dict[str, Any]:
    ends = (world.clock.now() + timedelta(hours=1)).isoformat()
    return {"json": {"text": "Closed today", "colour": "#336699", "endsAt": ends, **fields}}


def emergency_with_image_of_a(world: World, scene: Scene) -> dict[str, Any]:
    """Client A's own image: B and staff are refused it (staff messages are text only)."""
    return _emergency(world, imageMediaId=scene.media.id)


def emergency_to_client_a(world: World, scene: Scene) -> dict[str, Any]:
    """Staff name the client; a Client may not."""
    return _emergency(world, clientId=scene.a_client.id)


def entry_on_a_screen(world: World, scene: Scene) -> dict[str, Any]:
    """Client A's screen and playlist on Saturdays (B may name neither: 400)."""
    body = {"targetKind": "screen", "targetId": scene.screen.id, "playlistId": scene.playlist.id}
    return {"json": {**body, "days": [5], "start": "09:00", "end": "12:00"}}


def week_of_a_screen(world: World, scene: Scene) -> dict[str, Any]:
    return {"params": {"screenId": scene.screen.id, "from": "2025-03-10"}}


def poll_token(world: World, scene: Scene) -> dict[str, Any]:
    return {"headers": {"Authorization": f"Bearer {scene.poll_token}"}}


def device_token(world: World, scene: Scene) -> dict[str, Any]:
    return {"headers": {"Authorization": f"Bearer {scene.device_token}"}}


REPORT = {"sentAt": "2026-03-01T10:00:00Z", "manifestVersion": "v1", "filesKept": 0,
          "filesTotal": 0, "bytesKept": 0}  # fmt: skip


def report_with_device_token(world: World, scene: Scene) -> dict[str, Any]:
    return {**device_token(world, scene), "json": REPORT}


def one_play(world: World, scene: Scene) -> dict[str, Any]:
    play = {"sequence": 1, "mediaId": scene.media.id, "startedAt": "2025-03-10T12:00:00Z",
            "endedAt": "2025-03-10T12:00:08Z", "completed": True}  # fmt: skip
    return {"json": {"plays": [play]}, **device_token(world, scene)}


def a_day(world: World, scene: Scene) -> dict[str, Any]:
    return {"params": {"from": "2025-03-10", "to": "2025-03-10", "tz": "UTC"}}


def a_day_of_client_a(world: World, scene: Scene) -> dict[str, Any]:
    return {"params": {**a_day(world, scene)["params"], "clientId": scene.a_client.id}}


def target_with_two_factor(world: World, scene: Scene) -> dict[str, Any]:
    world.backend.documents.second_factors.save(SecondFactor(scene.target.id, "S", True))
    return {}


STATUS = json({"status": False})
#            method, path, body, (anonymous, client_a, client_b, supervisor, admin)
MATRIX: list[tuple[str, str, Body, tuple[int, ...]]] = [
    ("POST", "/api/auth/register", registration, (201, 201, 201, 201, 201)),
    ("POST", "/api/auth/login", login_as_a, (200, 200, 200, 200, 200)),
    ("POST", "/api/auth/login", login_as_a_after_five_failures, (429, 200, 429, 429, 429)),
    ("POST", "/api/auth/password-reset", json({"email": "x@example.com"}),
     (202, 202, 202, 202, 202)),
    ("POST", "/api/auth/password-reset", reset_after_ten_requests, (429, 429, 429, 429, 429)),
    ("POST", "/api/auth/password-reset/confirm",
     json({"token": "made-up", "newPassword": "abc123"}), (401, 401, 401, 401, 401)),
    ("GET", "/api/auth/me", nothing, (401, 200, 200, 200, 200)),
    ("GET", "/api/auth/session", nothing, (200, 200, 200, 200, 200)),
    ("PUT", "/api/auth/me/language", json({"language": "es"}), (401, 200, 200, 200, 200)),
    ("POST", "/api/auth/logout", nothing, (401, 204, 204, 204, 204)),
    ("POST", "/api/auth/change-password",
     json({"currentPassword": PASSWORD, "newPassword": "other-pass-2"}),
     (401, 204, 204, 204, 204)),
    ("GET", "/api/auth/two-factor", nothing, (401, 200, 200, 200, 200)),
    ("POST", "/api/auth/two-factor/enrolment", json({"password": PASSWORD}),
     (401, 201, 201, 201, 201)),
    ("POST", "/api/auth/two-factor/enrolment/confirm", json({"code": "000000"}),
     (401, 409, 409, 409, 409)),
    ("POST", "/api/auth/two-factor/sign-in", json({"code": "000000"}),
     (401, 401, 401, 401, 401)),
    ("GET", "/api/users", nothing, (401, 403, 403, 200, 200)),
    ("POST", "/api/users", new_user, (401, 403, 403, 403, 201)),
    ("GET", "/api/users/{a_user}", nothing, (401, 200, 404, 200, 200)),
    ("PATCH", "/api/users/{a_user}", json({"name": "Anna Bee"}), (401, 200, 404, 403, 200)),
    ("PUT", "/api/users/{user}/status", STATUS, (401, 403, 403, 403, 200)),
    ("DELETE", "/api/users/{user}", nothing, (401, 403, 403, 403, 204)),
    ("POST", "/api/users/{user}/password-reset", nothing, (401, 403, 403, 202, 202)),
    ("DELETE", "/api/users/{user}/two-factor", target_with_two_factor, (401, 403, 403, 403, 204)),
    ("GET", "/api/clients", nothing, (401, 403, 403, 200, 200)),
    ("POST", "/api/clients", new_client, (401, 403, 403, 201, 201)),
    ("GET", "/api/clients/{a_client}", nothing, (401, 200, 404, 200, 200)),
    ("PATCH", "/api/clients/{a_client}", json({"contactName": "Ann"}), (401, 200, 404, 200, 200)),
    ("PUT", "/api/clients/{a_client}/status", STATUS, (401, 403, 403, 200, 200)),
    ("POST", "/api/clients/{a_client}/deactivate", nothing, (401, 403, 403, 200, 200)),
    ("DELETE", "/api/clients/{a_client}", nothing, (401, 403, 403, 403, 200)),
    ("POST", "/api/clients/{a_client}/logo", logo, (401, 200, 404, 200, 200)),
    ("GET", "/api/businesses", nothing, (401, 200, 200, 200, 200)),
    ("GET", "/api/packages", nothing, (401, 200, 200, 200, 200)),
    ("GET", "/api/user-logs", nothing, (401, 403, 403, 200, 200)),
    ("GET", "/api/medias", nothing, (401, 200, 200, 403, 403)),
    ("POST", "/api/medias", link_media, (401, 201, 201, 403, 403)),
    ("GET", "/api/medias/{media}", nothing, (401, 200, 404, 403, 403)),
    ("GET", "/api/medias/{media}/playlists", nothing, (401, 200, 404, 403, 403)),
    ("PATCH", "/api/medias/{media}", json({"name": "Renamed"}), (401, 200, 404, 403, 403)),
    ("PUT", "/api/medias/{media}/status", STATUS, (401, 200, 404, 403, 403)),
    ("DELETE", "/api/medias/{media}", nothing, (401, 204, 404, 403, 403)),
    ("GET", "/api/videos", nothing, (401, 200, 200, 403, 403)),
    ("GET", "/api/videos/info", video_info, (401, 200, 200, 403, 403)),
    ("POST", "/api/videos",
     json({"videoUrl": VIDEO_URL, "videoTitle": "T", "videoThumbnailUrl": "https://i.ytimg.com/t.jpg",
           "duration": 60}),
     (401, 201, 201, 403, 403)),
    ("GET", "/api/videos/{video}", nothing, (401, 200, 403, 403, 403)),
    ("PATCH", "/api/videos/{video}", json({"videoTitle": "New"}), (401, 200, 403, 403, 403)),
    ("PUT", "/api/videos/{video}/status", STATUS, (401, 200, 404, 403, 403)),
    ("GET", "/api/playlists", nothing, (401, 200, 200, 403, 403)),
    ("POST", "/api/playlists", playlist, (401, 201, 400, 403, 403)),
    ("GET", "/api/playlists/{playlist}", nothing, (401, 200, 404, 403, 403)),
    ("PUT", "/api/playlists/{playlist}", playlist, (401, 200, 400, 403, 403)),
    ("PUT", "/api/playlists/{playlist}/status", STATUS, (401, 200, 404, 403, 403)),
    ("DELETE", "/api/playlists/{playlist}", nothing, (401, 204, 404, 403, 403)),
    ("GET", "/api/screens", client_a_named, (401, 200, 404, 200, 200)),
    ("POST", "/api/screens", screen, (401, 409, 201, 403, 403)),
    ("PATCH", "/api/screens/{screen}", json({"name": "Till"}), (401, 200, 404, 200, 200)),
    ("DELETE", "/api/screens/{screen}", nothing, (401, 204, 404, 204, 204)),
    ("GET", "/api/screen-groups", nothing, (401, 200, 200, 403, 403)),
    ("POST", "/api/screen-groups", group_of_a_screen, (401, 201, 404, 403, 403)),
    ("PATCH", "/api/screen-groups/{group}", json({"name": "Doors"}), (401, 200, 404, 403, 403)),
    ("DELETE", "/api/screen-groups/{group}", nothing, (401, 204, 404, 403, 403)),
    ("GET", "/api/emergencies", nothing, (401, 200, 200, 200, 200)),
    ("GET", "/api/emergencies", client_a_named, (401, 200, 404, 200, 200)),
    ("POST", "/api/emergencies", emergency_with_image_of_a, (401, 201, 400, 400, 400)),
    ("POST", "/api/emergencies", emergency_to_client_a, (401, 400, 400, 201, 201)),
    ("POST", "/api/emergencies/{emergency}/cancel", nothing, (401, 200, 404, 200, 200)),
    ("GET", "/api/schedules", nothing, (401, 200, 200, 400, 400)),
    ("GET", "/api/schedules", client_a_named, (401, 200, 404, 200, 200)),
    ("GET", "/api/schedules/week", week_of_a_screen, (401, 200, 404, 200, 200)),
    ("POST", "/api/schedules", entry_on_a_screen, (401, 201, 400, 403, 403)),
    ("PATCH", "/api/schedules/{entry}", json({"priority": 2}), (401, 200, 404, 403, 403)),
    ("DELETE", "/api/schedules/{entry}", nothing, (401, 204, 404, 403, 403)),
    ("POST", "/api/player/pairings", nothing, (201, 201, 201, 201, 201)),
    ("GET", "/api/player/pairings/{code}", poll_token, (200, 200, 200, 200, 200)),
    ("GET", "/api/player/pairings/{code}", nothing, (404, 404, 404, 404, 404)),
    ("GET", "/api/player/manifest", device_token, (200, 200, 200, 200, 200)),
    ("GET", "/api/player/manifest", nothing, (401, 401, 401, 401, 401)),
    ("POST", "/api/player/report", report_with_device_token, (200, 200, 200, 200, 200)),
    ("POST", "/api/player/report", json(REPORT), (401, 401, 401, 401, 401)),
    ("POST", "/api/player/plays", one_play, (200, 200, 200, 200, 200)),
    ("POST", "/api/player/plays", json({"plays": []}), (401, 401, 401, 401, 401)),
    ("GET", "/api/plays", a_day, (401, 200, 200, 400, 400)),
    ("GET", "/api/plays", a_day_of_client_a, (401, 200, 404, 200, 200)),
    ("GET", "/api/plays/csv", a_day_of_client_a, (401, 200, 404, 200, 200)),
    ("GET", "/api/payments", nothing, (401, 200, 200, 200, 200)),
    ("POST", "/api/payments", payment, (401, 403, 403, 201, 201)),
    ("GET", "/api/payments/{payment}", nothing, (401, 200, 404, 200, 200)),
    ("PATCH", "/api/payments/{payment}", json({"paymentReference": "R-2"}),
     (401, 403, 403, 200, 200)),
    ("PUT", "/api/payments/{payment}/status", STATUS, (401, 403, 403, 200, 200)),
    ("POST", "/api/subscriptions", subscription, (401, 201, 201, 409, 409)),
    ("GET", "/api/dashboard", nothing, (401, 200, 200, 403, 403)),
    ("GET", "/api/licence", nothing, (401, 200, 200, 409, 409)),
    ("GET", "/api/config", nothing, (200, 200, 200, 200, 200)),
]  # fmt: skip


def _actor(world: World, scene: Scene, role: str) -> Api:
    if role == "anonymous":
        api = world.client()
        api.prime_csrf()
        return api
    if role in ("client_a", "client_b"):
        return world.signed_in(scene.a if role == "client_a" else scene.b)
    staff = Role.SUPERVISOR if role == "supervisor" else Role.ADMIN
    return world.signed_in(world.add_user(role, staff))


CASES = [
    pytest.param(
        method,
        path,
        body,
        role,
        expected,
        id=f"{method} {path} as {role}" + (" when throttled" if expected == 429 else ""),
    )
    for method, path, body, statuses in MATRIX
    for role, expected in zip(ROLES, statuses, strict=True)
]


@FIREBASE_TOO
@pytest.mark.parametrize(("method", "path", "body", "role", "expected"), CASES)
def test_route_access(
    world: World,
    method: str,
    path: str,
    body: Body,
    role: str,
    expected: int,
) -> None:
    scene = build_scene(world)
    api = _actor(world, scene, role)
    answer = api.request(method, path.format(**scene.ids()), **body(world, scene))
    assert answer.status_code == expected, answer.text
    if expected == 404:
        assert scene.a.email not in answer.text
        assert answer.json()["code"] == "not_found"
    if expected == 429:
        assert answer.json()["code"] == "too_many_attempts"
        assert int(answer.headers["retry-after"]) > 0


NOT_SESSION_ROUTES = {
    ("POST", "/api/paypal/webhook"),  # PayPal signs it; tested on its own
    ("GET", "/api/player/files/{screen}/{path:path}"),  # its link is its proof: test_player_links
}


def test_the_matrix_covers_every_api_route(shared_world: World) -> None:
    served = {
        (method, re.sub(r"\{(\w+?)(?:_id)?:str\}", r"{\1}", route.path))
        for route in shared_world.app.routes
        if isinstance(route, HTTPRoute) and route.path.startswith("/api/")
        for method in route.methods - {"HEAD", "OPTIONS"}
    }
    covered = {(method, path) for method, path, _, _ in MATRIX}
    covered = {
        (m, p.replace("{a_user}", "{user}").replace("{a_client}", "{client}")) for m, p in covered
    }
    assert served - NOT_SESSION_ROUTES == covered


API_DOC = Path(__file__).resolve().parents[2] / "docs" / "api.md"
DOC_ROW = re.compile(r"^\| ((?:GET|POST|PUT|PATCH|DELETE)(?:, [A-Z]+)*) (/\S+) \| ([^|]+) \|", re.M)
WHO = {
    "any": {"anonymous", "client_a", "supervisor", "admin"},
    "signed in": {"client_a", "supervisor", "admin"},
    "C": {"client_a"},
    "owner": {"client_a"},
    "S": {"supervisor"},
    "A": {"admin"},
}
WHO_WORD = re.compile(r"any|signed in|owner|\b[CSA]\b")


def _route_key(method: str, path: str) -> tuple[str, str]:
    return method, re.sub(r"\{\w+\}", "{}", path)


def documented_callers() -> dict[tuple[str, str], tuple[set[str], set[str]]]:
    """docs/api.md's `who` column per route: the roles it names (outside parentheses), and
    every role it mentions (conditions in parentheses included)."""
    found = {}
    for methods, path, who in DOC_ROW.findall(API_DOC.read_text(encoding="utf-8")):
        named = set().union(*(WHO[w] for w in WHO_WORD.findall(re.sub(r"\(.*?\)", "", who))))
        mentioned = set().union(*(WHO[w] for w in WHO_WORD.findall(who)))
        for method in methods.split(", "):
            found[_route_key(method, path)] = (named, mentioned)
    return found


def refused_roles(answers: dict[str, int]) -> set[str]:
    """Roles the route refuses: 403, or (anonymous) 401 on a route someone else gets into (a
    401 for everyone is a bad credential, not a missing session)."""
    refused = {role for role, status in answers.items() if status == 403}
    if answers["anonymous"] == 401 and any(status != 401 for status in answers.values()):
        refused.add("anonymous")
    return refused


def test_the_docs_name_the_roles_the_matrix_lets_in() -> None:
    documented = documented_callers()
    for method, path, _, statuses in MATRIX:
        answers = dict(zip(ROLES, statuses, strict=True))
        del answers["client_b"]  # another tenant: the docs speak of one's own data
        named, mentioned = documented[_route_key(method, path)]
        admitted = {role for role, status in answers.items() if 200 <= status < 300}
        assert not named & refused_roles(answers), f"{method} {path}: docs name a refused role"
        assert admitted <= mentioned, f"{method} {path}: docs omit {admitted - mentioned}"
