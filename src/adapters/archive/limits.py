"""How much an archive may hold: caps on its members, and the names every backend can store.

The two caps are settings (docs/operations.md, `SIGNAGE_IMPORT_MAX_MEMBER_MB` and
`SIGNAGE_IMPORT_MAX_TOTAL_MB`); the other limits are the spec's or the backends' own, so what
imports into one backend imports into any other.
"""

from __future__ import annotations

from dataclasses import dataclass

from signage_core.limits import MAX_MEDIA_BYTES, MB

MEMBER_MB = 64
"""Default cap of one member, inflated: a file is at most 10 MB (spec §9), so this bounds
the documents' JSON, which is read whole."""
TOTAL_MB = 10240
"""Default cap of all members together, inflated."""
MAX_FILE_BYTES = MAX_MEDIA_BYTES
"""The largest file the portal stores (spec §9: a media file; logos and thumbnails are 2 MB)."""
MAX_SEGMENT_BYTES = 255
"""A file path's segment: file systems' NAME_MAX."""
MAX_PATH_BYTES = 1024
"""A file path: Cloud Storage's longest object name."""
MAX_ID_BYTES = 1500
"""A document id: Firestore's longest."""
MAX_DOCUMENT_BYTES = 1024 * 1024
"""A document as JSON: Firestore's largest (1 MiB)."""
MAX_DEPTH = 20
"""How deep a document's maps and lists may nest: Firestore's limit (which also refuses a
list directly in a list)."""
MAX_UID_CHARS = 128
"""An account's uid: Firebase Auth's longest."""
INT64 = range(-(2**63), 2**63)
"""The integers Firestore and SQLite store."""


@dataclass(frozen=True, slots=True)
class ArchiveLimits:
    """The caps, in bytes, checked while inflating (declared sizes are checked first)."""

    member: int = MEMBER_MB * MB
    total: int = TOTAL_MB * MB

    @classmethod
    def in_mb(cls, member_mb: int, total_mb: int) -> ArchiveLimits:
        return cls(member_mb * MB, total_mb * MB)

    def __post_init__(self) -> None:
        if self.member < 1 or self.total < 1:
            raise ValueError("an archive's caps must be at least 1 MB")


def megabytes(size: int) -> str:
    return f"{size / MB:g} MB"
