"""The one rule for object paths in every blob storage (memory, local, Cloud Storage).

A path is `/`-separated segments, none empty and none starting with a dot: that refuses '.'
and '..', keeps the names a store uses for itself (the local store's `.meta` sidecars and
`.tmp-*` partial uploads) out of reach, and means no path can climb out of the storage root.
"""

from __future__ import annotations

from signage_core.storage_links import object_in_link

RESERVED_PREFIX = "."


def check_object_path(path: str) -> list[str]:
    """The path's segments; ValueError for an empty, absolute, backslashed, NUL-bearing or
    dot-segment path."""
    if not path or "\x00" in path or "\\" in path or path.startswith("/"):
        raise ValueError(f"invalid storage path: {path!r}")
    segments = path.split("/")
    if any(not segment or segment.startswith(RESERVED_PREFIX) for segment in segments):
        raise ValueError(f"invalid storage path: {path!r}")
    return segments


def path_in_bucket(url: str, bucket: str) -> str:
    """The path of the object of `bucket` that a Firebase, Cloud Storage or gs:// link names
    (`storage_links.object_in_link`); '' for a link to another bucket or site, or to a path
    no storage here accepts."""
    found = object_in_link(url)
    if found is None or found.bucket != bucket:
        return ""
    try:
        check_object_path(found.path)
    except ValueError:
        return ""
    return found.path
