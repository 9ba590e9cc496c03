"""PayPalClient reads subscriptions from a loopback server speaking PayPal's REST JSON."""

import base64
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta

import pytest
from signage_adapters.memory.clock import ManualClock
from signage_adapters.paypal import PayPalClient
from tests.adapters.paypal import paypal_replies as paypal
from tests.support.loopback_http import LoopbackServer, Reply

from signage_core.errors import ExternalServiceFailed, NotFound
from signage_core.ports.payment_provider import Subscription

FAILED = "Error completing subscription"
START = datetime(2025, 3, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def server():
    with LoopbackServer() as running:
        running.route("POST", paypal.TOKEN_PATH, paypal.token())
        yield running


@pytest.fixture
def clock():
    return ManualClock(START)


def make_client(server, clock=None, **options):
    settings = {"webhook_id": "WH-1", "timeout": 0.5, "retry_delay": 0.0, **options}
    return PayPalClient("client-id", "s3cret", base_url=server.url, clock=clock, **settings)


def test_get_subscription_answers_id_status_plan_and_custom_id(server):
    server.route("GET", paypal.SUBSCRIPTION_PATH, paypal.subscription())

    found = make_client(server).get_subscription(paypal.SUBSCRIPTION_ID)

    assert found == Subscription(paypal.SUBSCRIPTION_ID, "ACTIVE", paypal.PLAN_ID, "client-1")


def test_a_subscription_without_custom_id_has_an_empty_one(server):
    server.route("GET", paypal.SUBSCRIPTION_PATH, paypal.subscription(custom_id=None))

    assert make_client(server).get_subscription(paypal.SUBSCRIPTION_ID).custom_id == ""


def test_the_token_comes_from_client_credentials_with_basic_auth(server):
    server.route("GET", paypal.SUBSCRIPTION_PATH, paypal.subscription())

    make_client(server).get_subscription(paypal.SUBSCRIPTION_ID)

    (token_request,) = server.requests_to(paypal.TOKEN_PATH)
    expected = base64.b64encode(b"client-id:s3cret").decode()
    assert token_request.header("Authorization") == f"Basic {expected}"
    assert token_request.form() == {"grant_type": ["client_credentials"]}
    (api_request,) = server.requests_to(paypal.SUBSCRIPTION_PATH)
    assert api_request.header("Authorization") == "Bearer A21AAFEpH4PsADK7qSS7pSRsgzfENtu"


def test_the_token_is_reused_until_shortly_before_it_expires(server, clock):
    server.route("POST", paypal.TOKEN_PATH, paypal.token("first", 3600), paypal.token("second"))
    server.route("GET", paypal.SUBSCRIPTION_PATH, paypal.subscription())
    client = make_client(server, clock)

    client.get_subscription(paypal.SUBSCRIPTION_ID)
    clock.advance(timedelta(seconds=3600 - 301))
    client.get_subscription(paypal.SUBSCRIPTION_ID)
    clock.advance(timedelta(seconds=1))
    client.get_subscription(paypal.SUBSCRIPTION_ID)

    bearers = [r.header("Authorization") for r in server.requests_to(paypal.SUBSCRIPTION_PATH)]
    assert bearers == ["Bearer first", "Bearer first", "Bearer second"]
    assert len(server.requests_to(paypal.TOKEN_PATH)) == 2


def test_a_short_lived_token_is_refreshed_at_half_its_life(server, clock):
    server.route("POST", paypal.TOKEN_PATH, paypal.token("first", 60), paypal.token("second"))
    server.route("GET", paypal.SUBSCRIPTION_PATH, paypal.subscription())
    client = make_client(server, clock)

    client.get_subscription(paypal.SUBSCRIPTION_ID)
    clock.advance(timedelta(seconds=29))
    client.get_subscription(paypal.SUBSCRIPTION_ID)
    clock.advance(timedelta(seconds=1))
    client.get_subscription(paypal.SUBSCRIPTION_ID)

    assert len(server.requests_to(paypal.TOKEN_PATH)) == 2


def test_a_401_refreshes_the_token_once_and_repeats_the_call(server):
    server.route("POST", paypal.TOKEN_PATH, paypal.token("stale"), paypal.token("fresh"))
    expired = paypal.rest_error(401, "AUTHENTICATION_FAILURE")
    server.route("GET", paypal.SUBSCRIPTION_PATH, expired, paypal.subscription())

    found = make_client(server).get_subscription(paypal.SUBSCRIPTION_ID)

    assert found.status == "ACTIVE"
    bearers = [r.header("Authorization") for r in server.requests_to(paypal.SUBSCRIPTION_PATH)]
    assert bearers == ["Bearer stale", "Bearer fresh"]


def test_a_second_401_fails_without_a_third_attempt(server):
    server.route("GET", paypal.SUBSCRIPTION_PATH, paypal.rest_error(401, "AUTHENTICATION_FAILURE"))

    with pytest.raises(ExternalServiceFailed) as raised:
        make_client(server).get_subscription(paypal.SUBSCRIPTION_ID)
    assert raised.value.message == FAILED
    assert len(server.requests_to(paypal.SUBSCRIPTION_PATH)) == 2
    assert len(server.requests_to(paypal.TOKEN_PATH)) == 2


def test_an_unknown_subscription_is_not_found(server):
    server.route("GET", paypal.SUBSCRIPTION_PATH, paypal.rest_error(404, "RESOURCE_NOT_FOUND"))

    with pytest.raises(NotFound) as raised:
        make_client(server).get_subscription(paypal.SUBSCRIPTION_ID)
    assert raised.value.message == FAILED


@pytest.mark.parametrize("bad_id", ["", "../../oauth2/token", "I-1?x=1", "I 1", "x" * 51])
def test_an_id_paypal_could_never_issue_is_not_found_without_a_call(server, bad_id):
    with pytest.raises(NotFound):
        make_client(server).get_subscription(bad_id)
    assert server.requests == []


@pytest.mark.parametrize(
    "reply",
    [
        paypal.rest_error(400, "INVALID_REQUEST"),
        paypal.rest_error(403, "NOT_AUTHORIZED"),
        paypal.rest_error(422, "UNPROCESSABLE_ENTITY"),
        Reply.text(200, "{truncated"),
        Reply.json(200, ["not", "an", "object"]),
        paypal.subscription(plan_id=None),
        paypal.subscription(status=None),
        paypal.subscription(status=7),
        Reply.json(200, {"status": "ACTIVE", "plan_id": paypal.PLAN_ID}),
    ],
    ids=[
        "400",
        "403",
        "422",
        "not-json",
        "json-array",
        "no-plan",
        "no-status",
        "status-not-text",
        "no-id",
    ],
)
def test_errors_and_malformed_answers_fail_to_complete_the_subscription(server, reply):
    server.route("GET", paypal.SUBSCRIPTION_PATH, reply)

    with pytest.raises(ExternalServiceFailed) as raised:
        make_client(server).get_subscription(paypal.SUBSCRIPTION_ID)
    assert raised.value.message == FAILED


@pytest.mark.parametrize(
    "reply",
    [
        paypal.oauth_error(401, "invalid_client"),
        paypal.oauth_error(400, "unsupported_grant_type"),
        Reply.json(200, {"token_type": "Bearer", "expires_in": 32400}),
        Reply.json(200, {"access_token": "t", "expires_in": "32400"}),
        Reply.json(200, {"access_token": "t", "expires_in": 0}),
        Reply.json(200, {"access_token": "t", "expires_in": True}),
        Reply.text(200, "<html>"),
    ],
    ids=["invalid-client", "bad-grant", "no-token", "text-expiry", "zero-expiry", "bool", "html"],
)
def test_token_failures_fail_to_complete_the_subscription(server, reply):
    server.route("POST", paypal.TOKEN_PATH, reply)
    server.route("GET", paypal.SUBSCRIPTION_PATH, paypal.subscription())

    with pytest.raises(ExternalServiceFailed) as raised:
        make_client(server).get_subscription(paypal.SUBSCRIPTION_ID)
    assert raised.value.message == FAILED
    assert server.requests_to(paypal.SUBSCRIPTION_PATH) == []


def test_a_5xx_is_retried_once(server):
    unavailable = paypal.rest_error(503, "SERVICE_UNAVAILABLE")
    server.route("GET", paypal.SUBSCRIPTION_PATH, unavailable, paypal.subscription())

    assert make_client(server).get_subscription(paypal.SUBSCRIPTION_ID).status == "ACTIVE"
    assert len(server.requests_to(paypal.SUBSCRIPTION_PATH)) == 2


def test_a_token_endpoint_5xx_is_retried_once(server):
    server.route("POST", paypal.TOKEN_PATH, paypal.rest_error(500, "INTERNAL"), paypal.token())
    server.route("GET", paypal.SUBSCRIPTION_PATH, paypal.subscription())

    assert make_client(server).get_subscription(paypal.SUBSCRIPTION_ID).status == "ACTIVE"
    assert len(server.requests_to(paypal.TOKEN_PATH)) == 2


def test_two_5xx_answers_fail_after_one_retry(server):
    server.route("GET", paypal.SUBSCRIPTION_PATH, paypal.rest_error(500, "INTERNAL_SERVER_ERROR"))

    with pytest.raises(ExternalServiceFailed):
        make_client(server).get_subscription(paypal.SUBSCRIPTION_ID)
    assert len(server.requests_to(paypal.SUBSCRIPTION_PATH)) == 2


def test_a_dropped_connection_is_retried_once(server):
    server.route("GET", paypal.SUBSCRIPTION_PATH, Reply.drop(), paypal.subscription())

    assert make_client(server).get_subscription(paypal.SUBSCRIPTION_ID).status == "ACTIVE"


def test_a_timeout_fails_without_a_retry(server):
    slow = paypal.subscription()
    server.route("GET", paypal.SUBSCRIPTION_PATH, Reply(slow.status, slow.body, delay=5.0))

    with pytest.raises(ExternalServiceFailed) as raised:
        make_client(server, timeout=0.1).get_subscription(paypal.SUBSCRIPTION_ID)
    assert raised.value.message == FAILED
    assert len(server.requests_to(paypal.SUBSCRIPTION_PATH)) == 1


def test_an_unreachable_paypal_fails_to_complete_the_subscription():
    with LoopbackServer() as stopped:
        url = stopped.url
    client = PayPalClient("id", "secret", base_url=url, timeout=0.5, retry_delay=0.0)

    with pytest.raises(ExternalServiceFailed) as raised:
        client.get_subscription(paypal.SUBSCRIPTION_ID)
    assert raised.value.message == FAILED
    assert raised.value.__cause__ is None


def test_concurrent_calls_share_one_token_request(server):
    server.route("GET", paypal.SUBSCRIPTION_PATH, paypal.subscription())
    client = make_client(server)

    with ThreadPoolExecutor(max_workers=6) as pool:
        found = list(pool.map(client.get_subscription, [paypal.SUBSCRIPTION_ID] * 6))

    assert {subscription.status for subscription in found} == {"ACTIVE"}
    assert len(server.requests_to(paypal.TOKEN_PATH)) == 1
