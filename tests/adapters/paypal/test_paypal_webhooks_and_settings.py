"""Webhook verification through PayPal, and a portal with missing PayPal settings."""

import json

import pytest
from signage_adapters.paypal import PayPalClient, UnconfiguredPaymentProvider
from tests.adapters.paypal import paypal_replies as paypal
from tests.support.loopback_http import LoopbackServer, Reply

from signage_core.errors import ExternalServiceFailed

NOT_AVAILABLE = "PayPal payment system not available"
EVENT = (
    b'{"id":"WH-2WR32451HC0233532-67976317FL4543714","event_version":"1.0",'
    b'"resource_type":"sale","event_type":"PAYMENT.SALE.COMPLETED","summary":"Payment of 9.90",'
    b'"resource":{"id":"80021663DE681814L","amount":{"total":"9.90","currency":"USD"},'
    b'"billing_agreement_id":"I-BW452GLLEP1G","state":"completed"},"note":"caf\xc3\xa9 1.10"}'
)


@pytest.fixture
def server():
    with LoopbackServer() as running:
        running.route("POST", paypal.TOKEN_PATH, paypal.token())
        yield running


def make_client(server, webhook_id="8PT597110X687430LKGECATA"):
    return PayPalClient(
        "client-id", "s3cret", webhook_id=webhook_id, base_url=server.url, retry_delay=0.0
    )


def test_a_success_verification_accepts_the_event(server):
    server.route("POST", paypal.VERIFY_PATH, paypal.verification("SUCCESS"))

    assert make_client(server).verify_webhook(paypal.signature_headers(), EVENT) is True


def test_a_failure_verification_refuses_the_event(server):
    server.route("POST", paypal.VERIFY_PATH, paypal.verification("FAILURE"))

    assert make_client(server).verify_webhook(paypal.signature_headers(), EVENT) is False


def test_the_verification_request_carries_headers_webhook_id_and_event(server):
    server.route("POST", paypal.VERIFY_PATH, paypal.verification())

    make_client(server).verify_webhook(paypal.signature_headers(), EVENT)

    (request,) = server.requests_to(paypal.VERIFY_PATH)
    headers = paypal.signature_headers()
    assert request.json() == {
        "auth_algo": headers["PAYPAL-AUTH-ALGO"],
        "cert_url": headers["PAYPAL-CERT-URL"],
        "transmission_id": headers["PAYPAL-TRANSMISSION-ID"],
        "transmission_sig": headers["PAYPAL-TRANSMISSION-SIG"],
        "transmission_time": headers["PAYPAL-TRANSMISSION-TIME"],
        "webhook_id": "8PT597110X687430LKGECATA",
        "webhook_event": json.loads(EVENT),
    }
    assert request.header("Authorization").startswith("Bearer ")
    assert request.header("Content-Type") == "application/json"


def test_the_event_is_sent_exactly_as_received_so_signatures_match(server):
    server.route("POST", paypal.VERIFY_PATH, paypal.verification())

    make_client(server).verify_webhook(paypal.signature_headers(), EVENT)

    (request,) = server.requests_to(paypal.VERIFY_PATH)
    assert EVENT in request.body


def test_header_names_are_matched_in_any_case(server):
    server.route("POST", paypal.VERIFY_PATH, paypal.verification())
    lowered = {name.lower(): value for name, value in paypal.signature_headers().items()}

    assert make_client(server).verify_webhook(lowered, EVENT) is True


@pytest.mark.parametrize("missing", ["PAYPAL-TRANSMISSION-SIG", "PAYPAL-CERT-URL"])
def test_a_delivery_without_signature_headers_is_refused_without_asking(server, missing):
    headers = paypal.signature_headers()
    del headers[missing]

    assert make_client(server).verify_webhook(headers, EVENT) is False
    assert server.requests == []


