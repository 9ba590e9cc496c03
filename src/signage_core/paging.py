"""Paged lists: what a list screen asks for (`PageRequest`) and what it gets back (`Page`).

A page holds at most `limit` items in the list's own order and `next_cursor`, an opaque text
that asks for the items after the page's last (None on the last page). Cursors are made and
read by the repositories; one from another list, another tenant or another search is refused
as a validation error on `cursor`, never answered.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Generic, TypeVar

from signage_core.errors import ValidationFailed
from signage_core.validation import messages as m

T = TypeVar("T")
U = TypeVar("U")

DEFAULT_LIMIT = 50
MAX_LIMIT = 200
MAX_SEARCH = 100
"""A search text is cut to this many characters."""


class Sort(StrEnum):
    """How a library list (medias, playlists, videos) is ordered; others have one order."""

    NEWEST = "newest"
    """The newest createdAt first (the default)."""
    NAME = "name"
    """By name, A to Z, case-insensitively."""


@dataclass(frozen=True, slots=True)
class PageRequest:
    """`limit` items after `cursor` (None: from the start), matching the search text `q`,
    in the `sort` order where the list offers a choice. A cursor continues only the order and
    search it came from."""

    limit: int = DEFAULT_LIMIT
    cursor: str | None = None
    q: str = ""
    sort: Sort = Sort.NEWEST

    def __post_init__(self) -> None:
        if not 1 <= self.limit <= MAX_LIMIT:
            raise ValidationFailed({"limit": m.PAGE_LIMIT_OUT_OF_RANGE})

    @staticmethod
    def of(
        limit: int = DEFAULT_LIMIT, cursor: str | None = None, q: str = "", sort: str = ""
    ) -> PageRequest:
        """Blank cursors, searches and sorts count as none; the search is trimmed and bounded;
        an unknown sort is refused on `sort`."""
        return PageRequest(limit, cursor or None, q.strip()[:MAX_SEARCH], _sort(sort))


@dataclass(frozen=True, slots=True)
class Page(Generic[T]):
    items: list[T]
    next_cursor: str | None = None

    def map(self, convert: Callable[[T], U]) -> Page[U]:
        return Page([convert(item) for item in self.items], self.next_cursor)


def _sort(text: str) -> Sort:
    try:
        return Sort(text.strip() or Sort.NEWEST)
    except ValueError:
        raise ValidationFailed({"sort": m.PAGE_SORT_UNKNOWN}) from None


def invalid_cursor() -> ValidationFailed:
    return ValidationFailed({"cursor": m.PAGE_CURSOR_INVALID})
