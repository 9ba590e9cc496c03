"""Reading a provider webhook event: its type, resource, times and amounts, tolerantly."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from decimal import Decimal, InvalidOperation

from signage_core.entities.catalogue import Package
from signage_core.entities.payments import Payment
from signage_core.errors import ValidationFailed

WEBHOOK_EVENT_INVALID = "The webhook event is not valid."  # ours

Json = dict[str, object]


def invalid_event() -> ValidationFailed:
    return ValidationFailed({"event": WEBHOOK_EVENT_INVALID})


def text(data: object, key: str) -> str:
    value = data.get(key) if isinstance(data, dict) else None
    return value.strip() if isinstance(value, str) else ""


@dataclass(frozen=True, slots=True)
class Event:
    type: str
    resource: Json
    create_time: str

    def required(self, key: str) -> str:
        """A text field of the resource that the event cannot do without."""
        value = text(self.resource, key)
        if not value:
            raise invalid_event()
        return value

    def sale_time(self) -> datetime | None:
        return _moment(text(self.resource, "create_time")) or _moment(self.create_time)

    def amount(self, fallback: Decimal) -> Decimal:
        """The sale's amount.total as the provider charged it, or `fallback` if unreadable."""
        try:
            amount = Decimal(text(self.resource.get("amount"), "total"))
        except InvalidOperation:
            return fallback
        return amount if amount.is_finite() and amount >= 0 else fallback


def parse_event(body: bytes) -> Event:
    try:
        event = json.loads(body)
    except (ValueError, RecursionError):
        event = None
    resource = event.get("resource") if isinstance(event, dict) else None
    if not isinstance(resource, dict):
        raise invalid_event()
    return Event(text(event, "event_type"), resource, text(event, "create_time"))


def _moment(value: str) -> datetime | None:
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def in_first_cycle(first: Payment, package: Package, sold_at: datetime) -> bool:
    """Before the middle of the period the subscription's own payment paid for: the sale is
    that payment's money, not a renewal (docs/decisions.md)."""
    start = datetime.combine(first.payment_date, time.min, tzinfo=UTC)
    end = first.expire_date or start + timedelta(days=package.days)
    return sold_at < start + (end - start) / 2
