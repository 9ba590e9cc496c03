"""The payment-provider port over PayPal's REST API: subscriptions and webhook verification."""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from typing import Any, Literal
from urllib.parse import quote

import httpx
from signage_adapters.paypal.token import IssuedToken, TokenCache
from signage_adapters.paypal.transport import (
    ProviderUnreachable,
    RetryingSender,
    describe_failure,
    json_object,
)
from signage_adapters.paypal.webhook import verification_request
from signage_adapters.system_clock import SystemClock

from signage_core.errors import ExternalServiceFailed, NotFound
from signage_core.ports.clock import Clock
from signage_core.ports.payment_provider import Subscription
from signage_core.validation.messages import PAYPAL_NOT_AVAILABLE, SUBSCRIPTION_COMPLETE_FAILED

BASE_URLS = {"sandbox": "https://api-m.sandbox.paypal.com", "live": "https://api-m.paypal.com"}
SUBSCRIPTION_ID = re.compile(r"[A-Za-z0-9-]{1,50}")

logger = logging.getLogger(__name__)


class PayPalClient:
    """Implements `PaymentProvider`. Every failure to reach PayPal or to read its answer
    raises `ExternalServiceFailed('Error completing subscription')` (details are logged)."""

    def __init__(
        self,
        client_id: str | None,
        secret: str | None,
        environment: Literal["sandbox", "live"] = "sandbox",
        webhook_id: str | None = None,
        base_url: str | None = None,
        timeout: float = 10.0,
        clock: Clock | None = None,
        retry_delay: float = 0.25,
    ) -> None:
        if environment not in BASE_URLS:
            raise ValueError(f"PayPal environment must be sandbox or live, not {environment!r}")
        self._auth = ((client_id or "").strip(), (secret or "").strip())
        self._webhook_id = (webhook_id or "").strip()
        http = httpx.Client(base_url=base_url or BASE_URLS[environment], timeout=timeout)
        self._sender = RetryingSender(http, retry_delay)
        self._tokens = TokenCache(clock or SystemClock())

    @property
    def configured(self) -> bool:
        return all(self._auth)

    @property
    def base_url(self) -> str:
        return str(self._sender.base_url)

    def get_subscription(self, subscription_id: str) -> Subscription:
        self._require_configured()
        if not SUBSCRIPTION_ID.fullmatch(subscription_id):
            raise NotFound(SUBSCRIPTION_COMPLETE_FAILED)
        path = f"/v1/billing/subscriptions/{quote(subscription_id, safe='')}"
        try:
            response = self._call("GET", path)
            if response.status_code == 404:
                raise NotFound(SUBSCRIPTION_COMPLETE_FAILED)
            return _subscription(_expect_ok(response))
        except ProviderUnreachable as failure:
            raise _failed(failure) from None

    def verify_webhook(self, headers: Mapping[str, str], body: bytes) -> bool:
        self._require_configured()
        if not self._webhook_id:
            logger.warning("PayPal webhook received but no webhook id is configured")
            raise ExternalServiceFailed(PAYPAL_NOT_AVAILABLE)
        request = verification_request(headers, body, self._webhook_id)
        if request is None:
            return False
        try:
            return self._verify(request)
        except ProviderUnreachable as failure:
            raise _failed(failure) from None

    def close(self) -> None:
        self._sender.close()

    def _require_configured(self) -> None:
        if not self.configured:
            raise ExternalServiceFailed(PAYPAL_NOT_AVAILABLE)

    def _verify(self, request: bytes) -> bool:
        path = "/v1/notifications/verify-webhook-signature"
        headers = {"Content-Type": "application/json"}
        response = self._call("POST", path, content=request, headers=headers)
        if response.status_code == 400:  # PayPal refused the signature fields themselves
            logger.warning("PayPal refused a webhook verification: %s", describe_failure(response))
            return False
        return _expect_ok(response).get("verification_status") == "SUCCESS"

    def _call(self, method: str, path: str, **options: Any) -> httpx.Response:
        """An API call with a bearer token; a 401 discards the token and retries once."""
        headers = dict(options.pop("headers", {}))
        for attempt in range(2):
            token = self._tokens.get(self._issue_token)
            headers["Authorization"] = f"Bearer {token}"
            response: httpx.Response = self._sender.send(method, path, headers=headers, **options)
            if response.status_code != 401 or attempt:
                return response
            self._tokens.discard(token)
        raise AssertionError("unreachable: the second attempt returns")

    def _issue_token(self) -> IssuedToken:
        response = self._sender.send(
            "POST",
            "/v1/oauth2/token",
            auth=self._auth,
            data={"grant_type": "client_credentials"},
            headers={"Accept": "application/json"},
        )
        payload = _expect_ok(response)
        value, expires_in = payload.get("access_token"), payload.get("expires_in")
        if not isinstance(value, str) or not value:
            raise ProviderUnreachable("token answer without access_token")
        if not isinstance(expires_in, int) or isinstance(expires_in, bool) or expires_in <= 0:
            raise ProviderUnreachable("token answer without a positive expires_in")
        return IssuedToken(value, expires_in)


def _failed(failure: ProviderUnreachable) -> ExternalServiceFailed:
    logger.warning("PayPal call failed: %s", failure)
    return ExternalServiceFailed(SUBSCRIPTION_COMPLETE_FAILED)


def _expect_ok(response: httpx.Response) -> dict[str, Any]:
    if response.status_code != 200:
        raise ProviderUnreachable(describe_failure(response))
    payload: dict[str, Any] = json_object(response)
    return payload


def _subscription(payload: dict[str, Any]) -> Subscription:
    values = {key: payload.get(key) for key in ("id", "status", "plan_id")}
    if not all(isinstance(value, str) and value for value in values.values()):
        raise ProviderUnreachable("subscription answer without id, status or plan_id")
    custom_id = payload.get("custom_id")
    return Subscription(
        id=str(values["id"]),
        status=str(values["status"]),
        plan_id=str(values["plan_id"]),
        custom_id=custom_id if isinstance(custom_id, str) else "",
    )
