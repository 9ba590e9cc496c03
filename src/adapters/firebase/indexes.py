"""The composite indexes the Firestore store's queries need (declared in firestore.indexes.json
at the repository root, deployed with `firebase deploy --only firestore:indexes`).

Firestore serves equality filters alone by merging its single-field indexes. It needs a
composite index for equality filters with a range filter on another field (AT_LEAST), and for
equality filters with an `order_by` (newest first with a limit: the store's one ordered page).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..documents.query import Op, Query

ASCENDING, DESCENDING = "ASCENDING", "DESCENDING"


@dataclass(frozen=True, slots=True, order=True)
class Index:
    collection: str
    fields: tuple[tuple[str, str], ...]
    """(field path, ASCENDING or DESCENDING), equality fields first."""

    def as_json(self) -> dict[str, Any]:
        fields = [{"fieldPath": path, "order": order} for path, order in self.fields]
        return {"collectionGroup": self.collection, "queryScope": "COLLECTION", "fields": fields}


def orders_on_the_server(query: Query) -> bool:
    """Newest first with a limit, narrowed by equalities only and without a search, runs as
    one ordered page (see firestore_find and firestore_page)."""
    equalities = all(where.op is Op.EQUALS for where in query.where)
    limited = query.newest_first is not None and query.limit is not None
    return limited and equalities and query.search is None


def index_for(query: Query) -> Index | None:
    """The composite index `query` needs, None when single-field indexes serve it."""
    equalities = sorted({w.field for w in query.where if w.op is Op.EQUALS})
    ranges = sorted({w.field for w in query.where if w.op in (Op.AT_LEAST, Op.BEFORE)})
    last = [(field, ASCENDING) for field in ranges]
    if orders_on_the_server(query):
        last.append((str(query.newest_first), DESCENDING))
    if not equalities or not last:
        return None
    return Index(query.collection, tuple((field, ASCENDING) for field in equalities) + tuple(last))


def indexes_json(indexes: set[Index]) -> dict[str, Any]:
    """The content of firestore.indexes.json."""
    return {"indexes": [index.as_json() for index in sorted(indexes)], "fieldOverrides": []}
