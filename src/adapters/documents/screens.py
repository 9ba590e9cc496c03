"""`screens` (ours, issue 15): name, clientID, playlistId, tokenDigest (the SHA-256 of the
player's device token), createdAt, lastSeenAt, slot (issue 27: the numbered place of the
client's package it holds, see `screen_slots`; absent on screens paired before), timeZone
(issue 26: the IANA zone that overrides its client's for its schedule; absent = the client's)."""

from __future__ import annotations

from typing import Any

from signage_core.entities.screens import Screen

from .values import Document, read_int, read_moment, read_text

COLLECTION = "screens"


def to_document(screen: Screen) -> Document:
    return {
        "name": screen.name,
        "clientID": screen.client_id,
        "playlistId": screen.playlist_id or None,
        "tokenDigest": screen.token_digest or None,
        "createdAt": screen.created_at,
        "lastSeenAt": screen.last_seen_at,
        "slot": screen.slot or None,
        "timeZone": screen.time_zone or None,
    }


def from_document(doc_id: str, data: dict[str, Any]) -> Screen:
    doc = f"{COLLECTION}/{doc_id}"
    return Screen(
        id=doc_id,
        name=read_text(data, "name"),
        client_id=read_text(data, "clientID"),
        playlist_id=read_text(data, "playlistId"),
        token_digest=read_text(data, "tokenDigest"),
        created_at=read_moment(data, "createdAt", doc),
        last_seen_at=read_moment(data, "lastSeenAt", doc),
        slot=max(read_int(data, "slot"), 0),
        time_zone=read_text(data, "timeZone"),
    )
