"""Search keys: helper fields that let Firestore sort by name and search a list on an index.

Firestore has no case-insensitive order and no substring query, so for each name field a list
sorts or searches by (`Keyed`), the Firestore store writes two helper fields beside it,
whenever it writes the name field (on create, and on an edit that writes the name):

- `<field>Sort`: the name as the kit orders it (`order_text(..., folded=True)`, "" when
  missing): `order_by` on it pages a list by name on the server;
- `<field>Search`: every distinct substring, 1 to MAX_GRAM characters long, of the name as the
  kit searches it (`fold`): `array_contains` the search text finds exactly the documents whose
  name contains it, ordered and limited on the server.

The keys derive from the name with the kit's own functions, so Firestore finds and orders
exactly what memory finds and orders. A search text longer than MAX_GRAM is looked up by its
first MAX_GRAM characters and the rest compared here. Documents written before the keys
existed get them from `signage backfill` (docs/operations.md); until then they are not found
by a name sort or a search. The store's reads leave the keys out of the documents they
return (`without_search_keys`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..documents.query import fold, order_text
from ..documents.values import Document

MAX_GRAM = 12
"""The longest substring kept in a `<field>Search` key."""


@dataclass(frozen=True, slots=True)
class Keyed:
    """A collection's name fields: the one it sorts by, and those it searches."""

    sorted: tuple[str, ...] = ()
    searched: tuple[str, ...] = ()


KEYED: dict[str, Keyed] = {
    "medias": Keyed(("name",), ("name",)),
    "videos": Keyed(("videoTitle",), ("videoTitle",)),
    "playlists": Keyed(("playlistName",), ("playlistName",)),
    "users": Keyed(("name",), ("name", "email")),
    "clients": Keyed(("businessName",), ("businessName",)),
    "payments": Keyed((), ("PaymentReference",)),
}


def sort_field(field: str) -> str:
    return f"{field}Sort"


def search_field(field: str) -> str:
    return f"{field}Search"


def sort_key(value: object) -> str:
    return order_text(value, folded=True) or ""


def search_key(value: object) -> list[str]:
    """Every distinct substring of the folded text, up to MAX_GRAM characters, in order."""
    text = fold(str(value or ""))
    grams = (
        text[start : start + size]
        for size in range(1, MAX_GRAM + 1)
        for start in range(len(text) - size + 1)
    )
    return list(dict.fromkeys(grams))


def search_keys(collection: str, doc: Document) -> Document:
    """The helper fields of the name fields `doc` holds (none for other collections)."""
    keyed = KEYED.get(collection, Keyed())
    keys: Document = {}
    for field in keyed.sorted:
        if field in doc:
            keys[sort_field(field)] = sort_key(doc[field])
    for field in keyed.searched:
        if field in doc:
            keys[search_field(field)] = search_key(doc[field])
    return keys


def with_search_keys(collection: str, doc: Document) -> Document:
    """`doc` with the helper fields of the name fields it writes (`doc` itself if none)."""
    keys = search_keys(collection, doc)
    return {**doc, **keys} if keys else doc


def without_search_keys(collection: str, doc: Document) -> Document:
    """`doc` as the kit sees it: the helper fields stay inside the Firestore store (an export
    carries the documents as every backend keeps them)."""
    keyed = KEYED.get(collection)
    if keyed is None:
        return doc
    helpers = {sort_field(f) for f in keyed.sorted} | {search_field(f) for f in keyed.searched}
    return {name: value for name, value in doc.items() if name not in helpers}
