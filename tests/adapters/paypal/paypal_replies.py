"""PayPal's documented JSON answers, for loopback servers standing in for api-m.paypal.com."""

from tests.support.loopback_http import Reply

TOKEN_PATH = "/v1/oauth2/token"
VERIFY_PATH = "/v1/notifications/verify-webhook-signature"
SUBSCRIPTION_ID = "I-BW452GLLEP1G"
SUBSCRIPTION_PATH = f"/v1/billing/subscriptions/{SUBSCRIPTION_ID}"
PLAN_ID = "P-5ML4271244454362WXNWU5NQ"


def token(value="A21AAFEpH4PsADK7qSS7pSRsgzfENtu", expires_in=32400):
    return Reply.json(
        200,
        {
            "scope": "https://uri.paypal.com/services/subscriptions",
            "access_token": value,
            "token_type": "Bearer",
            "app_id": "APP-80W284485P519543T",
            "expires_in": expires_in,
            "nonce": "2020-04-03T15:35:36ZaYZlGvEkV4yVSz8g6bAKFoGSEzuy3CQcz3ljhibkOHg",
        },
    )


def subscription(status="ACTIVE", plan_id=PLAN_ID, custom_id="client-1", **extra):
    body = {
        "id": SUBSCRIPTION_ID,
        "plan_id": plan_id,
        "start_time": "2019-04-10T07:00:00Z",
        "quantity": "1",
        "status": status,
        "status_update_time": "2019-04-09T10:27:27Z",
        "create_time": "2019-04-09T10:26:04Z",
        "plan_overridden": False,
        "links": [{"href": "https://api-m.paypal.com/v1/billing/subscriptions/x", "rel": "self"}],
        **extra,
    }
    if custom_id is not None:
        body["custom_id"] = custom_id
    return Reply.json(200, body)


def rest_error(status, name, message="The request failed."):
    body = {"name": name, "message": message, "debug_id": "f8a9e2b1c6d3", "details": []}
    return Reply.json(status, body)


def oauth_error(status=401, error="invalid_client"):
    return Reply.json(status, {"error": error, "error_description": "Client Authentication failed"})


def verification(status="SUCCESS"):
    return Reply.json(200, {"verification_status": status})


def signature_headers():
    return {
        "PAYPAL-AUTH-ALGO": "SHA256withRSA",
        "PAYPAL-CERT-URL": "https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42",
        "PAYPAL-TRANSMISSION-ID": "69cd13f0-d67a-11e5-baa3-778b53f4ae55",
        "PAYPAL-TRANSMISSION-SIG": "lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Z",
        "PAYPAL-TRANSMISSION-TIME": "2016-02-18T20:01:35Z",
        "Content-Type": "application/json",
    }
