"""The database schema and its migrations. `PRAGMA user_version` records the version; opening
an older file runs the missing steps in one transaction."""

from __future__ import annotations

import sqlite3

from . import columns, tally_schema
from .columns import json_field
from .sql_query import folded

_V1_TABLES = (
    """CREATE TABLE documents (
        collection TEXT NOT NULL,
        id TEXT NOT NULL,
        data TEXT NOT NULL CHECK (json_valid(data)),
        PRIMARY KEY (collection, id))""",
    """CREATE TABLE accounts (
        uid TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        disabled INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL)""",
    """CREATE TABLE reset_tokens (
        token_hash TEXT PRIMARY KEY,
        uid TEXT NOT NULL,
        expires_at TEXT NOT NULL)""",
)

_V2_INDEXES = {
    "documents_user": ("userId", "createdAt"),
    "documents_user_status": ("userId", "status", "createdAt"),
    "documents_user_type": ("userId", "assetType"),
    "documents_client": ("clientID", "createdAt"),
    "documents_payment_client": ("ClientID", "Payment_Date"),
    "documents_payment_date": ("Payment_Date",),
    "documents_payment_reference": ("PaymentReference",),
    "documents_created": ("createdAt",),
    "documents_log_user": ("UserID", "ActionDateTime"),
    "documents_log_time": ("ActionDateTime",),
}


def _index(name: str, fields: tuple[str, ...]) -> str:
    expressions = ", ".join(["collection", *(json_field(f) for f in fields)])
    return f"CREATE INDEX {name} ON documents ({expressions})"


_V2 = (
    *(_index(name, fields) for name, fields in _V2_INDEXES.items()),
    f"CREATE INDEX documents_email ON documents (collection, lower(trim({json_field('email')})))",
    "CREATE INDEX reset_tokens_uid ON reset_tokens (uid)",
)

_V3 = (*columns.migration(_V2_INDEXES), *tally_schema.migration())
"""Counts from an index or a tally, never from the documents: see `columns` and `tallies`."""

_V4 = tuple(
    f"CREATE INDEX documents_folded_{name} ON documents (collection, {folded(name)})"
    for name in ("name", "businessName")
)
"""Users and clients page by their folded name (sql_query.folded) on an index."""

MIGRATIONS: tuple[tuple[str, ...], ...] = (_V1_TABLES, _V2, _V3, _V4)
"""MIGRATIONS[n] takes a file from version n to n + 1."""
LATEST_VERSION = len(MIGRATIONS)


def schema_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection) -> int:
    """Bring the file to LATEST_VERSION (in autocommit mode); return the version found."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        found = schema_version(conn)
        if found > LATEST_VERSION:
            raise RuntimeError(
                f"database schema v{found} is newer than this program (v{LATEST_VERSION})"
            )
        for steps in MIGRATIONS[found:]:
            for statement in steps:
                conn.execute(statement)
        conn.execute(f"PRAGMA user_version = {LATEST_VERSION}")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return found
