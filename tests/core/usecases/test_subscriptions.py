"""Subscriptions: completed from the browser only when the provider confirms them, and kept
up to date by verified webhooks, each effect applied once whatever the retries."""

import json
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from decimal import Decimal

import pytest
from signage_adapters.memory.backend import memory_backend
from signage_adapters.memory.clock import ManualClock
from signage_adapters.memory.payment_provider import SIGNATURE_HEADER, MemoryPaymentProvider
from signage_adapters.paypal import PayPalClient, UnconfiguredPaymentProvider
from tests.adapters.paypal import paypal_replies as paypal
from tests.support.loopback_http import LoopbackServer

from signage_core.entities.catalogue import Package
from signage_core.entities.clients import Client
from signage_core.entities.payments import PaymentMethod
from signage_core.entities.users import Actor, Role
from signage_core.errors import (
    ExternalServiceFailed,
    Forbidden,
    NotFound,
    PaymentsNotConfigured,
    ProfileIncomplete,
    ValidationFailed,
)
from signage_core.ports.payment_provider import Subscription
from signage_core.usecases.billing.subscriptions import (
    CompleteSubscription,
    HandlePayPalWebhook,
    WebhookAction,
)

NOW = datetime(2025, 3, 10, 15, 0, tzinfo=UTC)
SUB_ID = "I-BW452GLLEP1G"
PLAN = "P-BASIC"
FAILED = "Error completing subscription"
BASIC = Package("pkg-basic", "BASIC", "Basic", Decimal("9.90"), units=2, days=30, plan_id=PLAN)
NO_PLAN = Package("pkg-cash", "CASH", "Cash only", Decimal("5.00"), units=1, days=30)
TRIAL_END = NOW + timedelta(days=3)
ACTOR = Actor("user-1", Role.CLIENT)


@dataclass
class Portal:
    clock: ManualClock
    docs: object
    provider: MemoryPaymentProvider

    def complete(self, provider=None):
        docs = self.docs
        return CompleteSubscription(
            docs.clients, docs.catalogue, docs.payments, provider or self.provider, self.clock
        )

    def webhook(self, provider=None):
        docs = self.docs
        return HandlePayPalWebhook(
            docs.clients, docs.catalogue, docs.payments, provider or self.provider, self.clock
        )

    def client(self, client_id="client-1"):
        return self.docs.clients.get(client_id)

    def payments(self, client_id="client-1"):
        return self.docs.payments.list_for_client(client_id)

    def subscribe(self, status="ACTIVE", plan_id=PLAN, custom_id="client-1", sub_id=SUB_ID):
        self.provider.add_subscription(Subscription(sub_id, status, plan_id, custom_id))

    def deliver(self, event, webhook=None):
        body = json.dumps(event).encode()
        headers = {SIGNATURE_HEADER: self.provider.sign(body)}
        return (webhook or self.webhook())(headers, body)


@pytest.fixture
def portal():
    clock = ManualClock(NOW)
    backend = memory_backend(clock=clock)
    docs = backend.documents
    docs.catalogue.save_package(BASIC)
    docs.catalogue.save_package(NO_PLAN)
    for number in (1, 2):
        docs.clients.save(
            Client(
                id=f"client-{number}",
                business_name=f"Shop {number}",
                contact_name="Ann",
                phone="5550100",
                company_email=f"shop{number}@example.com",
                user_id=f"user-{number}",
                package_code="TRIAL",
                expire_date=TRIAL_END,
            )
        )
    return Portal(clock, docs, backend.payment_provider)


def sale_event(sale_id="80021663DE681814L", sub_id=SUB_ID, created=NOW, total="9.90"):
    resource = {"id": sale_id, "state": "completed", "amount": {"total": total, "currency": "USD"}}
    if sub_id is not None:
        resource["billing_agreement_id"] = sub_id
    if created is not None:
        resource["create_time"] = created.isoformat().replace("+00:00", "Z")
    return {"id": f"WH-{sale_id}", "event_type": "PAYMENT.SALE.COMPLETED", "resource": resource}


