"""`emergencies` (ours, issue 26): clientId ('' for every client's screens), text, colour,
imageMediaId, imagePath and imageUrl (the image media's stored object and link), startsAt,
endsAt, cancelledAt, sentById, sentByEmail, groupId (a Client's message to one of its screen
groups; absent for all its screens)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from signage_core.entities.emergencies import EmergencyMessage

from .times import EPOCH
from .values import Document, read_expiry, read_moment, read_text

COLLECTION = "emergencies"


def to_document(message: EmergencyMessage) -> Document:
    return {
        "clientId": message.client_id,
        "text": message.text,
        "colour": message.colour,
        "imageMediaId": message.image_media_id or None,
        "imagePath": message.image_path or None,
        "imageUrl": message.image_url or None,
        "startsAt": message.starts_at,
        "endsAt": message.ends_at,
        "cancelledAt": message.cancelled_at,
        "sentById": message.sent_by_id,
        "sentByEmail": message.sent_by_email,
        "groupId": message.group_id or None,
    }


def from_document(doc_id: str, data: dict[str, Any]) -> EmergencyMessage:
    """An unreadable end time reads as long past (the message shows nowhere), like an
    unreadable expiry."""
    doc = f"{COLLECTION}/{doc_id}"
    return EmergencyMessage(
        id=doc_id,
        client_id=read_text(data, "clientId"),
        text=read_text(data, "text"),
        colour=read_text(data, "colour"),
        starts_at=_plain(read_expiry(data, "startsAt", doc) or EPOCH),
        ends_at=_plain(read_expiry(data, "endsAt", doc) or EPOCH),
        sent_by_id=read_text(data, "sentById"),
        sent_by_email=read_text(data, "sentByEmail"),
        image_media_id=read_text(data, "imageMediaId"),
        image_path=read_text(data, "imagePath"),
        image_url=read_text(data, "imageUrl"),
        cancelled_at=_optional(read_moment(data, "cancelledAt", doc)),
        group_id=read_text(data, "groupId"),
    )


def _plain(moment: datetime) -> datetime:
    """A plain UTC datetime (a store's own subclass, such as Firestore's, answers the same on
    the wire then)."""
    return datetime(*moment.timetuple()[:6], moment.microsecond, tzinfo=UTC)


def _optional(moment: datetime | None) -> datetime | None:
    return None if moment is None else _plain(moment)
