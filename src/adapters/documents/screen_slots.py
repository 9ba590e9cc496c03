"""`screenSlots` (ours, issue 27): one document per place of a client's package a screen holds,
its id `{clientID}-{n}` (n from 1 to the package's Units): clientID, slot (n), screenId.

A place is taken with the store's `create`, which the server refuses when the id exists, so two
claims racing for the last place never both get it, on any backend."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .values import Document, read_int, read_text

COLLECTION = "screenSlots"


def slot_id(client_id: str, slot: int) -> str:
    return f"{client_id}-{slot}"


def to_document(client_id: str, slot: int, screen_id: str) -> Document:
    return {"clientID": client_id, "slot": slot, "screenId": screen_id}


def slot_of(data: dict[str, Any]) -> int:
    return read_int(data, "slot")


@dataclass(frozen=True, slots=True)
class Place:
    """A `screenSlots` document as an archive checks it (`signage export` carries them)."""

    id: str
    client_id: str
    slot: int
    screen_id: str


def place_of(doc_id: str, data: dict[str, Any]) -> Place:
    """ValueError when the id is not the one `take` gives its client and slot: a place the
    limit would not see."""
    client_id, slot = read_text(data, "clientID"), slot_of(data)
    if slot < 1 or not client_id or doc_id != slot_id(client_id, slot):
        raise ValueError(f"the place {doc_id!r} is not {{clientID}}-{{slot}} of its fields")
    return Place(doc_id, client_id, slot, read_text(data, "screenId"))


def place_document(place: Place) -> Document:
    return to_document(place.client_id, place.slot, place.screen_id)
