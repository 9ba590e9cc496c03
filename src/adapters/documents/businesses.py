"""`businesses`: Type is a list of business-type names (the first record is used)."""

from __future__ import annotations

from typing import Any

from signage_core.entities.catalogue import Business

from .values import Document

COLLECTION = "businesses"


def to_document(business: Business) -> Document:
    return {"Type": list(business.types)}


def from_document(doc_id: str, data: dict[str, Any]) -> Business:
    types = data.get("Type") or []
    if isinstance(types, str):
        types = [types]
    return Business(id=doc_id, types=tuple(str(name) for name in types))
