"""List pages kept encoded while they are made of the same things (docs/decisions.md, "List
pages kept encoded while they are made of the same entities").

A remembered read hands back the same entity objects until the store changes, entities are
immutable, and a browser link is the same all through its window (`BrowserLinks`). A page's JSON
is then a function of its shape, its entities, its next cursor and the link window: it is kept
under those (the objects by identity, held by the entry so no other object can take their id)
and encoded again only when one of them is new. On a store that reads afresh every time
(Firestore) every page is new, and this only costs the lookup.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar, cast

from litestar import Response
from litestar.enums import MediaType
from litestar.serialization import encode_json
from signage_adapters.documents.remembered import RememberedReads

from signage_core.paging import Page
from signage_core.usecases.stored_files import BrowserLinks

T = TypeVar("T")
KEPT = 256
"""Pages kept at most; past it the oldest kept is forgotten."""


class RememberedPages:
    def __init__(self, kept: int = KEPT) -> None:
        self._encoded = RememberedReads(kept)

    def answer(
        self, shape: type[T], page: Page[Any], links: BrowserLinks, make: Callable[[], T]
    ) -> Response[T]:
        """The page as `make()` shows it (a `shape`), encoded once for its entities, cursor
        and link window (kept as the stamp of the entry, so no other object takes their id)."""
        made_of = (links.current_window(), *page.items)
        key = (shape, page.next_cursor, *map(id, made_of))
        body = self._encoded.recall(made_of, key, lambda: encode_json(make()))
        return cast("Response[T]", Response(body, media_type=MediaType.JSON))
