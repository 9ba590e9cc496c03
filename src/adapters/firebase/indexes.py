"""The composite indexes the Firestore store's queries need (declared in firestore.indexes.json
at the repository root, deployed with `firebase deploy --only firestore:indexes`).

Firestore serves equality filters alone by merging its single-field indexes. It needs a
composite index for equality filters with a range filter on another field (AT_LEAST), for
equality filters with an `order_by` (newest first with a limit, or by name: the store's
ordered pages), and for a search (`array_contains` on a search key, see search_keys) with an
`order_by`: one per search key, as each searched field is its own query.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..documents.query import Op, Query
from .search_keys import KEYED, search_field, sort_field

ASCENDING, DESCENDING, CONTAINS = "ASCENDING", "DESCENDING", "CONTAINS"


@dataclass(frozen=True, slots=True, order=True)
class Index:
    collection: str
    fields: tuple[tuple[str, str], ...]
    """(field path, ASCENDING, DESCENDING or CONTAINS), equality fields first."""

    def as_json(self) -> dict[str, Any]:
        fields = [_field_json(path, order) for path, order in self.fields]
        return {"collectionGroup": self.collection, "queryScope": "COLLECTION", "fields": fields}


def _field_json(path: str, order: str) -> dict[str, str]:
    if order == CONTAINS:
        return {"fieldPath": path, "arrayConfig": order}
    return {"fieldPath": path, "order": order}


def orders_on_the_server(query: Query) -> bool:
    """Newest first with a limit, narrowed by equalities only and searched (if at all) on
    search keys, runs as one ordered page (see firestore_find and firestore_page)."""
    limited = query.newest_first is not None and query.limit is not None
    return limited and _equalities(query) and searches_on_the_server(query)


def names_on_the_server(query: Query) -> bool:
    """By a keyed name with a limit, narrowed by equalities only and searched (if at all) on
    search keys, runs as one page ordered by the name's sort key (see firestore_page)."""
    keyed = KEYED.get(query.collection)
    by_key = keyed is not None and query.by_folded in keyed.sorted
    return (
        by_key and query.limit is not None and _equalities(query) and searches_on_the_server(query)
    )


def searches_on_the_server(query: Query) -> bool:
    """No search, or one of fields the collection keeps search keys for."""
    if query.search is None:
        return True
    keyed = KEYED.get(query.collection)
    return keyed is not None and set(query.search.fields) <= set(keyed.searched)


def _equalities(query: Query) -> bool:
    return all(where.op is Op.EQUALS for where in query.where)


def indexes_for(query: Query) -> set[Index]:
    """The composite indexes `query` needs (one per searched field), none when single-field
    indexes serve it."""
    equalities = tuple(
        (f, ASCENDING) for f in sorted({w.field for w in query.where if w.op is Op.EQUALS})
    )
    ranges = sorted({w.field for w in query.where if w.op in (Op.AT_LEAST, Op.BEFORE)})
    last = [(field, ASCENDING) for field in ranges]
    if orders_on_the_server(query):
        last.append((str(query.newest_first), DESCENDING))
    if names_on_the_server(query):
        last.append((sort_field(str(query.by_folded)), ASCENDING))
    searched = query.search.fields if query.search and searches_on_the_server(query) else ()
    if searched and last:
        return {_index(query, equalities, ((search_field(f), CONTAINS),), last) for f in searched}
    if not equalities or not last:
        return set()
    return {_index(query, equalities, (), last)}


def _index(query: Query, *parts: Sequence[tuple[str, str]]) -> Index:
    return Index(query.collection, tuple(field for part in parts for field in part))


def indexes_json(indexes: set[Index]) -> dict[str, Any]:
    """The content of firestore.indexes.json."""
    return {"indexes": [index.as_json() for index in sorted(indexes)], "fieldOverrides": []}
