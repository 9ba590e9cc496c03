"""Paged lists on the wire: `?limit=&cursor=&q=` in, `{items, nextCursor}` out (docs/api.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Generic, TypeVar

import msgspec
from litestar.params import QueryParameter

from signage_core.paging import DEFAULT_LIMIT, MAX_LIMIT, Page, PageRequest

T = TypeVar("T")
V = TypeVar("V")

Limit = Annotated[
    int, QueryParameter(description=f"Items per page, 1 to {MAX_LIMIT} (default {DEFAULT_LIMIT}).")
]
Cursor = Annotated[
    str | None, QueryParameter(description="The `nextCursor` of the previous page (opaque).")
]
Search = Annotated[str, QueryParameter(description="Case-insensitive text the name contains.")]


class PageView(msgspec.Struct, Generic[V], rename="camel"):
    """One page of a list: `next_cursor` asks for the next one; null on the last page."""

    items: list[V]
    next_cursor: str | None

    @classmethod
    def of(cls, page: Page[T], view: Callable[[T], V]) -> PageView[V]:
        return PageView(items=[view(item) for item in page.items], next_cursor=page.next_cursor)


def page_request(limit: int, cursor: str | None, q: str) -> PageRequest:
    """The page a list route is asked for (a limit out of bounds: 400 on `limit`)."""
    return PageRequest.of(limit, cursor, q)
