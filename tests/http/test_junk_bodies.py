"""Nothing answers 500 on bad input: junk bodies to every POST, PUT and PATCH route."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from litestar.routes import HTTPRoute
from tests.http.api_support import Api, World
from tests.http.scene import Scene, build_scene

from signage_core.entities.users import Role

WRITE_METHODS = ("POST", "PUT", "PATCH")
SKIPPED = {"/api/auth/logout"}  # no body, and it would end the fuzzing session
FIELD_NAMES = (
    "name", "phone", "email", "password", "role", "adminPassword", "status", "businessName",
    "companyEmail", "locationNumber", "packageId", "packageCode", "userId", "mediaIds",
    "playlistName", "showLogo", "logoPosition", "duration", "youtubeUrl", "videoUrl",
    "videoTitle", "clientId", "paymentMethod", "paymentReference", "subscriptionId", "token",
    "newPassword", "currentPassword", "location", "locationError", "assetType", "pairingCode",
    "playlistId", "screenIds", "targetKind", "targetId", "days", "start", "end", "startsOn",
    "endsOn", "priority", "switch", "timeZone", "groupId",
)  # fmt: skip
SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats()
    | st.text(max_size=30)
)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)
KEYS = st.sampled_from(FIELD_NAMES) | st.text(max_size=10)
CONTENT_TYPES = st.sampled_from(
    ["application/json", "multipart/form-data; boundary=xyz", "multipart/form-data", "text/plain"]
)


def as_json(body: object) -> dict[str, Any]:
    """JSON as a browser could send it, NaN and Infinity included."""
    return {"content": json.dumps(body).encode(), "headers": {"content-type": "application/json"}}


BODIES = st.one_of(
    st.dictionaries(KEYS, JSON_VALUES, max_size=6).map(as_json),
    JSON_VALUES.map(as_json),
    st.tuples(st.binary(max_size=300), CONTENT_TYPES).map(
        lambda raw: {"content": raw[0], "headers": {"content-type": raw[1]}}
    ),
)


def _write_routes(world: World) -> list[tuple[str, str]]:
    return sorted(
        (method, route.path)
        for route in world.app.routes
        if isinstance(route, HTTPRoute) and route.path.startswith("/api/")
        for method in route.methods
        if method in WRITE_METHODS and route.path not in SKIPPED
    )


def _concrete(path: str, scene: Scene) -> str:
    ids = {
        "user_id": scene.a.id,
        "client_id": scene.a_client.id,
        "media_id": scene.media.id,
        "video_id": scene.video.id,
        "playlist_id": scene.playlist.id,
        "payment_id": scene.payment.id,
        "screen_id": scene.screen.id,
        "group_id": scene.group.id,
        "emergency_id": scene.emergency.id,
        "entry_id": scene.schedule.id,
    }
    for name, value in ids.items():
        path = path.replace("{" + name + ":str}", value)
    return path


def _signed_in(world: World, scene: Scene, role: str) -> Api:
    if role == "client":
        return world.signed_in(scene.a)
    return world.signed_in(world.add_user("fuzzer", Role.ADMIN))


def test_every_write_route_is_fuzzed(shared_world: World) -> None:
    assert len(_write_routes(shared_world)) == 43


@pytest.mark.parametrize("role", ["client", "admin"])
def test_junk_bodies_never_cause_a_server_error(world: World, role: str) -> None:
    scene = build_scene(world)
    with _signed_in(world, scene, role) as api:  # one event-loop portal for every request
        for method, path in _write_routes(world):
            _fuzz(api, method, _concrete(path, scene))


def _fuzz(api: Api, method: str, path: str) -> None:
    @settings(
        max_examples=10,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    )
    @given(body=BODIES)
    def check(body: dict[str, Any]) -> None:
        answer = api.request(method, path, **body)
        assert answer.status_code < 500, (method, path, body, answer.text)
        assert answer.headers["content-type"].startswith("application/json")

    check()


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/api/user-logs?limit=many", 400),
        ("/api/medias?status=maybe", 400),
        ("/api/videos/info", 403),  # a Client feature: staff are refused before the query
        ("/api/users/%00", 404),
        ("/api/nowhere", 404),
        ("/files/..%2F..%2Fetc%2Fpasswd", 403),
    ],
)
def test_junk_queries_and_paths_answer_json_errors(world: World, path: str, status: int):
    api = world.signed_in(world.add_user("prober", Role.ADMIN))
    answer = api.get(path)
    assert answer.status_code == status
    assert answer.json()["message"]


def test_an_unsupported_method_is_a_json_405(world: World):
    api = world.signed_in(world.add_user("prober", Role.ADMIN))
    answer = api.delete("/api/packages")
    assert (answer.status_code, answer.json()["code"]) == (405, "method_not_allowed")
