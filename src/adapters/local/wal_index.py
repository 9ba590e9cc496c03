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

HEADER_BYTES = 48
"""One copy of the header; the second copy follows it."""
WAL_INDEX_VERSION = 3007000
_VERSION_AND_INIT = struct.Struct("=I4xIB")
"""iVersion, unused, iChange, isInit: the header's first fields, in the machine's byte order."""


class WalIndexHeader:
    """The wal-index header of one database, mapped read-only."""

    def __init__(self, mapped: mmap.mmap) -> None:
        self._map = mapped

    def stamp(self) -> Hashable:
        """The header's bytes: equal between two looks only if nothing was committed between.
        A header caught mid-write (its two copies differ) gives a stamp equal to no other."""
        first = self._map[:HEADER_BYTES]
        if first != self._map[HEADER_BYTES : 2 * HEADER_BYTES]:
            return object()
        return first

    def close(self) -> None:
        self._map.close()


def open_wal_index(database: Path) -> WalIndexHeader | None:
    """The header of `database`'s wal-index, or None when it has none of the known version
    (not in WAL mode, not yet initialised, or a format this module does not know)."""
    shm = database.with_name(database.name + "-shm")
    try:
        with shm.open("rb") as file:
            mapped = mmap.mmap(file.fileno(), 2 * HEADER_BYTES, access=mmap.ACCESS_READ)
    except (OSError, ValueError):
        return None
    version, _change, initialised = _VERSION_AND_INIT.unpack_from(mapped)
    if version != WAL_INDEX_VERSION or initialised != 1:
        mapped.close()
        return None
    return WalIndexHeader(mapped)
