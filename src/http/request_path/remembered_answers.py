"""Answers kept encoded while they are made of the same things (docs/decisions.md, "List
pages kept encoded while they are made of the same entities" and "The dashboard and the
session kept encoded while their values are the same").

A remembered read hands back the same entity objects until the store changes, entities are
immutable, and a browser link is the same all through its window (`BrowserLinks`). An answer's
JSON is then a function of what it is made of: it is kept under its shape and a key, with what
it was made of, and encoded again only when that is not equal to what the next answer is made
of. A list page is made of its entities (kept by identity, and held by the entry so no other
object can take their id), its next cursor and the link window; the dashboard and the session
of their values, compared by equality. On a store that reads afresh every time (Firestore)
every page is new, and this only costs the lookup.

What is kept is a `ReadyAnswer`: the response and the ASGI response Litestar makes of it, both
built once. Litestar builds an ASGI response from every response a handler returns, and on a
warm request that cost more than the route's own work (docs/decisions.md, "Kept answers are
ready to send").
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar, cast

from litestar import Response
from litestar.enums import MediaType
from litestar.response.base import ASGIResponse
from litestar.serialization import encode_json
from litestar.status_codes import HTTP_200_OK
from signage_adapters.documents.remembered import RememberedReads
from signage_http.request_path.litestar_touches import SentAsBuilt

from signage_core.paging import Page
from signage_core.usecases.files.stored_files import BrowserLinks

T = TypeVar("T")
KEPT = 256
"""Answers kept at most; past it the oldest kept is forgotten."""


class ReadyAnswer(SentAsBuilt):
    """A JSON answer (200) encoded once, with its ASGI response built once too, which Litestar
    is handed back for every GET that returns it (`SentAsBuilt`). Litestar builds a fresh one
    for other methods and when the route adds something (headers, cookies, a background task)."""

    def __init__(self, body: bytes) -> None:
        ready = ASGIResponse(body=body, media_type=MediaType.JSON, status_code=HTTP_200_OK)
        super().__init__(body, ready, media_type=MediaType.JSON, status_code=HTTP_200_OK)


def _same_body(kept: ReadyAnswer, fresh: ReadyAnswer) -> bool:
    return bool(kept.content == fresh.content)


class RememberedAnswers:
    def __init__(self, kept: int = KEPT) -> None:
        self._kept = RememberedReads(kept)

    def answer(
        self, shape: type[T], key: Hashable, made_of: object, make: Callable[[], T]
    ) -> Response[T]:
        """`make()` (a `shape`) encoded, kept under `key` for as long as the next answer
        under it is made of something equal to `made_of` (which the entry holds)."""
        ready = self._kept.recall(
            made_of, (shape, key), lambda: ReadyAnswer(encode_json(make())), _same_body
        )
        return cast("Response[T]", ready)

    def page(
        self, shape: type[T], page: Page[Any], links: BrowserLinks, make: Callable[[], T]
    ) -> Response[T]:
        """A list page as `make()` shows it, encoded once for its entities, cursor and link
        window."""
        made_of = (links.current_window(), *page.items)
        return self.answer(shape, (page.next_cursor, *map(id, made_of)), made_of, make)
