"""Emergency messages over HTTP (issue 26), on every backend: a Client's message is on its
screens' manifests at the next poll and on no other client's; staff send one to every
client's screens; it ends by itself at its end time and Cancel ends it early; the list counts
the screens whose players report showing it; both writes are in the audit log."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import timedelta
from typing import Any

import pytest
from tests.http.api_support import Api, World
from tests.http.firebase_world import EVERY_BACKEND
from tests.http.scene import add_media
from tests.http.screens_support import Box, pair

from signage_core.entities.users import Role
from signage_core.validation import messages as m

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


def _later(world: World, **delta: float) -> str:
    return (world.clock.now() + timedelta(**delta)).isoformat()


REFUSALS = {
    "no text": ({"text": "   "}, "text", m.EMERGENCY_TEXT_REQUIRED),
    "a text over 200 characters": ({"text": "x" * 201}, "text",
                                   m.EMERGENCY_TEXT_TOO_LONG.format(limit=200)),
    "a colour by name": ({"colour": "red"}, "colour", m.EMERGENCY_COLOUR_INVALID),
    "no end time": ({"endsAt": None}, "endsAt", m.EMERGENCY_END_REQUIRED),
    "an end time without offset": ({"endsAt": "2030-01-01T10:00:00"}, "endsAt",
                                   m.REPORT_TIME_NO_ZONE),
    "a past end time": (lambda w: {"endsAt": _later(w, minutes=-1)}, "endsAt",
                        m.EMERGENCY_END_PAST),
    "an end time past the cap": (lambda w: {"endsAt": _later(w, hours=24, seconds=1)}, "endsAt",
                                 m.EMERGENCY_END_TOO_LATE.format(hours=24)),
    "a client named by a Client": ({"clientId": "anyone"}, "clientId",
                                   m.EMERGENCY_CLIENT_NOT_YOURS),
    "an unknown image": ({"imageMediaId": "nothing-here"}, "imageMediaId",
                         m.EMERGENCY_IMAGE_UNKNOWN),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(REFUSALS))
def test_each_refusal_names_its_field_and_sends_nothing(world: World, case: str):
    api, box, _ = _shop(world, "xena")
    changes, field, message = REFUSALS[case]
    body = _body(world, **(changes(world) if callable(changes) else changes))
    answer = api.post("/api/emergencies", json=body)
    assert answer.status_code == 400, answer.text
    assert answer.json()["fieldErrors"][field] == message
    assert _shown(box) is None
    assert api.get("/api/emergencies").json()["items"] == []


def test_an_image_must_be_an_image_of_the_clients_own_library(world: World):
    user = world.add_user("yara")
    world.add_client(user)
    api = world.signed_in(user)
    box, _ = pair(world, api)
    stranger = world.add_user("zoe")
    world.add_client(stranger)
    refused = (add_media(world, stranger).id, add_media(world, user, asset_type="video").id)
    for media_id in refused:
        answer = api.post("/api/emergencies", json=_body(world, imageMediaId=media_id))
        assert answer.status_code == 400, answer.text
        assert answer.json()["fieldErrors"]["imageMediaId"] == m.EMERGENCY_IMAGE_UNKNOWN
    image = add_media(world, user, name="Exit map")
    sent = _sent(api, _body(world, imageMediaId=image.id))
    assert sent["imageUrl"] == image.file_url
    assert _shown(box)["imageUrl"] == image.file_url


def test_staff_messages_are_text_only_and_name_a_client_that_exists(world: World):
    staff = world.signed_in(world.add_user("dispatch", Role.ADMIN))
    answer = staff.post("/api/emergencies", json=_body(world, imageMediaId="m1"))
    assert answer.status_code == 400, answer.text
    assert answer.json()["fieldErrors"]["imageMediaId"] == m.EMERGENCY_STAFF_TEXT_ONLY
    answer = staff.post("/api/emergencies", json=_body(world, clientId="no-such-client"))
    assert answer.status_code == 404, answer.text


def test_another_tenant_neither_lists_nor_cancels_a_message(world: World):
    api, box, client_id = _shop(world, "abby")
    other, _, _ = _shop(world, "bea")
    sent = _sent(api, _body(world))
    assert other.get("/api/emergencies").json()["items"] == []
    assert other.get("/api/emergencies", params={"clientId": client_id}).status_code == 404
    answer = other.post(f"/api/emergencies/{sent['id']}/cancel")
    assert answer.status_code == 404, answer.text
    assert answer.json()["message"] == m.EMERGENCY_NOT_FOUND
    assert _shown(box)["id"] == sent["id"]


def test_a_message_to_a_group_reaches_only_its_screens_and_counts_them(world: World):
    user = world.add_user("gwen")
    client = replace(world.add_client(user), package_id="pkg-standard")
    world.backend.documents.clients.save(client)
    world.add_payment(client, "pkg-standard")
    api = world.signed_in(user)
    (front, shown_front), (back, _) = pair(world, api, "Front"), pair(world, api, "Back")
    group = api.post("/api/screen-groups", json={"name": "Doors", "screenIds": [shown_front["id"]]})
    sent = _sent(api, _body(world, groupId=group.json()["id"]))
    assert (sent["groupId"], sent["groupName"], sent["screens"]) == (
        group.json()["id"], "Doors", 1,
    )  # fmt: skip
    assert _shown(front)["id"] == sent["id"]
    assert _shown(back) is None
    everyone = _sent(api, _body(world, text="All screens"))
    assert (everyone["groupId"], everyone["groupName"], everyone["screens"]) == (None, None, 2)
    refused = api.post("/api/emergencies", json=_body(world, groupId="missing"))
    assert refused.json()["fieldErrors"] == {"groupId": m.GROUP_NOT_FOUND}
