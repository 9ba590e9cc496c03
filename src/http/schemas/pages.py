"""Paged lists on the wire: `?limit=&cursor=&q=` in, `{items, nextCursor}` out (docs/api.md)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Literal, TypeVar

import msgspec
from litestar.params import QueryParameter
from signage_http.schemas.accounts import ListedClientView, UserLogView, UserView
from signage_http.schemas.billing import PaymentView
from signage_http.schemas.content import MediaView, PlaylistView, VideoView

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
SortBy = Annotated[
    Literal["", "newest", "name"],
    QueryParameter(description="`newest` (newest createdAt first: the default) or `name` (A-Z)."),
]


def listed(page: Page[T], view: Callable[[T], V]) -> tuple[list[V], str | None]:
    """A page's fields on the wire: its items as `view` shows them, and its next cursor."""
    return [view(item) for item in page.items], page.next_cursor


class MediaPage(msgspec.Struct, rename="camel"):
    """One page of a list: `next_cursor` asks for the next one; null on the last page."""

    items: list[MediaView]
    next_cursor: str | None


class VideoPage(msgspec.Struct, rename="camel"):
    items: list[VideoView]
    next_cursor: str | None


class PlaylistPage(msgspec.Struct, rename="camel"):
    items: list[PlaylistView]
    next_cursor: str | None


class PaymentPage(msgspec.Struct, rename="camel"):
    items: list[PaymentView]
    next_cursor: str | None


class UserPage(msgspec.Struct, rename="camel"):
    items: list[UserView]
    next_cursor: str | None


class ClientPage(msgspec.Struct, rename="camel"):
    items: list[ListedClientView]
    next_cursor: str | None


class UserLogPage(msgspec.Struct, rename="camel"):
    items: list[UserLogView]
    next_cursor: str | None


def page_request(limit: int, cursor: str | None, q: str, sort: str = "") -> PageRequest:
    """The page a list route is asked for (a limit out of bounds: 400 on `limit`; an
    unknown sort: 400 on `sort`)."""
    return PageRequest.of(limit, cursor, q, sort)
