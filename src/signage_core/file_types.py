"""What an uploaded file really is (spec §5, §9: logos JPG/PNG, media JPG/PNG or MP4), read
from its first bytes, never from its name or declared type.

JPEG starts FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, and an MP4 has an `ftyp` box at offset 4.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from typing import Final

JPEG: Final = "image/jpeg"
PNG: Final = "image/png"
MP4: Final = "video/mp4"
UNKNOWN: Final = "application/octet-stream"
SIGNATURE_BYTES: Final = 12
"""Enough leading bytes to tell the three kinds apart."""

IMAGE_TYPES: Final = frozenset({JPEG, PNG})
VIDEO_TYPES: Final = frozenset({MP4})
THUMBNAIL_TYPES: Final = frozenset({JPEG})


def sniff(head: bytes) -> str:
    """The content type the leading bytes show: JPEG, PNG, MP4 or UNKNOWN."""
    if head.startswith(b"\xff\xd8\xff"):
        return JPEG
    if head.startswith(b"\x89PNG\r\n\x1a\n"):
        return PNG
    if head[4:8] == b"ftyp":
        return MP4
    return UNKNOWN


def sniff_stream(chunks: Iterable[bytes]) -> tuple[str, Iterator[bytes]]:
    """The content type of a stream of chunks, and the same stream, unread: only the first
    `SIGNATURE_BYTES` are looked at, so a large upload is never held in memory."""
    stream = iter(chunks)
    taken: list[bytes] = []
    size = 0
    while size < SIGNATURE_BYTES:
        chunk = next(stream, None)
        if chunk is None:
            break
        taken.append(chunk)
        size += len(chunk)
    return sniff(b"".join(taken)[:SIGNATURE_BYTES]), itertools.chain(taken, stream)
