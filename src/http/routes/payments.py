"""Payments: a Client reads its own; staff read all, record, edit and switch them."""

from __future__ import annotations

from typing import Annotated

from litestar import Controller, get, patch, post, put
from litestar.params import FromPath, JSONBody, QueryParameter
from signage_http.request_path.answers import refuses
from signage_http.request_path.loop_reads import ON_LOOP
from signage_http.schemas.billing import PaymentView
from signage_http.schemas.pages import (
    Cursor,
    Limit,
    PaymentPage,
    Search,
    listed,
    page_request,
)
from signage_http.schemas.requests import PaymentBody, StatusBody, UpdatePaymentBody, as_form
from signage_http.wiring.injected import Injected, Me

from signage_core import errors as domain
from signage_core.paging import DEFAULT_LIMIT
from signage_core.usecases.billing.payment_edit import EditPayment
from signage_core.usecases.billing.payments import (
    GetPayment,
    ListPayments,
    RecordPayment,
    SetPaymentStatus,
)


class PaymentsController(Controller):
    tags = ("payments",)

    @get("/", sync_to_thread=True, opt=refuses(domain.ProfileIncomplete, domain.NotFound) | ON_LOOP)
    def index(
        self,
        actor: Me,
        list_payments: Injected[ListPayments],
        client_id: Annotated[str | None, QueryParameter(name="clientId")] = None,
        limit: Limit = DEFAULT_LIMIT,
        cursor: Cursor = None,
        q: Search = "",
    ) -> PaymentPage:
        """Newest first: a Client's own, or (staff) all or one client's with `?clientId=`;
        `q` searches the payment reference."""
        found = list_payments(actor, page_request(limit, cursor, q), client_id or None)
        return PaymentPage(*listed(found, PaymentView.of))

    @post(
        "/",
        status_code=201,
        sync_to_thread=True,
        opt=refuses(domain.Forbidden, domain.NotFound, domain.ExternalServiceFailed),
    )
    def create(
        self,
        actor: Me,
        data: JSONBody[PaymentBody],
        record_payment: Injected[RecordPayment],
    ) -> PaymentView:
        return PaymentView.of(record_payment(actor, as_form(data)))

    @get("/{payment_id:str}", sync_to_thread=True, opt=refuses(domain.ProfileIncomplete) | ON_LOOP)
    def read(
        self, actor: Me, payment_id: FromPath[str], get_payment: Injected[GetPayment]
    ) -> PaymentView:
        return PaymentView.of(get_payment(actor, payment_id))

    @patch(
        "/{payment_id:str}",
        sync_to_thread=True,
        opt=refuses(domain.Forbidden, domain.NotFound, domain.ExternalServiceFailed),
    )
    def update(
        self,
        actor: Me,
        payment_id: FromPath[str],
        data: JSONBody[UpdatePaymentBody],
        edit_payment: Injected[EditPayment],
    ) -> PaymentView:
        return PaymentView.of(edit_payment(actor, payment_id, as_form(data)))

    @put(
        "/{payment_id:str}/status",
        sync_to_thread=True,
        opt=refuses(domain.Forbidden, domain.ExternalServiceFailed),
    )
    def set_status(
        self,
        actor: Me,
        payment_id: FromPath[str],
        data: JSONBody[StatusBody],
        set_payment_status: Injected[SetPaymentStatus],
    ) -> PaymentView:
        return PaymentView.of(set_payment_status(actor, payment_id, data.status))
