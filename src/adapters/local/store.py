"""Generic document access on the `documents` table: one `Collection` per spec §3 name."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

from .codec import decode, encode
from .database import Database
from .mapping.values import Document

Row = tuple[str, Document]


class Collection:
    """Reads use the calling thread's connection; `conn=` joins a caller's transaction."""

    def __init__(self, db: Database, name: str) -> None:
        self.db = db
        self.name = name

    def get(self, doc_id: str, conn: sqlite3.Connection | None = None) -> Document | None:
        row = (
            (conn or self.db.connection())
            .execute(
                "SELECT data FROM documents WHERE collection = ? AND id = ?", (self.name, doc_id)
            )
            .fetchone()
        )
        return decode(row[0]) if row else None

    def put(self, doc_id: str, data: Document, conn: sqlite3.Connection | None = None) -> None:
        """Insert or replace the whole document (Firestore `set` semantics)."""
        sql = (
            "INSERT INTO documents (collection, id, data) VALUES (?, ?, ?) "
            "ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data"
        )
        params = (self.name, doc_id, encode(data))
        if conn is not None:
            conn.execute(sql, params)
            return
        with self.db.transaction() as own:
            own.execute(sql, params)

    def delete(self, doc_id: str, conn: sqlite3.Connection | None = None) -> None:
        sql = "DELETE FROM documents WHERE collection = ? AND id = ?"
        if conn is not None:
            conn.execute(sql, (self.name, doc_id))
            return
        with self.db.transaction() as own:
            own.execute(sql, (self.name, doc_id))

    def select(
        self,
        where: str = "",
        params: Sequence[Any] = (),
        *,
        order: str = "rowid",
        limit: int | None = None,
        conn: sqlite3.Connection | None = None,
    ) -> list[Row]:
        """Documents matching the SQL condition `where` (over `data`), in `order`."""
        sql = f"SELECT id, data FROM documents {_where(where)} ORDER BY {order}"  # noqa: S608 (see _where)
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        rows = (conn or self.db.connection()).execute(sql, (self.name, *params))
        return [(doc_id, decode(text)) for doc_id, text in rows]

    def count(self, where: str = "", params: Sequence[Any] = ()) -> int:
        sql = f"SELECT COUNT(*) FROM documents {_where(where)}"  # noqa: S608 (see _where)
        return int(self.db.connection().execute(sql, (self.name, *params)).fetchone()[0])

    def count_by(
        self, expression: str, where: str = "", params: Sequence[Any] = ()
    ) -> dict[Any, int]:
        """COUNT(*) per value of `expression`, computed by the database."""
        sql = f"SELECT {expression}, COUNT(*) FROM documents {_where(where)} GROUP BY {expression}"  # noqa: S608 (see _where)
        rows = self.db.connection().execute(sql, (self.name, *params))
        return {value: int(count) for value, count in rows}


def _where(condition: str) -> str:
    """The WHERE clause for one collection. Conditions, orders and expressions are SQL
    written in this package (never user input); values always travel as parameters."""
    return f"WHERE collection = ? AND ({condition})" if condition else "WHERE collection = ?"
