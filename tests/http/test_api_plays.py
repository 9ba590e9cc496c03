"""Proof of play over HTTP, on every backend: a box sends batches with its device token (a
resend keeps each play once, a bad or oversized batch is a clear 400), and a client reads
its Plays report as JSON or CSV; staff read any client's, other clients none."""

from __future__ import annotations

from typing import Any

from tests.http.api_support import Api, World
from tests.http.firebase_world import EVERY_BACKEND
from tests.http.screens_support import Box, pair

from signage_core.entities.users import Role
from signage_core.rules.plays import MAX_BATCH
from signage_core.validation import messages as m

pytestmark = EVERY_BACKEND
DAY = {"from": "2025-03-10", "to": "2025-03-10", "tz": "UTC"}


def _play(sequence: int, media: str = "m1", start: str = "2025-03-10T12:00:00Z") -> dict[str, Any]:
    return {
        "sequence": sequence, "mediaId": media, "playlistId": "p1", "startedAt": start,
        "endedAt": start.replace(":00Z", ":08Z"), "completed": True, "offsetMs": 0,
    }  # fmt: skip


def _shop(world: World, handle: str) -> tuple[Api, str, Box]:
    user = world.add_user(handle)
    client = world.add_client(user)
    api = world.signed_in(user)
    box, _ = pair(world, api)
    return api, client.id, box


def _send(box: Box, body: dict[str, Any]) -> Any:
    headers = {"Authorization": f"Bearer {box.device_token}"}
    return box.api.post("/api/player/plays", json=body, headers=headers)


def test_a_resent_batch_is_counted_once(world: World):
    api, _, box = _shop(world, "ann")
    batch = {"plays": [_play(1), _play(2), _play(3, media="m2")]}
    assert _send(box, batch).json() == {"kept": 3}
    assert _send(box, batch).status_code == 200
    report = api.get("/api/plays", params=DAY).json()
    assert report["total"] == 3
    assert [(t["key"], t["plays"]) for t in report["byMedia"]] == [("m1", 2), ("m2", 1)]
    assert [(t["key"], t["plays"]) for t in report["byDay"]] == [("2025-03-10", 3)]


def test_the_report_downloads_as_csv(world: World):
    api, _, box = _shop(world, "cat")
    _send(box, {"plays": [_play(1), _play(2)]})
    answer = api.get("/api/plays/csv", params=DAY)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/csv")
    assert 'filename="plays-2025-03-10-2025-03-10.csv"' in answer.headers["content-disposition"]
    header, line = answer.text.strip().split("\r\n")
    assert header == "day,screen,screenId,media,mediaId,plays,completed,seconds"
    assert line.startswith("2025-03-10,Lobby,")
    assert ",m1,2,2,16.0" in line


def test_a_batch_over_the_limit_is_a_clear_400(world: World):
    _, _, box = _shop(world, "dan")
    answer = _send(box, {"plays": [_play(n) for n in range(MAX_BATCH + 1)]})
    assert answer.status_code == 400
    assert answer.json()["message"] == m.PLAYS_TOO_MANY.format(limit=MAX_BATCH)


def test_malformed_batches_are_400_never_500(world: World):
    _, _, box = _shop(world, "eve")
    naive = {**_play(1), "startedAt": "2025-03-10T12:00:00"}
    for body in ({"plays": [naive]}, {"plays": "x"}, {"plays": [{"sequence": 1}]}, {}):
        assert _send(box, body).status_code == 400, body


def test_a_box_without_a_valid_token_records_nothing(world: World):
    _, _, box = _shop(world, "fay")
    box.device_token = "nobody.secret"
    answer = _send(box, {"plays": [_play(1)]})
    assert answer.status_code == 401
    assert answer.json()["code"] == "device_not_paired"


def test_clients_see_only_their_own_plays_and_staff_any(world: World):
    _ann, ann_id, box = _shop(world, "gus")
    bob, _, _ = _shop(world, "hal")
    _send(box, {"plays": [_play(1)]})
    assert bob.get("/api/plays", params=DAY).json()["total"] == 0
    assert bob.get("/api/plays", params={**DAY, "clientId": ann_id}).status_code == 404
    staff = world.signed_in(world.add_user("staffplays", Role.ADMIN))
    assert staff.get("/api/plays", params={**DAY, "clientId": ann_id}).json()["total"] == 1
    assert staff.get("/api/plays", params=DAY).status_code == 400


def test_a_bad_time_zone_or_day_is_a_clear_400(world: World):
    api, _, _ = _shop(world, "ivy")
    answer = api.get("/api/plays", params={**DAY, "tz": "Mars/Olympus"})
    assert (answer.status_code, answer.json()["message"]) == (400, m.TIME_ZONE_UNKNOWN)
    answer = api.get("/api/plays", params={**DAY, "from": "10/03/2025"})
    assert (answer.status_code, answer.json()["message"]) == (400, m.DATE_INVALID)
