"""Online subscriptions: completing an approved one, and the provider's webhook events."""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import Controller, Request, post
from litestar.params import JSONBody
from signage_http.openapi.descriptions import WEBHOOK_EVENT
from signage_http.request_path.answers import PAYPAL_NOT_CONFIGURED, WEBHOOK_UNVERIFIED, refuses
from signage_http.request_path.threads import in_thread
from signage_http.schemas.billing import PaymentView
from signage_http.schemas.requests import SubscriptionBody
from signage_http.wiring.injected import Injected, Me

from signage_core import errors as domain
from signage_core.usecases.billing.subscriptions import CompleteSubscription, HandlePayPalWebhook

MAX_WEBHOOK_BODY = 256 * 1024


class WebhookAnswer(msgspec.Struct, rename="camel"):
    event_type: str
    action: str


class SubscriptionsController(Controller):
    tags = ("payments",)

    @post(
        "/",
        status_code=201,
        sync_to_thread=True,
        opt=refuses(domain.ProfileIncomplete, domain.NotFound, domain.ExternalServiceFailed),
    )
    def complete(
        self,
        actor: Me,
        data: JSONBody[SubscriptionBody],
        complete_subscription: Injected[CompleteSubscription],
    ) -> PaymentView:
        """The payment of a subscription the provider confirms ACTIVE on the package's plan."""
        saved = complete_subscription(actor, data.package_id, data.subscription_id)
        return PaymentView.of(saved.payment)


class PayPalWebhookController(Controller):
    tags = ("payments",)

    @post(
        "/",
        status_code=200,
        request_max_body_size=MAX_WEBHOOK_BODY,
        operation_class=WEBHOOK_EVENT,
        opt=refuses(
            domain.ValidationFailed,
            WEBHOOK_UNVERIFIED,
            domain.NotFound,
            domain.ExternalServiceFailed,
            PAYPAL_NOT_CONFIGURED,
        ),
    )
    async def receive(
        self,
        request: Request[Any, Any, Any],
        handle_paypal_webhook: Injected[HandlePayPalWebhook],
    ) -> WebhookAnswer:
        """A PayPal event, verified with PayPal before anything is recorded (no session, no
        CSRF)."""
        body = await request.body()
        headers = dict(request.headers)
        outcome = await in_thread(handle_paypal_webhook, headers, body)
        return WebhookAnswer(event_type=outcome.event_type, action=outcome.action.value)