def status_event(kind, sub_id=SUB_ID):
    resource = {"id": sub_id, "status": kind, "plan_id": PLAN}
    return {"id": f"WH-{kind}", "event_type": f"BILLING.SUBSCRIPTION.{kind}", "resource": resource}


# --- CompleteSubscription ---------------------------------------------------------------------


def test_a_confirmed_subscription_records_the_payment_and_renews_the_client(portal):
    portal.subscribe()

    saved = portal.complete()(ACTOR, BASIC.id, SUB_ID)

    (payment,) = portal.payments()
    assert saved.created
    assert saved.payment == payment
    assert (payment.method, payment.reference, payment.provider_status) == (
        PaymentMethod.PAYPAL,
        SUB_ID,
        "ACTIVE",
    )
    assert (payment.amount, payment.units, payment.package_id) == (Decimal("9.90"), 2, BASIC.id)
    assert payment.payment_date == NOW.date()
    assert payment.expire_date == NOW + timedelta(days=30)
    client = portal.client()
    assert (client.package_code, client.package_id) == ("BASIC", BASIC.id)
    assert client.expire_date == NOW + timedelta(days=30)
    assert saved.client == client


def test_a_paying_client_renewing_early_keeps_the_days_left(portal):
    portal.subscribe(sub_id="I-FIRST")
    portal.complete()(ACTOR, BASIC.id, "I-FIRST")
    portal.clock.advance(timedelta(days=20))
    portal.subscribe()

    portal.complete()(ACTOR, BASIC.id, SUB_ID)

    assert portal.client().expire_date == NOW + timedelta(days=60)


def test_the_same_subscription_posted_twice_records_one_payment(portal):
    portal.subscribe()
    first = portal.complete()(ACTOR, BASIC.id, SUB_ID)

    again = portal.complete()(ACTOR, BASIC.id, SUB_ID)

    assert again.created is False
    assert again.payment == first.payment
    assert len(portal.payments()) == 1
    assert portal.client().expire_date == NOW + timedelta(days=30)


@pytest.mark.parametrize(
    "subscription",
    [
        {"status": "APPROVAL_PENDING"},
        {"status": "APPROVED"},
        {"status": "SUSPENDED"},
        {"status": "CANCELLED"},
        {"plan_id": "P-PREMIUM"},
        {"custom_id": "client-2"},
    ],
    ids=["pending", "approved", "suspended", "cancelled", "other-plan", "other-client"],
)
def test_a_subscription_the_provider_does_not_confirm_is_refused(portal, subscription):
    portal.subscribe(**subscription)

    with pytest.raises(ValidationFailed) as raised:
        portal.complete()(ACTOR, BASIC.id, SUB_ID)

    assert raised.value.message == FAILED
    assert raised.value.field_errors == {"subscriptionId": FAILED}
    assert portal.payments() == []
    assert portal.client().expire_date == TRIAL_END


def test_a_subscription_without_custom_id_is_accepted(portal):
    portal.subscribe(custom_id="")

    assert portal.complete()(ACTOR, BASIC.id, SUB_ID).created


@pytest.mark.parametrize("sub_id", ["I-UNKNOWN", "", "   "])
def test_a_subscription_the_provider_does_not_know_is_refused(portal, sub_id):
    with pytest.raises(ValidationFailed) as raised:
        portal.complete()(ACTOR, BASIC.id, sub_id)

    assert raised.value.message == FAILED
    assert portal.payments() == []


def test_another_clients_subscription_cannot_be_claimed(portal):
    portal.subscribe(custom_id="")
    portal.complete()(ACTOR, BASIC.id, SUB_ID)
    intruder = Actor("user-2", Role.CLIENT)

    with pytest.raises(ValidationFailed) as raised:
        portal.complete()(intruder, BASIC.id, SUB_ID)

    assert raised.value.message == FAILED
    assert portal.payments("client-2") == []
    assert portal.client("client-2").expire_date == TRIAL_END


def test_a_user_without_client_profile_is_told_so(portal):
    portal.subscribe()

    with pytest.raises(ProfileIncomplete) as raised:
        portal.complete()(Actor("user-9", Role.CLIENT), BASIC.id, SUB_ID)
    assert raised.value.message == "No client found for the logged-in user."


