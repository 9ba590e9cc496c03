"""A loopback stand-in for PayPal: the REST API the server calls (token, subscriptions) and the
JS SDK the browser loads, so a subscription can be approved in a browser journey offline.

    with paypal_stand_in() as paypal:          # server side: SIGNAGE_PAYPAL_BASE_URL
        paypal.approve("I-ABC", PLAN_IDS["BASIC"], client_id)
        page.route(PAYPAL_SDK_PATTERN, paypal.serve_sdk("I-ABC"))   # browser side
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from tests.support.loopback_http import LoopbackServer, Reply

CLIENT_ID, SECRET = "browser-tests-paypal", "browser-tests-secret"
PLAN_IDS = {"BASIC": "P-BASIC-TEST", "STANDARD": "P-STANDARD-TEST", "PREMIUM": "P-PREMIUM-TEST"}
PAYPAL_SDK_PATTERN = "https://www.paypal.com/sdk/js**"

# The SDK's Buttons(): one "Subscribe with PayPal" button that creates the subscription (its
# options are kept in window.__paypalCreated) and approves it with the given id at once.
_FAKE_SDK = """
window.paypal = {
  Buttons(options) {
    return {
      render(container) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Subscribe with PayPal';
        button.addEventListener('click', async () => {
          const actions = {subscription: {create: async (created) => {
            window.__paypalCreated = created;
            return SUBSCRIPTION_ID;
          }}};
          const id = await options.createSubscription({}, actions);
          await options.onApprove({subscriptionID: id});
        });
        container.appendChild(button);
        return Promise.resolve();
      },
      close() { return Promise.resolve(); },
    };
  },
};
"""


class PayPalStandIn:
    def __init__(self, server: LoopbackServer) -> None:
        self.server = server
        token = {"access_token": "A21-test-token", "token_type": "Bearer", "expires_in": 32400}
        server.route("POST", "/v1/oauth2/token", Reply.json(200, token))

    @property
    def base_url(self) -> str:
        return self.server.url

    def env(self) -> dict[str, str]:
        """The portal's SIGNAGE_PAYPAL_* settings pointing at this stand-in."""
        env = {
            "SIGNAGE_PAYPAL_CLIENT_ID": CLIENT_ID,
            "SIGNAGE_PAYPAL_SECRET": SECRET,
            "SIGNAGE_PAYPAL_BASE_URL": self.base_url,
        }
        return env | {f"SIGNAGE_PAYPAL_PLAN_{code}": plan for code, plan in PLAN_IDS.items()}

    def approve(self, subscription_id: str, plan_id: str, client_id: str) -> None:
        """PayPal's record of an ACTIVE subscription, as GET /v1/billing/subscriptions/{id}."""
        record = {"id": subscription_id, "status": "ACTIVE", "plan_id": plan_id}
        record |= {"custom_id": client_id, "create_time": "2025-01-01T00:00:00Z"}
        path = f"/v1/billing/subscriptions/{subscription_id}"
        self.server.route("GET", path, Reply.json(200, record))

    @staticmethod
    def serve_sdk(subscription_id: str) -> Callable[[Any], None]:
        """A Playwright route handler answering the SDK script with the fake Buttons()."""
        script = _FAKE_SDK.replace("SUBSCRIPTION_ID", json.dumps(subscription_id))

        def fulfil(route: Any) -> None:
            route.fulfill(status=200, content_type="application/javascript", body=script)

        return fulfil


@contextmanager
def paypal_stand_in() -> Iterator[PayPalStandIn]:
    with LoopbackServer() as server:
        yield PayPalStandIn(server)
