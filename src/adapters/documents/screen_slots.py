"""`screenSlots` (ours, issue 27): one document per place of a client's package a screen holds,
its id `{clientID}-{n}` (n from 1 to the package's Units): clientID, slot (n), screenId.

A place is taken with the store's `create`, which the server refuses when the id exists, so two
claims racing for the last place never both get it, on any backend."""

from __future__ import annotations

from typing import Any

from .values import Document, read_int

COLLECTION = "screenSlots"


def slot_id(client_id: str, slot: int) -> str:
    return f"{client_id}-{slot}"


def to_document(client_id: str, slot: int, screen_id: str) -> Document:
    return {"clientID": client_id, "slot": slot, "screenId": screen_id}


def slot_of(data: dict[str, Any]) -> int:
    return read_int(data, "slot")
