"""Emergency messages over HTTP (issue 26), on every backend: a Client's message is on its
screens' manifests at the next poll and on no other client's; staff send one to every
client's screens; it ends by itself at its end time and Cancel ends it early; the list counts
the screens whose players report showing it; both writes are in the audit log."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import timedelta
from typing import Any

from tests.http.api_support import Api, World
from tests.http.firebase_world import EVERY_BACKEND
from tests.http.screens_support import Box, pair

from signage_core.entities.users import Role

pytestmark = EVERY_BACKEND


def _shop(world: World, handle: str) -> tuple[Api, Box, str]:
    """A client with one paired screen: (its session, the box, the client's id)."""
    user = world.add_user(handle)
    client = world.add_client(user, business_name=f"{handle.title()} Bakery")
    api = world.signed_in(user)
    box, _ = pair(world, api)
    return api, box, client.id


def _body(world: World, **changes: Any) -> dict[str, Any]:
    ends = (world.clock.now() + timedelta(hours=1)).isoformat()
    return {"text": "Fire drill: leave by the front door", "colour": "#CC0000",
            "endsAt": ends, **changes}  # fmt: skip


def _sent(api: Api, body: dict[str, Any]) -> dict[str, Any]:
    answer = api.post("/api/emergencies", json=body)
    assert answer.status_code == 201, answer.text
    return dict(answer.json())


def _shown(box: Box) -> Any:
    answer = box.manifest()
    assert answer.status_code == 200, answer.text
    return answer.json()["emergency"]


def _listed(api: Api, message_id: str, **params: str) -> dict[str, Any]:
    answer = api.get("/api/emergencies", params=params)
    assert answer.status_code == 200, answer.text
    assert answer.json()["nextCursor"] is None
    (found,) = [item for item in answer.json()["items"] if item["id"] == message_id]
    return dict(found)


@contextmanager
def _to_every_client(world: World, staff: Api) -> Iterator[dict[str, Any]]:
    """A staff message to every client's screens, cancelled after (the world is shared)."""
    sent = _sent(staff, _body(world, text="Storm warning", clientId=None))
    try:
        yield sent
    finally:
        staff.post(f"/api/emergencies/{sent['id']}/cancel")


def test_a_clients_message_is_on_its_screens_manifests_at_once_and_on_no_other(world: World):
    api, box, client_id = _shop(world, "olga")
    _, other_box, _ = _shop(world, "petra")
    assert _shown(box) is None
    sent = _sent(api, _body(world))
    assert (sent["clientId"], sent["clientName"]) == (client_id, "Olga Bakery")
    assert sent["active"] is True
    assert (sent["colour"], sent["imageUrl"], sent["cancelledAt"]) == ("#cc0000", None, None)
    assert (sent["screens"], sent["showing"]) == (1, 0)
    shown = _shown(box)
    assert (shown["id"], shown["text"], shown["colour"]) == (sent["id"], sent["text"], "#cc0000")
    assert shown["endsAt"] == sent["endsAt"]
    assert _shown(other_box) is None


def test_it_ends_by_itself_at_its_end_time(world: World):
    api, box, _ = _shop(world, "quinn")
    sent = _sent(api, _body(world, endsAt=(world.clock.now() + timedelta(minutes=5)).isoformat()))
    assert _shown(box)["id"] == sent["id"]
    world.clock.advance(timedelta(minutes=5))
    assert _shown(box) is None
    assert _listed(api, sent["id"])["active"] is False


def test_cancel_ends_it_at_once_and_both_writes_are_in_the_audit_log(world: World):
    api, box, client_id = _shop(world, "rosa")
    sent = _sent(api, _body(world))
    answer = api.post(f"/api/emergencies/{sent['id']}/cancel")
    assert answer.status_code == 200, answer.text
    assert answer.json()["active"] is False
    assert answer.json()["cancelledAt"] is not None
    assert _shown(box) is None
    admin = world.signed_in(world.add_user("auditor", Role.ADMIN))
    for action in ("SendEmergency", "CancelEmergency"):
        logs = admin.get("/api/user-logs", params={"action": action}).json()["items"]
        assert any(sent["id"] in entry["note"] and client_id in entry["note"] for entry in logs)


def test_staff_send_to_every_clients_screens(world: World):
    _, box, _ = _shop(world, "sara")
    _, other_box, _ = _shop(world, "tina")
    staff = world.signed_in(world.add_user("dispatch", Role.SUPERVISOR))
    with _to_every_client(world, staff) as sent:
        assert (sent["clientId"], sent["clientName"]) == (None, "")
        assert sent["screens"] >= 2
        assert _shown(box)["id"] == _shown(other_box)["id"] == sent["id"]
    assert _shown(box) is None


def test_staff_send_to_one_clients_screens(world: World):
    _, box, client_id = _shop(world, "ursula")
    _, other_box, _ = _shop(world, "vera")
    staff = world.signed_in(world.add_user("dispatch", Role.ADMIN))
    sent = _sent(staff, _body(world, clientId=client_id))
    assert (sent["clientId"], sent["screens"]) == (client_id, 1)
    assert _shown(box)["id"] == sent["id"]
    assert _shown(other_box) is None
    assert _listed(staff, sent["id"], clientId=client_id)["clientName"] == "Ursula Bakery"


def test_showing_counts_the_screens_whose_latest_report_names_it(world: World):
    api, box, _ = _shop(world, "wanda")
    sent = _sent(api, _body(world))
    manifest = box.manifest().json()
    report = {"sentAt": world.clock.now().isoformat(), "manifestVersion": "v1", "filesKept": 0,
              "filesTotal": 0, "bytesKept": 0, "emergencyId": sent["id"]}  # fmt: skip
    assert manifest["emergency"]["id"] == sent["id"]
    headers = {"Authorization": f"Bearer {box.device_token}"}
    answer = box.api.post("/api/player/report", json=report, headers=headers)
    assert answer.status_code == 200, answer.text
    assert (_listed(api, sent["id"])["showing"], _listed(api, sent["id"])["screens"]) == (1, 1)
    world.clock.advance(timedelta(minutes=3))
    assert _listed(api, sent["id"])["showing"] == 0