@pytest.mark.parametrize(
    "body", [b"", b"{not json", b"[1, 2]", b'"text"', b'{"a": "\xff"}', b"[" * 100_000]
)
def test_a_body_that_is_no_json_object_is_refused_without_asking(server, body):
    assert make_client(server).verify_webhook(paypal.signature_headers(), body) is False
    assert server.requests == []


def test_paypal_refusing_the_signature_fields_refuses_the_event(server):
    server.route("POST", paypal.VERIFY_PATH, paypal.rest_error(400, "VALIDATION_ERROR"))

    assert make_client(server).verify_webhook(paypal.signature_headers(), EVENT) is False


@pytest.mark.parametrize(
    "reply",
    [
        paypal.rest_error(500, "INTERNAL_SERVER_ERROR"),
        paypal.rest_error(403, "PERMISSION_DENIED"),
        Reply.text(200, "<html>"),
    ],
    ids=["5xx-twice", "403", "not-json"],
)
def test_verification_that_cannot_complete_is_an_external_failure(server, reply):
    server.route("POST", paypal.VERIFY_PATH, reply)

    with pytest.raises(ExternalServiceFailed) as raised:
        make_client(server).verify_webhook(paypal.signature_headers(), EVENT)
    assert raised.value.message == "Error completing subscription"


def test_a_verification_answer_without_status_refuses_the_event(server):
    server.route("POST", paypal.VERIFY_PATH, Reply.json(200, {}))

    assert make_client(server).verify_webhook(paypal.signature_headers(), EVENT) is False


def test_a_401_on_verification_refreshes_the_token_and_verifies(server):
    server.route("POST", paypal.TOKEN_PATH, paypal.token("stale"), paypal.token("fresh"))
    expired = paypal.rest_error(401, "AUTHENTICATION_FAILURE")
    server.route("POST", paypal.VERIFY_PATH, expired, paypal.verification())

    assert make_client(server).verify_webhook(paypal.signature_headers(), EVENT) is True
    assert server.requests_to(paypal.VERIFY_PATH)[1].header("Authorization") == "Bearer fresh"


def test_without_a_webhook_id_webhooks_are_not_available(server):
    with pytest.raises(ExternalServiceFailed) as raised:
        make_client(server, webhook_id=None).verify_webhook(paypal.signature_headers(), EVENT)
    assert raised.value.message == NOT_AVAILABLE
    assert server.requests == []


@pytest.mark.parametrize(("client_id", "secret"), [(None, "s"), ("id", None), ("", ""), (" ", "s")])
def test_without_credentials_the_client_is_not_configured_and_calls_nothing(client_id, secret):
    client = PayPalClient(client_id, secret, base_url="http://127.0.0.1:9")

    assert client.configured is False
    with pytest.raises(ExternalServiceFailed) as raised:
        client.get_subscription(paypal.SUBSCRIPTION_ID)
    assert raised.value.message == NOT_AVAILABLE
    with pytest.raises(ExternalServiceFailed):
        client.verify_webhook(paypal.signature_headers(), EVENT)


def test_with_credentials_the_client_is_configured():
    assert PayPalClient("id", "secret").configured is True


def test_the_base_url_follows_the_environment():
    assert PayPalClient("id", "s", "sandbox").base_url == "https://api-m.sandbox.paypal.com"
    assert PayPalClient("id", "s", "live").base_url == "https://api-m.paypal.com"


def test_an_unknown_environment_is_a_configuration_error():
    with pytest.raises(ValueError, match="sandbox or live"):
        PayPalClient("id", "s", "production")  # type: ignore[arg-type]


def test_the_unconfigured_provider_says_paypal_is_not_available():
    provider = UnconfiguredPaymentProvider()

    assert provider.configured is False
    with pytest.raises(ExternalServiceFailed) as raised:
        provider.get_subscription(paypal.SUBSCRIPTION_ID)
    assert raised.value.message == NOT_AVAILABLE
    with pytest.raises(ExternalServiceFailed) as raised:
        provider.verify_webhook(paypal.signature_headers(), EVENT)
    assert raised.value.message == NOT_AVAILABLE