def test_a_missing_package_is_not_found(portal):
    with pytest.raises(NotFound) as raised:
        portal.complete()(ACTOR, "pkg-gone", SUB_ID)
    assert raised.value.message == "The package assigned to the client was not found."


def test_a_package_without_plan_is_not_configured_for_subscriptions(portal):
    with pytest.raises(ValidationFailed) as raised:
        portal.complete()(ACTOR, NO_PLAN.id, SUB_ID)
    assert raised.value.message == (
        "This package is not configured for PayPal subscriptions. Please contact support."
    )


@pytest.mark.parametrize(
    "provider",
    [UnconfiguredPaymentProvider(), MemoryPaymentProvider(configured=False)],
    ids=["unconfigured-adapter", "memory-unconfigured"],
)
def test_without_provider_settings_paypal_is_not_available(portal, provider):
    with pytest.raises(ExternalServiceFailed) as raised:
        portal.complete(provider)(ACTOR, BASIC.id, SUB_ID)
    assert raised.value.message == "PayPal payment system not available"


def test_completion_through_the_paypal_adapter_against_a_loopback_paypal(portal):
    with LoopbackServer() as server:
        server.route("POST", paypal.TOKEN_PATH, paypal.token())
        server.route("GET", paypal.SUBSCRIPTION_PATH, paypal.subscription(plan_id=PLAN))
        client = PayPalClient("id", "secret", base_url=server.url, retry_delay=0.0)

        saved = portal.complete(client)(ACTOR, BASIC.id, paypal.SUBSCRIPTION_ID)

    assert saved.created
    assert saved.payment.reference == paypal.SUBSCRIPTION_ID
    assert portal.client().package_code == "BASIC"


def test_a_failing_provider_changes_nothing(portal):
    with LoopbackServer() as server:
        server.route("POST", paypal.TOKEN_PATH, paypal.token())
        server.route("GET", paypal.SUBSCRIPTION_PATH, paypal.rest_error(500, "INTERNAL"))
        client = PayPalClient("id", "secret", base_url=server.url, retry_delay=0.0)

        with pytest.raises(ExternalServiceFailed) as raised:
            portal.complete(client)(ACTOR, BASIC.id, paypal.SUBSCRIPTION_ID)

    assert raised.value.message == FAILED
    assert portal.payments() == []
    assert portal.client().expire_date == TRIAL_END


# --- HandlePayPalWebhook: verification and refusals -------------------------------------------


def completed(portal):
    portal.subscribe()
    return portal.complete()(ACTOR, BASIC.id, SUB_ID).payment


def test_an_unverified_event_is_refused_without_side_effects(portal):
    first = completed(portal)
    body = json.dumps(sale_event(created=NOW + timedelta(days=30))).encode()

    with pytest.raises(Forbidden):
        portal.webhook()({SIGNATURE_HEADER: "forged"}, body)

    assert portal.payments() == [first]
    assert portal.client().expire_date == NOW + timedelta(days=30)


@pytest.mark.parametrize(
    "event_type", ["BILLING.SUBSCRIPTION.ACTIVATED", "PAYMENT.SALE.REFUNDED", "", "CUSTOM"]
)
def test_an_unknown_event_type_is_refused_without_side_effects(portal, event_type):
    first = completed(portal)
    event = {**status_event("CANCELLED"), "event_type": event_type}

    with pytest.raises(ValidationFailed) as raised:
        portal.deliver(event)

    assert raised.value.field_errors == {"eventType": "This webhook event type is not supported."}
    assert portal.payments() == [first]


@pytest.mark.parametrize(
    "body",
    [b"not json", b"[]", b'{"event_type": "PAYMENT.SALE.COMPLETED"}', b"[" * 100_000],
    ids=["text", "array", "no-resource", "deeply-nested"],
)
def test_a_verified_but_malformed_event_is_refused(portal, body):
    webhook = portal.webhook()

    with pytest.raises(ValidationFailed):
        webhook({SIGNATURE_HEADER: portal.provider.sign(body)}, body)


def test_a_sale_event_without_sale_id_is_refused(portal):
    event = sale_event()
    del event["resource"]["id"]

    with pytest.raises(ValidationFailed):
        portal.deliver(event)


