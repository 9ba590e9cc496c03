"""Paged lists: what a list screen asks for (`PageRequest`) and what it gets back (`Page`).

A page holds at most `limit` items in the list's own order and `next_cursor`, an opaque text
that asks for the items after the page's last (None on the last page). Cursors are made and
read by the repositories; one from another list, another tenant or another search is refused
as a validation error on `cursor`, never answered.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from signage_core.errors import ValidationFailed
from signage_core.validation import messages as m

T = TypeVar("T")
U = TypeVar("U")

DEFAULT_LIMIT = 50
MAX_LIMIT = 200
MAX_SEARCH = 100
"""A search text is cut to this many characters."""


@dataclass(frozen=True, slots=True)
class PageRequest:
    """`limit` items after `cursor` (None: from the start), matching the search text `q`."""

    limit: int = DEFAULT_LIMIT
    cursor: str | None = None
    q: str = ""

    def __post_init__(self) -> None:
        if not 1 <= self.limit <= MAX_LIMIT:
            raise ValidationFailed({"limit": m.PAGE_LIMIT_OUT_OF_RANGE})

    @staticmethod
    def of(limit: int = DEFAULT_LIMIT, cursor: str | None = None, q: str = "") -> PageRequest:
        """Blank cursors and searches count as none; the search is trimmed and bounded."""
        return PageRequest(limit, cursor or None, q.strip()[:MAX_SEARCH])


@dataclass(frozen=True, slots=True)
class Page(Generic[T]):
    items: list[T]
    next_cursor: str | None = None

    def map(self, convert: Callable[[T], U]) -> Page[U]:
        return Page([convert(item) for item in self.items], self.next_cursor)


def invalid_cursor() -> ValidationFailed:
    return ValidationFailed({"cursor": m.PAGE_CURSOR_INVALID})
