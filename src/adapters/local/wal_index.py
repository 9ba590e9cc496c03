"""Whether a WAL-mode SQLite file changed, read from its wal-index header with no syscall.

Every commit, by any connection of any process, rewrites the header at the start of the
database's `-shm` file: its change counter moves, and with it the frame count and checksums
(https://www.sqlite.org/walformat.html, "The WAL-Index Header"; SQLite writes the header's
second copy, then its first, and reads the two back as one). Comparing those 48 bytes answers
what `PRAGMA data_version` answers, without the two `fcntl` locks a PRAGMA's read transaction
takes (docs/decisions.md, "Other processes' writes are seen in the wal-index header").

The mapping stays the live wal-index only while a connection of this process holds the file
open (SQLite deletes or rebuilds it only when it is the sole user), so `Database` keeps one
connection open for as long as it uses the header.
"""

from __future__ import annotations

import mmap
import struct
from collections.abc import Hashable
from pathlib import Path
from typing import BinaryIO

HEADER_BYTES = 48
"""One copy of the header; the second copy follows it."""
WAL_INDEX_VERSION = 3007000
_VERSION_AND_INIT = struct.Struct("=I4xIB")
"""iVersion, unused, iChange, isInit: the header's first fields, in the machine's byte order."""


class WalIndexHeader:
    """The wal-index header of one database, mapped read-only (`mapped` None: unknown format).

    It holds the `-shm` file open until `close`, which must come after the process's SQLite
    connections are closed: POSIX releases every lock a process holds on a file when it closes
    any descriptor of it (https://www.sqlite.org/howtocorrupt.html, 2.2), SQLite's lock that
    says the wal-index is in use included; another process would then take itself for the
    first user and rebuild the wal-index under this one (its mappings then fault: SIGBUS)."""

    def __init__(self, file: BinaryIO, mapped: mmap.mmap | None, readable: bool = True) -> None:
        self._file, self._map = file, mapped
        self.readable = readable and mapped is not None

    def stamp(self) -> Hashable:
        """The header's bytes: equal between two looks only if nothing was committed between.
        A header caught mid-write (its two copies differ) gives a stamp equal to no other."""
        mapped = self._map
        if mapped is None or not self.readable:
            return object()
        first = mapped[:HEADER_BYTES]
        if first != mapped[HEADER_BYTES : 2 * HEADER_BYTES]:
            return object()
        return first

    def close(self) -> None:
        if self._map is not None:
            self._map.close()
        self._file.close()


def open_wal_index(database: Path) -> WalIndexHeader | None:
    """The header of `database`'s wal-index, holding its file open (see `WalIndexHeader`);
    not `readable` when it has none of the known version (not in WAL mode, not yet
    initialised, or a format this module does not know); None when there is no `-shm` file."""
    shm = database.with_name(database.name + "-shm")
    try:
        file = shm.open("rb")
    except OSError:
        return None
    try:
        mapped = mmap.mmap(file.fileno(), 2 * HEADER_BYTES, access=mmap.ACCESS_READ)
    except (OSError, ValueError):
        return WalIndexHeader(file, None)
    version, _change, initialised = _VERSION_AND_INIT.unpack_from(mapped)
    if version != WAL_INDEX_VERSION or initialised != 1:
        return WalIndexHeader(file, mapped, readable=False)  # kept: closing it closes a descriptor
    return WalIndexHeader(file, mapped)
