"""An archive's links that users typed must be web addresses, as every form requires
(`signage_core.validation.web_address`): an import never stores a `javascript:` link."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from signage_core.validation.web_address import is_web_address

from ..documents.values import Document
from .values import ArchiveError

TYPED_LINKS: Mapping[str, tuple[str, ...]] = {
    "clients": ("website",),
    "videos": ("videoURL", "videoThumbnailURL"),
}
"""Stored names (spec §3) of the links a user types; the portal's own links are issued again."""
SHOWN = 5


def _offenders(collection: str, rows: Sequence[tuple[str, Document]]) -> list[str]:
    fields = TYPED_LINKS.get(collection, ())
    return [
        f"{collection}/{doc_id} {field}"
        for doc_id, data in rows
        for field in fields
        if isinstance(value := data.get(field), str)
        and value.strip()
        and not is_web_address(value.strip())
    ]


def check_typed_links(documents: Mapping[str, Sequence[tuple[str, Document]]]) -> None:
    """ArchiveError naming the documents (the first few) whose typed links are not web
    addresses; nothing is written then."""
    found = [entry for name, rows in documents.items() for entry in _offenders(name, rows)]
    if found:
        more = f" and {len(found) - SHOWN} more" if len(found) > SHOWN else ""
        named = ", ".join(found[:SHOWN]) + more
        raise ArchiveError(
            f"links that are not web addresses (http, https or a domain): {named}; "
            "correct them in the portal the archive comes from and export it again"
        )
