"""Pages of a query, written once over `DocumentStore.page`, and their opaque cursors.

A cursor is the urlsafe base64 of `[scope, value, position]`: the page's last mark and a digest
of the query it continues (collection, filters, order and search). A cursor whose digest does
not match the query it is used with (another list, another tenant, another search) or that
does not decode is refused as a validation error on `cursor`, so it never reads other data.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
from dataclasses import replace

from signage_core.paging import Page, PageRequest, invalid_cursor

from .query import Mark, Query, Search, fold
from .store import DocumentStore, Marked

MAX_CURSOR = 600
"""Longer cursors are refused before decoding."""


def page_of(store: DocumentStore, query: Query, request: PageRequest) -> Page[Marked]:
    """`request.limit` documents of `query` after the request's cursor, and the next cursor."""
    scope = _scope(query)
    after = decode_cursor(request.cursor, scope) if request.cursor else None
    try:
        found = store.page(replace(query, limit=request.limit + 1), after)
    except ValueError as error:
        raise invalid_cursor() from error
    rows = found[: request.limit]
    more = len(found) > request.limit
    return Page(rows, encode_cursor(scope, rows[-1][2]) if more else None)


def searched(query: Query, q: str, *fields: str) -> Query:
    """`query` narrowed to documents whose `fields` contain `q` (no change for a blank `q`)."""
    text = fold(q)
    return replace(query, search=Search(fields, text)) if text else query


def encode_cursor(scope: str, mark: Mark) -> str:
    data = json.dumps([scope, mark.value, mark.position], separators=(",", ":"))
    return base64.urlsafe_b64encode(data.encode()).decode().rstrip("=")


def decode_cursor(cursor: str, scope: str) -> Mark:
    try:
        if len(cursor) > MAX_CURSOR:
            raise ValueError("too long")
        raw = base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4))
        found, value, position = json.loads(raw)
    except (ValueError, TypeError, binascii.Error) as error:
        raise invalid_cursor() from error
    valid_value = value is None or isinstance(value, str)
    if found != scope or not valid_value or not isinstance(position, str):
        raise invalid_cursor()
    return Mark(value, position)


def _scope(query: Query) -> str:
    described = repr(replace(query, limit=None))
    return hashlib.sha256(described.encode()).hexdigest()[:16]
