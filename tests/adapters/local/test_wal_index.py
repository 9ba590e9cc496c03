"""The wal-index header as a change stamp: it moves with every commit of any process, never
matches when caught mid-write, and is not used when its format is not the one known."""

from __future__ import annotations

import fcntl
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest
from signage_adapters.local.database import Database
from signage_adapters.local.wal_index import HEADER_BYTES, WAL_INDEX_VERSION, open_wal_index

COMMIT = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
sql = "INSERT INTO documents (collection, id, data) VALUES ('notes', ?, '{}')"
conn.execute(sql, (sys.argv[2],))
conn.close()
"""


@pytest.fixture
def db(tmp_path: Path):
    database = Database(tmp_path / "signage.db")
    yield database
    database.close()


def commit_in_another_process(db: Database, doc_id: str) -> None:
    subprocess.run([sys.executable, "-c", COMMIT, str(db.path), doc_id], check=True)


def a_wal_index(path: Path, version: int, *, second_copy_differs: bool = False) -> Path:
    header = struct.pack("=I4xIB", version, 7, 1).ljust(HEADER_BYTES, b"\x00")
    second = header[:-1] + b"\x01" if second_copy_differs else header
    shm = path.with_name(path.name + "-shm")
    shm.write_bytes(header + second + bytes(32768 - 2 * HEADER_BYTES))
    return path


def test_the_stamp_stays_while_nothing_is_committed(db):
    index = open_wal_index(db.path)
    assert index is not None
    assert index.stamp() == index.stamp()


def test_the_stamp_moves_with_each_commit_of_another_process(db):
    index = open_wal_index(db.path)
    assert index is not None
    stamps = [index.stamp()]
    for doc_id in ("n1", "n2"):
        commit_in_another_process(db, doc_id)
        stamps.append(index.stamp())
    assert len(set(stamps)) == 3


def test_a_header_caught_mid_write_matches_no_stamp(tmp_path):
    torn = a_wal_index(tmp_path / "x.db", WAL_INDEX_VERSION, second_copy_differs=True)
    index = open_wal_index(torn)
    assert index is not None
    assert index.stamp() != index.stamp()


def test_a_known_header_is_mapped(tmp_path):
    index = open_wal_index(a_wal_index(tmp_path / "x.db", WAL_INDEX_VERSION))
    assert index is not None
    assert index.stamp() == index.stamp()


def test_a_wal_index_of_an_unknown_version_is_not_used(tmp_path):
    index = open_wal_index(a_wal_index(tmp_path / "x.db", WAL_INDEX_VERSION + 1))
    assert index is not None  # its file held open all the same (see the lock test below)
    assert not index.readable
    assert index.stamp() != index.stamp()
    index.close()


def test_a_database_without_a_wal_index_has_none_to_map(tmp_path):
    assert open_wal_index(tmp_path / "absent.db") is None


HOLDER = """
import sys
from pathlib import Path
from signage_adapters.local.database import Database
db = Database(Path(sys.argv[1]))
db.connection().execute("SELECT 1").fetchall()
print("ready", flush=True)
sys.stdin.readline()
db.close()
"""
DMS_BYTE = 128
"""SQLite's lock byte in `-shm` that each process using the wal-index holds shared (unix VFS)."""


def _lock_on(shm: Path, offset: int) -> int:
    """The type of lock another process holds on `offset` of `shm` (F_UNLCK: none)."""
    asked = struct.pack("hhqqixxxx", fcntl.F_WRLCK, os.SEEK_SET, offset, 1, 0)
    with shm.open("r+b") as file:
        answer = fcntl.fcntl(file.fileno(), fcntl.F_GETLK, asked)
    return int(struct.unpack("hhqqixxxx", answer)[0])


def test_reading_the_header_leaves_sqlites_own_locks_held(tmp_path: Path):
    """Closing any descriptor of a file drops every POSIX lock the process holds on it; the
    header's file stays open, so another process never takes itself for the wal-index's first
    user and rebuilds it under the portal (which once died of SIGBUS in the browser journeys)."""
    path = tmp_path / "signage.db"
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == b"ready"
        assert _lock_on(path.with_name("signage.db-shm"), DMS_BYTE) == fcntl.F_RDLCK
    finally:
        holder.communicate(b"\n", timeout=30)
    assert holder.returncode == 0


TWO_DATABASES = """
import sys
from pathlib import Path
from signage_adapters.local.database import Database
first = Database(Path(sys.argv[1]))
first.connection().execute("SELECT 1").fetchall()
second = Database(Path(sys.argv[1]))
print("ready", flush=True)
sys.stdin.readline()
second.close()
first.close()
"""
SHARED_BYTE = 0x40000002 + 100
"""A byte of the range on the database file where an open WAL connection holds SQLite's
shared lock (unix VFS: SHARED_FIRST, 510 bytes)."""


def test_opening_the_database_again_in_a_process_keeps_its_first_connections_locks(
    tmp_path: Path,
):
    """A second `Database` of the same file only sets the file's mode by its path: a
    descriptor opened and closed would drop the first one's shared lock, and another process
    closing last would then take itself for the only user and check the wal away."""
    path = tmp_path / "signage.db"
    Database(path).close()
    holder = subprocess.Popen(
        [sys.executable, "-c", TWO_DATABASES, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    try:
        assert holder.stdout is not None
        assert holder.stdout.readline().strip() == b"ready"
        assert _lock_on(path, SHARED_BYTE) == fcntl.F_RDLCK
    finally:
        holder.communicate(b"\n", timeout=30)
    assert holder.returncode == 0
