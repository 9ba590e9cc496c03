"""The kit's `Query` filters as Firestore filters (semantics: documents.query).

- EQUALS is Firestore's `==`; BEFORE is `<` as AT_LEAST is `>=`.
- AT_LEAST matches times kept as Firestore timestamps and as ISO texts (older portal
  documents): a range filter only matches values of its own type, so it is an `Or` of `>=` the
  timestamp and `>=` its `time_key` text, one query (and one count aggregation) either way.
- EQUALS_FOLDED has no Firestore equivalent: see `FoldedLookup`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from google.cloud.firestore_v1 import FieldFilter, Or

from ..documents.query import Op, Query, Where, fold, time_key
from ..documents.values import Document

FOLDED_SCAN_LIMIT = 1000
"""The fallback of a case-folded lookup reads at most this many documents."""


def firestore_filter(where: Where) -> Any:
    if where.op in (Op.AT_LEAST, Op.BEFORE) and isinstance(where.value, datetime):
        moment, op = where.value, where.op.value
        return Or(
            [FieldFilter(where.field, op, moment), FieldFilter(where.field, op, time_key(moment))]
        )
    return FieldFilter(where.field, "==", where.value)


def narrowed(base: Any, wheres: Iterable[Where]) -> Any:
    """`base` (a Firestore query or collection) with every filter of `wheres`."""
    for where in wheres:
        base = base.where(filter=firestore_filter(where))
    return base


@dataclass(frozen=True, slots=True)
class FoldedLookup:
    """A case-folded equality, as Firestore can run it: first the exact folded text (emails
    are written folded, so this is the one-query path), then, only when that finds nothing, at
    most FOLDED_SCAN_LIMIT documents matching the other filters, compared folded in Python."""

    folded: Where
    others: tuple[Where, ...]

    @staticmethod
    def of(query: Query) -> FoldedLookup | None:
        folded = [where for where in query.where if where.op is Op.EQUALS_FOLDED]
        if not folded:
            return None
        others = tuple(where for where in query.where if where is not folded[0])
        return FoldedLookup(folded[0], others)

    def exact(self, collection: Any) -> Any:
        exact = Where(self.folded.field, Op.EQUALS, self.folded.value)
        return narrowed(collection, (exact, *self.others))

    def scan(self, collection: Any) -> Any:
        return narrowed(collection, self.others).limit(FOLDED_SCAN_LIMIT)

    def matches(self, doc: Document) -> bool:
        value = doc.get(self.folded.field)
        return isinstance(value, str) and fold(value) == self.folded.value
