"""Reading the API's paged lists in tests: `{items, nextCursor}` (docs/api.md)."""

from __future__ import annotations

from typing import Any


def items(body: Any) -> list[Any]:
    """The items of one page, after checking the page's shape."""
    assert isinstance(body, dict), body
    assert set(body) == {"items", "nextCursor"}, body
    found: list[Any] = body["items"]
    return found


def every_item(api: Any, path: str, **params: Any) -> list[Any]:
    """Every item of a list, page after page (each page checked)."""
    found: list[Any] = []
    cursor = None
    while True:
        answer = api.get(path, params={**params, **({"cursor": cursor} if cursor else {})})
        assert answer.status_code == 200, answer.text
        found += items(answer.json())
        cursor = answer.json()["nextCursor"]
        if cursor is None:
            return found
