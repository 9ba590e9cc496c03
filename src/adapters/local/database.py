"""One SQLite file in WAL mode (mode 0600, which SQLite gives its WAL too), one connection
per thread, write transactions BEGIN IMMEDIATE; other connections' commits seen in the
wal-index header (`wal_index`)."""

from __future__ import annotations

import sqlite3
import threading
import weakref
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

from ..documents.loop_writes import check_write
from ..documents.remembered import RememberedReads, held_stamp
from ..storage_failures import storage_writes
from .private_files import private_dir, private_file, tighten_if_present
from .schema import migrate
from .wal_index import WalIndexHeader, open_wal_index

T = TypeVar("T")
DATABASE_NAME = "signage.db"
SIDE_FILES = ("-wal", "-shm", "-journal")
"""SQLite's own files beside the database; it creates them with the database's mode."""
BUSY_TIMEOUT_SECONDS = 30.0
STAMP_SQL = "PRAGMA data_version"
"""Read before a remembered read, once per request within one (see `Database.recall`),
when the database has no wal-index header to look at instead."""
SYNCHRONOUS = {level: f"PRAGMA synchronous = {level}" for level in ("FULL", "NORMAL")}
"""FULL for the documents (a commit survives a power cut); NORMAL where losing the last
commits to a power cut is harmless (the screens' heartbeats)."""
OPEN_THE_WAL_SQL = "PRAGMA schema_version"
"""A read: a connection opens the WAL and its index (creating it if need be) at its first."""


class _Connection(sqlite3.Connection):
    """A plain connection that can be weakly referenced (so `close` finds every thread's),
    with the reads remembered on it (see `Database.recall`)."""

    remembered: RememberedReads


def _roll_back(conn: sqlite3.Connection) -> None:
    """Roll back unless SQLite already did (it may after a failed COMMIT, e.g. disk full)."""
    if conn.in_transaction:
        conn.execute("ROLLBACK")


def _data_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute(STAMP_SQL).fetchone()[0])


class Database:
    """Opens (and migrates) the file at `path`; each thread gets its own connection.

    Writes go through `transaction()`, which takes SQLite's write lock up front, so a
    read-modify-write never loses an update to another thread or process.
    """

    def __init__(self, path: Path, *, synchronous: str = "FULL") -> None:
        private_dir(path.parent)
        private_file(path)
        for suffix in SIDE_FILES:
            tighten_if_present(path.with_name(path.name + suffix))
        self.path = path
        self._synchronous = SYNCHRONOUS[synchronous]
        self._local = threading.local()
        self._open: weakref.WeakSet[_Connection] = weakref.WeakSet()
        self._lock = threading.Lock()
        self._commits = 0
        self._begun = 0
        self._wal_index: WalIndexHeader | None = None
        self._keeper: sqlite3.Connection | None = None
        migrate(self.connection())

    def connection(self) -> _Connection:
        conn: _Connection | None = getattr(self._local, "conn", None)
        if conn is None:
            conn = self._connect()
            self._local.conn = conn
            with self._lock:
                self._open.add(conn)
                if self._keeper is None:
                    self._map_wal_index(conn)
        return conn

    def _map_wal_index(self, keeper: sqlite3.Connection) -> None:
        """Map the wal-index header, and keep `keeper` open while it is used: SQLite never
        deletes or rebuilds the index while a connection of this process holds it."""
        keeper.execute(OPEN_THE_WAL_SQL).fetchone()
        self._wal_index = open_wal_index(self.path)
        self._keeper = keeper

    def recall(self, key: Hashable, read: Callable[[], T]) -> T:
        """`read()`, or what it returned before on this thread's connection, while the
        database's change stamp is the one it was read under: the wal-index header, or
        SQLite's `data_version` when there is none (either moves with every commit of another
        connection, in this process or another; looked at once per request, see
        `one_look_at_other_writers`), and the commits of this `Database` (counted once they
        are done, so a read kept while one commits is kept under the older stamp; the
        verification mode's check of a kept read is settled only while none is under way)."""
        conn = self.connection()
        commits = self._commits
        stamp = (held_stamp(conn, self._other_writers), commits)
        return conn.remembered.recall(stamp, key, read, settled=lambda: self._begun == commits)

    def _other_writers(self, conn: sqlite3.Connection) -> Hashable:
        wal_index = self._wal_index
        if wal_index is not None and wal_index.readable:
            return wal_index.stamp()
        return _data_version(conn)

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """A write transaction; one already open on this thread is joined (and commits or
        rolls back as a whole). Storage that refuses the write (disk full, read-only) raises
        `StorageFull` or `StorageUnavailable`, with nothing written."""
        conn = self.connection()
        if conn.in_transaction:
            yield conn
            return
        check_write(f"a write to {self.path.name}")
        with self._lock:
            self._begun += 1
        try:
            with storage_writes():
                conn.execute("BEGIN IMMEDIATE")
                try:
                    yield conn
                    conn.execute("COMMIT")
                except BaseException:
                    _roll_back(conn)
                    raise
        finally:
            with self._lock:
                self._commits += 1

    def close(self) -> None:
        """Close every thread's connection; the next use on a thread opens a new one."""
        with self._lock:
            connections = list(self._open)
            self._open.clear()
            self._local = threading.local()
            wal_index, self._wal_index, self._keeper = self._wal_index, None, None
        for conn in connections:
            conn.close()
        if wal_index is not None:
            wal_index.close()

    def _connect(self) -> _Connection:
        conn = sqlite3.connect(
            self.path,
            timeout=BUSY_TIMEOUT_SECONDS,
            isolation_level=None,
            check_same_thread=False,
            factory=_Connection,
        )
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute(self._synchronous)
        conn.remembered = RememberedReads()
        return conn
