"""`screenPairings` (ours, issue 15), by code: pollDigest (the SHA-256 of the box's poll
token), expiresAt, screenId (once a client has used the code)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from signage_core.entities.screens import Pairing

from .values import Document, read_text, read_time

COLLECTION = "screenPairings"
LONG_AGO = datetime(1970, 1, 1, tzinfo=UTC)
"""The expiry read for a document without one: expired."""


def to_document(pairing: Pairing) -> Document:
    return {
        "pollDigest": pairing.poll_digest,
        "expiresAt": pairing.expires_at,
        "screenId": pairing.screen_id or None,
    }


def from_document(doc_id: str, data: dict[str, Any]) -> Pairing:
    return Pairing(
        code=doc_id,
        poll_digest=read_text(data, "pollDigest"),
        expires_at=read_time(data.get("expiresAt")) or LONG_AGO,
        screen_id=read_text(data, "screenId"),
    )
