"""The kit's `DocumentStore` on Cloud Firestore (google-cloud-firestore).

Every method has the client's deadline (`deadlines`); an outage is `BackendUnavailable`.
`put` replaces the fields it names (a `set` merging exactly those top-level fields), so a field
the existing portal wrote that the kit's mapping does not know is kept. A write naming a list's
name field writes its search keys with it (search_keys). Firestore timestamps
come back as timezone-aware datetimes. Counts are count aggregations (billed one read per 1,000
index entries they match, at least one per query).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Sequence
from typing import Any, TypeVar

from google.api_core.exceptions import AlreadyExists, NotFound
from google.cloud import firestore
from google.cloud.firestore_v1 import FieldFilter

from ..documents.loop_writes import check_write
from ..documents.query import Mark, Query
from ..documents.store import Gone, Marked, Row, Transaction
from ..documents.values import Document
from .firestore_filters import FoldedLookup, narrowed
from .firestore_find import Finder, Found, read_found, stored_data
from .firestore_page import Pager
from .firestore_transaction import MAX_WRITES, FirestoreTransaction, field_updates, named_fields
from .outages import guarded
from .quota import quota_writes
from .search_keys import with_search_keys

T = TypeVar("T")
FIRESTORE = "Firestore"


class FirestoreStore:
    """Implements `DocumentStore` on one Firestore client (`db`)."""

    def __init__(self, db: firestore.Client) -> None:
        self.db = db

    @guarded(FIRESTORE)
    def get(self, collection: str, doc_id: str) -> Document | None:
        snapshot = self.db.collection(collection).document(doc_id).get()
        return stored_data(snapshot) if snapshot.exists else None

    @guarded(FIRESTORE)
    def find(self, query: Query) -> list[Row]:
        return Finder(self.db, lambda source: source.stream()).find(query)

    @guarded(FIRESTORE)
    def page(self, query: Query, after: Mark | None) -> list[Marked]:
        return Pager(self.db, self._stream).page(query, after)

    def _stream(self, source: Any) -> list[Found]:
        """The documents one query (or one document reference) reads: Firestore bills one
        read per document, at least one per query."""
        return read_found(source.stream())

    @guarded(FIRESTORE)
    def count(self, query: Query) -> int:
        if FoldedLookup.of(query) is not None:
            return len(self.find(query))
        return aggregated_count(narrowed(self.db.collection(query.collection), query.where))

    @guarded(FIRESTORE)
    def count_by(self, query: Query, field: str, values: Sequence[str]) -> dict[str, int]:
        """One count aggregation per value."""
        base = narrowed(self.db.collection(query.collection), query.where)
        return {
            value: aggregated_count(base.where(filter=FieldFilter(field, "==", value)))
            for value in values
        }

    @guarded(FIRESTORE)
    def put(self, collection: str, doc_id: str, doc: Document) -> None:
        ref = self.db.collection(collection).document(doc_id)
        doc = with_search_keys(collection, doc)
        with quota_writes():  # the stubs say bool; Firestore documents field paths too
            ref.set(doc, merge=named_fields(doc))  # type: ignore[arg-type]

    @guarded(FIRESTORE)
    def update(self, collection: str, doc_id: str, doc: Document) -> None:
        """Firestore's `update`: the server refuses it (NotFound) when the document is gone."""
        try:
            with quota_writes():
                keyed = with_search_keys(collection, doc)
                self.db.collection(collection).document(doc_id).update(field_updates(keyed))
        except NotFound as error:
            raise Gone(collection, doc_id) from error

    @guarded(FIRESTORE)
    def delete(self, collection: str, doc_id: str) -> None:
        with quota_writes():
            self.db.collection(collection).document(doc_id).delete()

    @guarded(FIRESTORE)
    def create(self, collection: str, doc_id: str, doc: Document) -> bool:
        """Firestore's `create`: the server refuses it (AlreadyExists) when the id is taken."""
        try:
            with quota_writes():
                keyed = with_search_keys(collection, doc)
                self.db.collection(collection).document(doc_id).create(keyed)
        except AlreadyExists:
            return False
        return True

    @guarded(FIRESTORE)
    def delete_many(self, collection: str, doc_ids: Sequence[str]) -> None:
        """Batched deletes, MAX_WRITES per commit: each batch is atomic, the whole is not."""
        check_write("a write to Firestore")
        for chunk in chunks(doc_ids, MAX_WRITES):
            batch = self.db.batch()
            for doc_id in chunk:
                batch.delete(self.db.collection(collection).document(doc_id))
            batch.commit()

    def remember(self, key: Hashable, read: Callable[[], T]) -> T:
        """Always reads: other server instances write to the same database, unseen here."""
        return read()

    @guarded(FIRESTORE)
    def transaction(self, work: Callable[[Transaction], T]) -> T:
        """A Firestore transaction (retried by the client on contention); at most MAX_WRITES.
        Gone when the commit fails on an update's exists precondition (the only NotFound a
        commit answers: reads of missing documents are not errors)."""

        def attempt(tx: Any) -> T:
            writer = FirestoreTransaction(self.db, tx)
            result = work(writer)
            writer.commit()
            return result

        try:
            with quota_writes():
                return firestore.transactional(attempt)(self.db.transaction())  # type: ignore[no-any-return]
        except NotFound as error:
            raise Gone(str(error)) from error


def aggregated_count(query: Any) -> int:
    return int(query.count().get()[0][0].value)


def chunks(items: Sequence[str], size: int) -> Iterator[Sequence[str]]:
    for start in range(0, len(items), size):
        yield items[start : start + size]
