"""The body of `POST /v1/notifications/verify-webhook-signature` for a received event.

PayPal checks the signature against the event exactly as it was sent, so the received body is
spliced into the request verbatim: parsing and re-serialising it (key order, number and
unicode formatting) would make genuine events fail verification.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

SIGNATURE_HEADERS = {
    "auth_algo": "paypal-auth-algo",
    "cert_url": "paypal-cert-url",
    "transmission_id": "paypal-transmission-id",
    "transmission_sig": "paypal-transmission-sig",
    "transmission_time": "paypal-transmission-time",
}


def verification_request(headers: Mapping[str, str], body: bytes, webhook_id: str) -> bytes | None:
    """The JSON request body, or None when the delivery cannot be genuine (a signature
    header is missing, or the body is not a UTF-8 JSON object)."""
    lowered = {name.lower(): value for name, value in headers.items()}
    fields = {field: lowered.get(header, "") for field, header in SIGNATURE_HEADERS.items()}
    event = _event_text(body)
    if event is None or not all(fields.values()):
        return None
    fields["webhook_id"] = webhook_id
    without_event = json.dumps(fields)[:-1]
    return f'{without_event}, "webhook_event": {event}}}'.encode()


def _event_text(body: bytes) -> str | None:
    try:
        text = body.decode("utf-8")
        parsed = json.loads(text)
    except (ValueError, RecursionError):  # not text, not JSON, or nested beyond parsing
        return None
    return text if isinstance(parsed, dict) else None
