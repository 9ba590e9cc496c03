"""The kit's `DocumentStore` on the SQLite `documents` table: one row per document, JSON in
`data`, reads on the thread's connection, writes in BEGIN IMMEDIATE transactions."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Hashable, Sequence
from typing import TypeVar

from ..documents.query import Mark, Query
from ..documents.store import Gone, Marked, Row, Transaction
from ..documents.values import Document
from .codec import decode, encode
from .database import Database
from .sql_page import compile_page, mark_of
from .sql_query import column, compile_query
from .tallies import Lookup, tally_by, tally_of

T = TypeVar("T")

_GET = "SELECT data FROM documents WHERE collection = ? AND id = ?"
_PUT = (
    "INSERT INTO documents (collection, id, data) VALUES (?, ?, ?) "
    "ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data"
)
_DELETE = "DELETE FROM documents WHERE collection = ? AND id = ?"


class SqliteStore:
    """Implements `DocumentStore`. A replaced document keeps its rowid (its stored order)."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def get(self, collection: str, doc_id: str) -> Document | None:
        return _On(self.db.connection()).get(collection, doc_id)

    def find(self, query: Query) -> list[Row]:
        return _On(self.db.connection()).find(query)

    def page(self, query: Query, after: Mark | None) -> list[Marked]:
        """From the index that orders the list (see sql_page)."""
        found: list[Marked] = []
        for sql, params in compile_page(query, after):
            wanted = _wanted(query, found)
            if wanted == 0:
                break  # full: the next statement (the rows missing the value) is not run
            rows = self.db.connection().execute(sql, params).fetchmany(wanted)
            found += [(doc_id, decode(text), mark_of(v, rowid)) for doc_id, text, v, rowid in rows]
        return found

    def count(self, query: Query) -> int:
        """From the query's tally when it has one, else from an index (covering where the
        schema gives the query's fields columns)."""
        tally = tally_of(query)
        if tally is not None:
            return sum(int(n) for _, n in self.db.connection().execute(*tally))
        q = compile_query(query)
        sql = f"SELECT COUNT(*) FROM documents WHERE {q.where}"  # noqa: S608 (see sql_query)
        return int(self.db.connection().execute(sql, q.params).fetchone()[0])

    def count_by(self, query: Query, field: str, values: Sequence[str]) -> dict[str, int]:
        sql, params = tally_by(query, field, values) or _grouped(query, field, values)
        rows = self.db.connection().execute(sql, params)
        return {**dict.fromkeys(values, 0), **{str(found): int(n) for found, n in rows}}

    def put(self, collection: str, doc_id: str, doc: Document) -> None:
        self.transaction(lambda tx: tx.put(collection, doc_id, doc))

    def update(self, collection: str, doc_id: str, doc: Document) -> None:
        self.transaction(lambda tx: tx.update(collection, doc_id, doc))

    def delete(self, collection: str, doc_id: str) -> None:
        self.transaction(lambda tx: tx.delete(collection, doc_id))

    def create(self, collection: str, doc_id: str, doc: Document) -> bool:
        """In the write transaction (BEGIN IMMEDIATE): no other write comes between the look
        and the insert."""

        def work(tx: Transaction) -> bool:
            if tx.get(collection, doc_id) is not None:
                return False
            tx.put(collection, doc_id, doc)
            return True

        return self.transaction(work)

    def remember(self, key: Hashable, read: Callable[[], T]) -> T:
        """Per connection, until the database's change stamp moves (`Database.recall`)."""
        return self.db.recall(key, read)

    def transaction(self, work: Callable[[Transaction], T]) -> T:
        with self.db.transaction() as conn:
            return work(_On(conn))


def _wanted(query: Query, found: list[Marked]) -> int:
    return max((query.limit or 0) - len(found), 0)


def _grouped(query: Query, field: str, values: Sequence[str]) -> Lookup:
    q, value = compile_query(query), column(field)
    where = f"{q.where} AND {value} IN ({', '.join('?' * len(values))})"
    sql = f"SELECT {value}, COUNT(*) FROM documents WHERE {where} GROUP BY {value}"  # noqa: S608 (see sql_query)
    return sql, (*q.params, *values)


class _On:
    """Reads and writes on one connection (inside a transaction when it has one open)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def get(self, collection: str, doc_id: str) -> Document | None:
        row = self._conn.execute(_GET, (collection, doc_id)).fetchone()
        return decode(row[0]) if row else None

    def find(self, query: Query) -> list[Row]:
        q = compile_query(query)
        sql = f"SELECT id, data FROM documents WHERE {q.where} ORDER BY {q.order}{q.limit}"  # noqa: S608 (see sql_query)
        return [(doc_id, decode(text)) for doc_id, text in self._conn.execute(sql, q.params)]

    def put(self, collection: str, doc_id: str, doc: Document) -> None:
        self._merge(collection, doc_id, self.get(collection, doc_id) or {}, doc)

    def update(self, collection: str, doc_id: str, doc: Document) -> None:
        """In the write transaction (BEGIN IMMEDIATE), so no delete comes between the look
        and the write."""
        kept = self.get(collection, doc_id)
        if kept is None:
            raise Gone(collection, doc_id)
        self._merge(collection, doc_id, kept, doc)

    def _merge(self, collection: str, doc_id: str, kept: Document, doc: Document) -> None:
        self._conn.execute(_PUT, (collection, doc_id, encode({**kept, **doc})))

    def delete(self, collection: str, doc_id: str) -> None:
        self._conn.execute(_DELETE, (collection, doc_id))
