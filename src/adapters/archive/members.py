"""An archive's members read with bounded memory: inflated in chunks and counted against the
caps while inflating (after their declared sizes), every zip failure one `ArchiveError`."""

from __future__ import annotations

import json
import math
import zipfile
import zlib
from collections.abc import Iterator
from typing import Any

from .limits import ArchiveLimits, megabytes
from .values import ArchiveError, first_twice

READ_CHUNK = 256 * 1024
DAMAGE = (zipfile.BadZipFile, zlib.error, EOFError, OSError, NotImplementedError, RuntimeError)
"""What a damaged, truncated or encrypted zip raises while it is read (RuntimeError: a
password; NotImplementedError: an unknown compression)."""
MEMBER_CAP = "SIGNAGE_IMPORT_MAX_MEMBER_MB"
TOTAL_CAP = "SIGNAGE_IMPORT_MAX_TOTAL_MB"


class Members:
    """The members of an open zip, each named once, within the caps."""

    def __init__(self, archive: zipfile.ZipFile, limits: ArchiveLimits) -> None:
        self._archive, self._limits = archive, limits
        self._infos = _declared(archive, limits)
        self._inflated = 0
        self._counted: set[str] = set()

    def names(self) -> set[str]:
        return set(self._infos)

    def chunks(self, name: str) -> Iterator[bytes]:
        """The member's bytes; ArchiveError as soon as it is damaged or passes a cap."""
        info = self._infos.get(name)
        if info is None:
            raise ArchiveError(f"the archive has no {name}")
        try:
            yield from self._inflate(info)
        except DAMAGE as error:
            raise ArchiveError(f"{name} is damaged ({error})") from None
        self._counted.add(name)

    def json(self, name: str) -> Any:
        """The member parsed whole (its size is capped): no NaN, no infinite number."""
        try:
            return json.loads(b"".join(self.chunks(name)), parse_constant=_no_constant,
                              parse_float=_finite)  # fmt: skip
        except RecursionError:
            raise ArchiveError(f"{name} is not valid JSON (nested too deeply)") from None
        except ValueError as error:
            raise ArchiveError(f"{name} is not valid JSON ({error})") from None

    def _inflate(self, info: zipfile.ZipInfo) -> Iterator[bytes]:
        size, counted = 0, info.filename in self._counted
        with self._archive.open(info) as member:
            while chunk := member.read(READ_CHUNK):
                size += len(chunk)
                self._inflated += 0 if counted else len(chunk)
                self._check(info.filename, size)
                yield chunk

    def _check(self, name: str, size: int) -> None:
        if size > self._limits.member:
            raise _too_large(name, self._limits.member)
        if self._inflated > self._limits.total:
            raise _too_much(self._limits.total)


def _declared(archive: zipfile.ZipFile, limits: ArchiveLimits) -> dict[str, zipfile.ZipInfo]:
    listed = archive.infolist()
    twice = first_twice(info.filename for info in listed)
    if twice is not None:
        raise ArchiveError(f"the archive holds {twice} twice")
    too_large = next((info.filename for info in listed if info.file_size > limits.member), None)
    if too_large is not None:
        raise _too_large(too_large, limits.member)
    if sum(info.file_size for info in listed) > limits.total:
        raise _too_much(limits.total)
    return {info.filename: info for info in listed}


def _too_large(name: str, cap: int) -> ArchiveError:
    return ArchiveError(f"{name} is larger than {megabytes(cap)} inflated ({MEMBER_CAP})")


def _too_much(cap: int) -> ArchiveError:
    return ArchiveError(f"the archive holds more than {megabytes(cap)} inflated ({TOTAL_CAP})")


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number the portal can store")


def _finite(text: str) -> float:
    number = float(text)
    if not math.isfinite(number):
        raise ValueError(f"{text} is not a number the portal can store")
    return number
