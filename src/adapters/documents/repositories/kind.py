"""One collection read and written as entities: its name and its mapping functions."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from signage_core.paging import Page, PageRequest, Sort

from ..changes import changed_fields
from ..paging import page_of, searched
from ..query import Query, Where
from ..remembered import recall
from ..store import DocumentReader, DocumentStore, Gone, Row, Transaction
from ..values import Document


class HasId(Protocol):
    @property
    def id(self) -> str: ...


E = TypeVar("E", bound=HasId)
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Kind(Generic[E]):
    """`collection` with its `to_document` / `from_document` (a module of `documents`)."""

    collection: str
    to_document: Callable[[E], Document]
    from_document: Callable[[str, Document], E]

    def sorted(self, request: PageRequest, name_field: str, *where: Where) -> Query:
        """A library list in the request's order: the newest `createdAt` first (the
        default), or by `name_field`, A to Z."""
        if request.sort is Sort.NAME:
            return self.query(*where, by_folded=name_field)
        return self.query(*where, newest_first="createdAt")

    def query(
        self,
        *where: Where,
        newest_first: str | None = None,
        limit: int | None = None,
        by_folded: str | None = None,
    ) -> Query:
        return Query(self.collection, where, newest_first, limit, by_folded)

    def get(self, reader: DocumentReader, doc_id: str) -> E | None:
        """Remembered by a store until it changes (`documents.remembered`)."""
        return recall(reader, ("get", self.collection, doc_id), lambda: self._get(reader, doc_id))

    def find(self, reader: DocumentReader, query: Query) -> list[E]:
        """Remembered by a store until it changes; the list is the caller's own."""
        return list(recall(reader, query, lambda: tuple(self.read(reader.find(query)))))

    def first(self, reader: DocumentReader, *where: Where) -> E | None:
        return next(iter(self.find(reader, self.query(*where, limit=1))), None)

    def _get(self, reader: DocumentReader, doc_id: str) -> E | None:
        data = reader.get(self.collection, doc_id)
        return self.from_document(doc_id, data) if data is not None else None

    def read(self, rows: Iterable[Row]) -> list[E]:
        return [self.from_document(doc_id, data) for doc_id, data in rows]

    def put(self, writer: Transaction, entity: E) -> None:
        writer.put(self.collection, entity.id, self.to_document(entity))

    def update(self, writer: Transaction, entity: E, before: E) -> None:
        """Write over the stored document only the fields `entity` changed from `before`, the
        entity as read in the same transaction (`changes.changed_fields`): an untouched field
        keeps its stored form, and no field is added that the edit did not change. Nothing is
        written when nothing changed; else `Gone` when the document was deleted (see
        `Transaction.update`), so an update never brings a deleted entity back."""
        changed = changed_fields(self.to_document(before), self.to_document(entity))
        if changed:
            writer.update(self.collection, entity.id, changed)

    def delete(self, writer: Transaction, doc_id: str) -> None:
        writer.delete(self.collection, doc_id)


class Stored(Generic[E]):
    """A repository's common part: `get` and `save` by id, and queries of its collection."""

    def __init__(self, store: DocumentStore, kind: Kind[E]) -> None:
        self._store = store
        self._kind = kind

    def get(self, doc_id: str) -> E | None:
        return self._kind.get(self._store, doc_id)

    def save(self, entity: E) -> None:
        self._kind.put(self._store, entity)

    def save_existing(self, entity: E) -> bool:
        """Write what `entity` changed of its stored document (read again in the same
        transaction: one read more than a blind write), atomically; False, and nothing
        written, when there is none (deleted meanwhile: a delete is final)."""
        try:
            self._store.transaction(lambda tx: self._update_in(tx, entity))
        except Gone:
            return False
        return True

    def _update_in(self, tx: Transaction, entity: E) -> None:
        """Read the stored document and write what `entity` changed of it (`Kind.update`)."""
        before = self._kind.get(tx, entity.id)
        if before is None:
            raise Gone(self._kind.collection, entity.id)
        self._kind.update(tx, entity, before)

    def _find(
        self, *where: Where, newest_first: str | None = None, limit: int | None = None
    ) -> list[E]:
        return self._kind.find(
            self._store, self._kind.query(*where, newest_first=newest_first, limit=limit)
        )

    def _page(self, request: PageRequest, query: Query, *search: str) -> Page[E]:
        """A page of `query`, searched in the `search` fields for the request's `q`
        (remembered by the store until it changes; the page is the caller's own)."""
        key = ("page", query, request, search)
        found = self._store.remember(key, lambda: self._read_page(request, query, *search))
        return Page(list(found.items), found.next_cursor)

    def _read_page(self, request: PageRequest, query: Query, *search: str) -> Page[E]:
        found = page_of(self._store, searched(query, request.q, *search), request)
        return found.map(lambda row: self._kind.from_document(row[0], row[1]))

    def _answer(self, key: tuple[Hashable, ...], read: Callable[[], T]) -> T:
        """`read()`, remembered by the store under `key` (a method of the repository and its
        arguments) until the store changes: a repeated call builds no query at all."""
        return self._store.remember((self._kind.collection, *key), read)

    def _first(self, *where: Where) -> E | None:
        return self._kind.first(self._store, *where)

    def _delete(self, doc_id: str) -> None:
        self._kind.delete(self._store, doc_id)