def test_webhooks_without_provider_settings_are_not_found(portal):
    body = json.dumps(sale_event()).encode()

    with pytest.raises(PaymentsNotConfigured) as raised:
        portal.webhook(UnconfiguredPaymentProvider())({}, body)
    assert raised.value.message == "PayPal is not configured on this portal."
    assert portal.payments() == []


# --- HandlePayPalWebhook: sales -----------------------------------------------------------------


def test_the_first_sale_is_the_payment_completion_already_recorded(portal):
    first = completed(portal)

    outcome = portal.deliver(sale_event(created=NOW + timedelta(minutes=2)))

    assert outcome.action is WebhookAction.FIRST_CYCLE
    assert outcome.payment == first
    assert portal.payments() == [first]
    assert portal.client().expire_date == NOW + timedelta(days=30)


def test_the_first_sale_redelivered_days_later_still_renews_nothing(portal):
    first = completed(portal)
    event = sale_event(created=NOW + timedelta(minutes=2))
    portal.deliver(event)
    portal.clock.advance(timedelta(days=20))

    assert portal.deliver(event).action is WebhookAction.FIRST_CYCLE
    assert portal.payments() == [first]


def test_a_later_sale_records_a_payment_and_extends_the_licence(portal):
    completed(portal)
    portal.clock.advance(timedelta(days=29))

    outcome = portal.deliver(sale_event("SALE-2", created=NOW + timedelta(days=29), total="9.95"))

    assert outcome.action is WebhookAction.RENEWED
    renewal = outcome.payment
    assert (renewal.reference, renewal.amount, renewal.method) == (
        "SALE-2",
        Decimal("9.95"),
        PaymentMethod.PAYPAL,
    )
    assert (renewal.client_id, renewal.package_id, renewal.provider_status) == (
        "client-1",
        BASIC.id,
        "COMPLETED",
    )
    assert len(portal.payments()) == 2
    assert portal.client().expire_date == NOW + timedelta(days=60)


def test_a_sale_delivered_again_records_one_payment(portal):
    completed(portal)
    portal.clock.advance(timedelta(days=30))
    event = sale_event("SALE-2", created=NOW + timedelta(days=30))
    portal.deliver(event)

    again = portal.deliver(event)

    assert again.action is WebhookAction.ALREADY_RECORDED
    assert again.payment.reference == "SALE-2"
    assert len(portal.payments()) == 2
    assert portal.client().expire_date == NOW + timedelta(days=60)


def test_each_sale_renews_once(portal):
    completed(portal)
    for month in (1, 2, 3):
        portal.clock.set(NOW + timedelta(days=30 * month))
        portal.deliver(sale_event(f"SALE-{month}", created=NOW + timedelta(days=30 * month)))

    assert len(portal.payments()) == 4
    assert portal.client().expire_date == NOW + timedelta(days=120)


def test_a_sale_without_time_is_dated_by_the_clock(portal):
    completed(portal)
    portal.clock.advance(timedelta(days=28))

    outcome = portal.deliver(sale_event("SALE-2", created=None))

    assert outcome.action is WebhookAction.RENEWED


@pytest.mark.parametrize("total", ["", "abc", "-1", "NaN", "Infinity"])
def test_an_unreadable_sale_amount_records_the_package_price(portal, total):
    completed(portal)

    outcome = portal.deliver(sale_event("SALE-2", created=NOW + timedelta(days=30), total=total))

    assert outcome.payment.amount == BASIC.price


def test_a_sale_before_the_browser_posted_completes_the_subscription_itself(portal):
    portal.subscribe()

    outcome = portal.deliver(sale_event(created=NOW))

    assert outcome.action is WebhookAction.FIRST_CYCLE
    assert outcome.payment.reference == SUB_ID
    assert portal.client().expire_date == NOW + timedelta(days=30)
    late_post = portal.complete()(ACTOR, BASIC.id, SUB_ID)
    assert late_post.created is False
    assert len(portal.payments()) == 1
    assert portal.client().expire_date == NOW + timedelta(days=30)


