"""Payments, online subscriptions and the provider's webhook."""

from __future__ import annotations

import json

from tests.http.api_support import Api, World
from tests.http.firebase_world import FIREBASE_TOO
from tests.support.pages import items

from signage_core.ports.payment_provider import Subscription
from signage_core.validation import messages as m

pytestmark = FIREBASE_TOO


def _client(world: World):
    user = world.add_user("pay")
    return user, world.add_client(user, expires_in_days=3)


def test_staff_record_a_payment_that_renews_the_client(world: World, admin: Api):
    user, client = _client(world)
    body = {"clientId": client.id, "packageId": "pkg-standard", "paymentMethod": "Zelle"}
    answer = admin.post("/api/payments", json={**body, "paymentReference": "Z-1"})
    assert answer.status_code == 201
    payment = answer.json()
    assert (payment["paymentAmount"], payment["units"], payment["paymentDate"]) == (
        49.99,
        3,
        "2025-01-15",
    )
    assert payment["expireDate"] == "2025-02-14T12:00:00Z"
    licence = world.signed_in(user).get("/api/licence").json()
    assert (licence["trial"], licence["daysLeft"]) == (False, 30)


def test_the_payment_form_answers_the_spec_messages(world: World, admin: Api):
    _, client = _client(world)
    answer = admin.post("/api/payments", json={"clientId": client.id, "paymentMethod": "Cash"})
    assert answer.json()["fieldErrors"] == {
        "packageId": m.PACKAGE_REQUIRED,
        "paymentReference": m.PAYMENT_REFERENCE_REQUIRED,
    }


def test_a_client_lists_only_its_own_payments(world: World, admin: Api):
    user, client = _client(world)
    _, other = _client(world)
    for target in (client, other):
        body = {"clientId": target.id, "packageId": "pkg-basic", "paymentMethod": "Cash"}
        admin.post("/api/payments", json={**body, "paymentReference": f"R-{target.id}"})
    own = items(world.signed_in(user).get("/api/payments").json())
    assert [payment["clientId"] for payment in own] == [client.id]
    staff_view = items(admin.get("/api/payments", params={"clientId": other.id}).json())
    assert [payment["clientId"] for payment in staff_view] == [other.id]


def test_staff_edit_and_switch_a_payment(world: World, admin: Api):
    _, client = _client(world)
    body = {"clientId": client.id, "packageId": "pkg-basic", "paymentMethod": "Cash"}
    payment = admin.post("/api/payments", json={**body, "paymentReference": "R-1"}).json()
    path = f"/api/payments/{payment['id']}"
    edited = admin.patch(path, json={"paymentMethod": "Check", "paymentReference": "C-7"}).json()
    assert (edited["paymentMethod"], edited["paymentReference"]) == ("Check", "C-7")
    assert admin.put(f"{path}/status", json={"status": False}).json()["status"] is False
    missing = admin.get("/api/payments/nope")
    assert (missing.status_code, missing.json()["message"]) == (404, m.PAYMENT_NOT_FOUND)


def test_a_subscription_the_provider_confirms_becomes_a_payment(world: World):
    user, client = _client(world)
    sub_id = f"I-{client.id}"
    world.backend.payment_provider.add_subscription(Subscription(sub_id, "ACTIVE", "P-BASIC"))
    api = world.signed_in(user)
    answer = api.post(
        "/api/subscriptions", json={"packageId": "pkg-basic", "subscriptionId": sub_id}
    )
    assert answer.status_code == 201
    assert (answer.json()["paymentMethod"], answer.json()["paymentReference"]) == ("PayPal", sub_id)


def test_an_unconfirmed_subscription_is_refused(world: World):
    user, _ = _client(world)
    api = world.signed_in(user)
    made_up = api.post(
        "/api/subscriptions", json={"packageId": "pkg-basic", "subscriptionId": "I-x"}
    )
    assert made_up.json()["fieldErrors"] == {"subscriptionId": m.SUBSCRIPTION_COMPLETE_FAILED}
    no_plan = api.post(
        "/api/subscriptions", json={"packageId": "pkg-premium", "subscriptionId": "I-x"}
    )
    assert no_plan.json()["fieldErrors"] == {"packageId": m.PACKAGE_NOT_CONFIGURED_FOR_PAYPAL}


def _event(event_type: str, resource: dict[str, object]) -> bytes:
    return json.dumps({"event_type": event_type, "resource": resource}).encode()


def test_a_signed_webhook_records_a_cancellation_without_session_or_csrf(world: World):
    user, client = _client(world)
    sub_id = f"I-web-{client.id}"
    world.backend.payment_provider.add_subscription(Subscription(sub_id, "ACTIVE", "P-BASIC"))
    world.signed_in(user).post(
        "/api/subscriptions", json={"packageId": "pkg-basic", "subscriptionId": sub_id}
    )
    body = _event("BILLING.SUBSCRIPTION.CANCELLED", {"id": sub_id})
    signature = world.backend.payment_provider.sign(body)
    stranger = world.client()
    answer = stranger.post(
        "/api/paypal/webhook",
        content=body,
        headers={"content-type": "application/json", "x-memory-signature": signature},
    )
    assert (answer.status_code, answer.json()["action"]) == (200, "status_recorded")
    [payment] = items(world.signed_in(user).get("/api/payments").json())
    assert payment["providerStatus"] == "CANCELLED"


def test_an_unsigned_webhook_is_refused(world: World):
    body = _event("BILLING.SUBSCRIPTION.CANCELLED", {"id": "I-none"})
    answer = world.client().post(
        "/api/paypal/webhook", content=body, headers={"content-type": "application/json"}
    )
    assert answer.status_code == 403
