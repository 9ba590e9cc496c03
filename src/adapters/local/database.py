"""One SQLite file in WAL mode (mode 0600, which SQLite gives its WAL too), one connection
per thread, write transactions BEGIN IMMEDIATE."""

from __future__ import annotations

import sqlite3
import threading
import weakref
from collections.abc import Hashable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import cast

from ..documents.remembered import RememberedReads, held_stamp
from .private_files import private_file, tighten_if_present
from .schema import migrate

DATABASE_NAME = "signage.db"
SIDE_FILES = ("-wal", "-shm", "-journal")
"""SQLite's own files beside the database; it creates them with the database's mode."""
BUSY_TIMEOUT_SECONDS = 30.0
STAMP_SQL = "PRAGMA data_version"
"""Read before a remembered read, once per request within one (see `Database.remembered`)."""


class _Connection(sqlite3.Connection):
    """A plain connection that can be weakly referenced (so `close` finds every thread's),
    with the reads remembered on it (see `Database.remembered`)."""

    remembered: RememberedReads


def _data_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute(STAMP_SQL).fetchone()[0])


class Database:
    """Opens (and migrates) the file at `path`; each thread gets its own connection.

    Writes go through `transaction()`, which takes SQLite's write lock up front, so a
    read-modify-write never loses an update to another thread or process.
    """

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        private_file(path)
        for suffix in SIDE_FILES:
            tighten_if_present(path.with_name(path.name + suffix))
        self.path = path
        self._local = threading.local()
        self._open: weakref.WeakSet[_Connection] = weakref.WeakSet()
        self._lock = threading.Lock()
        self._commits = 0
        migrate(self.connection())

    def connection(self) -> sqlite3.Connection:
        conn: _Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._connect()
            self._local.conn = conn
            with self._lock:
                self._open.add(conn)
        return conn

    def remembered(self) -> tuple[RememberedReads, Hashable]:
        """This thread's remembered reads and the database's change stamp as this thread's
        connection sees it: SQLite's `data_version` (which moves with every commit of another
        connection, in this process or another; looked at once per request, see
        `one_look_at_other_writers`) and the commits of this `Database`."""
        conn = cast(_Connection, self.connection())
        return conn.remembered, (held_stamp(conn, _data_version), self._commits)

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """A write transaction; one already open on this thread is joined (and commits or
        rolls back as a whole)."""
        conn = self.connection()
        if conn.in_transaction:
            yield conn
            return
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
        with self._lock:
            self._commits += 1

    def close(self) -> None:
        """Close every thread's connection; the next use on a thread opens a new one."""
        with self._lock:
            connections = list(self._open)
            self._open.clear()
            self._local = threading.local()
        for conn in connections:
            conn.close()

    def _connect(self) -> _Connection:
        conn = sqlite3.connect(
            self.path,
            timeout=BUSY_TIMEOUT_SECONDS,
            isolation_level=None,
            check_same_thread=False,
            factory=_Connection,
        )
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = FULL")
        conn.remembered = RememberedReads()
        return conn