@pytest.mark.parametrize(
    "subscription",
    [{"custom_id": ""}, {"custom_id": "client-9"}, {"plan_id": "P-UNKNOWN"}],
    ids=["no-custom-id", "unknown-client", "unknown-plan"],
)
def test_a_sale_for_a_subscription_nobody_can_place_is_refused_for_redelivery(portal, subscription):
    portal.subscribe(**subscription)

    with pytest.raises(NotFound):
        portal.deliver(sale_event())

    assert portal.docs.payments.list_all() == []


def test_a_sale_outside_any_subscription_is_acknowledged_and_ignored(portal):
    completed(portal)

    outcome = portal.deliver(sale_event("ONE-OFF", sub_id=None, created=NOW + timedelta(days=30)))

    assert outcome.action is WebhookAction.IGNORED
    assert len(portal.payments()) == 1


# --- HandlePayPalWebhook: subscription status ---------------------------------------------------


@pytest.mark.parametrize("kind", ["CANCELLED", "SUSPENDED", "EXPIRED"])
def test_a_status_event_is_recorded_on_the_subscription_payment(portal, kind):
    first = completed(portal)

    outcome = portal.deliver(status_event(kind))

    assert outcome.action is WebhookAction.STATUS_RECORDED
    assert portal.payments() == [replace(first, provider_status=kind)]
    assert portal.client().expire_date == NOW + timedelta(days=30)


def test_a_status_event_delivered_again_leaves_the_same_state(portal):
    first = completed(portal)
    portal.deliver(status_event("CANCELLED"))

    portal.deliver(status_event("CANCELLED"))

    assert portal.payments() == [replace(first, provider_status="CANCELLED")]


def test_a_status_event_for_an_unrecorded_subscription_is_ignored(portal):
    outcome = portal.deliver(status_event("CANCELLED", sub_id="I-ELSEWHERE"))

    assert outcome.action is WebhookAction.IGNORED
    assert portal.docs.payments.list_all() == []


class PaymentsDeletedOnceFound:
    """The real payments, except that a payment found by reference is deleted (with its
    client, the way payments go) right after: a delete landing before the event's write."""

    def __init__(self, portal):
        self._inner, self._clients = portal.docs.payments, portal.docs.clients

    def find_by_reference(self, reference):
        found = self._inner.find_by_reference(reference)
        self._clients.delete_with_payments(found.client_id)
        return found

    def __getattr__(self, name):
        return getattr(self._inner, name)


def test_a_status_event_for_a_payment_deleted_meanwhile_is_ignored_and_brings_nothing_back(
    portal,
):
    completed(portal)
    docs = portal.docs
    payments = PaymentsDeletedOnceFound(portal)
    webhook = HandlePayPalWebhook(
        docs.clients, docs.catalogue, payments, portal.provider, portal.clock
    )

    outcome = portal.deliver(status_event("CANCELLED"), webhook)

    assert outcome.action is WebhookAction.IGNORED
    assert (docs.payments.list_all(), portal.client()) == ([], None)


def deliver_through_paypal(portal, verification, body):
    with LoopbackServer() as server:
        server.route("POST", paypal.TOKEN_PATH, paypal.token())
        server.route("POST", paypal.VERIFY_PATH, verification)
        client = PayPalClient("id", "secret", webhook_id="WH1", base_url=server.url)
        return portal.webhook(client)(paypal.signature_headers(), body)


def test_a_sale_paypal_verifies_renews_through_the_adapter(portal):
    completed(portal)
    body = json.dumps(sale_event("SALE-2", created=NOW + timedelta(days=30))).encode()

    outcome = deliver_through_paypal(portal, paypal.verification("SUCCESS"), body)

    assert outcome.action is WebhookAction.RENEWED
    assert len(portal.payments()) == 2


def test_a_sale_paypal_does_not_verify_changes_nothing_through_the_adapter(portal):
    first = completed(portal)
    body = json.dumps(sale_event("SALE-2", created=NOW + timedelta(days=30))).encode()

    with pytest.raises(Forbidden):
        deliver_through_paypal(portal, paypal.verification("FAILURE"), body)

    assert portal.payments() == [first]
    assert portal.client().expire_date == NOW + timedelta(days=30)
