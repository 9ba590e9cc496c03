"""Object paths → files under the storage root, refusing anything that could escape it."""

from __future__ import annotations

from pathlib import Path

RESERVED_PREFIX = "."
"""No segment may start with a dot: that refuses '.' and '..', and keeps the names the store
uses for itself (the `.meta` sidecars, `.tmp-*` partial uploads) out of reach."""


def check_object_path(path: str) -> list[str]:
    """The path's segments; ValueError for an empty, absolute, backslashed, NUL-bearing or
    dot-segment path."""
    if not path or "\x00" in path or "\\" in path or path.startswith("/"):
        raise ValueError(f"invalid storage path: {path!r}")
    segments = path.split("/")
    if any(not segment or segment.startswith(RESERVED_PREFIX) for segment in segments):
        raise ValueError(f"invalid storage path: {path!r}")
    return segments


def inside(root: Path, *segments: str) -> Path:
    """`root/segments...`, after checking that symlinks do not lead it out of `root`
    (`root` must already be resolved)."""
    target = root.joinpath(*segments)
    if not target.resolve().is_relative_to(root):
        raise ValueError(f"storage path leaves the storage root: {'/'.join(segments)!r}")
    return target
