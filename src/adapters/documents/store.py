"""The document-store interface the kit's repositories are written on.

A store keeps plain documents (the dicts of the mapping modules) per collection. Memory, SQLite
and Firestore implement it; every repository rule lives once in `documents.repositories`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Protocol, TypeVar

from .query import Mark, Query
from .values import Document

T = TypeVar("T")
Row = tuple[str, Document]
"""A document with its id."""
Marked = tuple[str, Document, Mark]
"""A document with its id and where it stands in its query's order."""


class Gone(LookupError):
    """An `update` found no document to write over (deleted, maybe by another writer since
    it was read); the transaction it was in wrote nothing."""


class DocumentReader(Protocol):
    def get(self, collection: str, doc_id: str) -> Document | None: ...

    def find(self, query: Query) -> list[Row]:
        """The documents matching `query`, in its order (see `documents.query`)."""
        ...


class Transaction(DocumentReader, Protocol):
    """Reads and writes that commit together. Every read comes before the first write (as in
    Firestore); the memory store refuses a read after a write, so the kit keeps to it."""

    def put(self, collection: str, doc_id: str, doc: Document) -> None:
        """Insert the document, or replace the fields `doc` names and keep the others the
        stored document has (a field another program wrote survives our saves; Firestore:
        `set` merging exactly those top-level fields)."""
        ...

    def update(self, collection: str, doc_id: str, doc: Document) -> None:
        """`put` over a document that exists when the write commits, or `Gone` and nothing
        written (by the store or the transaction): a deleted document is never written again
        by an update, whatever was read before. Atomic on the server (SQLite: in the write
        transaction; Firestore: `update`, whose exists precondition fails the commit)."""
        ...

    def delete(self, collection: str, doc_id: str) -> None:
        """Delete the document; a missing one is not an error."""
        ...


class DocumentStore(Transaction, Protocol):
    """Outside a transaction each write commits on its own."""

    def count(self, query: Query) -> int:
        """How many documents match, counted by the store (never by reading them)."""
        ...

    def count_by(self, query: Query, field: str, values: Sequence[str]) -> dict[str, int]:
        """How many matching documents hold each of `values` in `field` (exactly), counted by
        the store; every value is a key. (Firestore: one count aggregation per value.)"""
        ...

    def page(self, query: Query, after: Mark | None) -> list[Marked]:
        """At most `query.limit` documents of `query` in its order, each with its mark, after
        the document marked `after` (from the start when None). Its cost follows the page, not
        the collection, where the store can order on an index (see each store). ValueError
        when `after.position` is not one this store makes."""
        ...

    def create(self, collection: str, doc_id: str, doc: Document) -> bool:
        """Write the document only where none has that id: True when written, False (nothing
        written) when one exists. Atomic on the server, so of racing creates of one id exactly
        one wins (memory: under its lock; SQLite: in the write transaction; Firestore:
        `create`, whose does-not-exist precondition the server checks)."""
        ...

    def remember(self, key: Hashable, read: Callable[[], T]) -> T:
        """`read()`, or what it returned for `key` before when nothing was written to the
        store since (see `documents.remembered`). A store that cannot tell (Firestore, written
        by other instances) always reads. The answer is shared: the caller must not change it."""
        ...

    def transaction(self, work: Callable[[Transaction], T]) -> T:
        """Run `work` atomically and return its result; an exception writes nothing. `work`
        may run more than once (optimistic stores retry), so it changes nothing but the
        documents it writes through the transaction."""
        ...
