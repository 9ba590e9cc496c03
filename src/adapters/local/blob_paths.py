"""Object paths → files under the storage root, refusing anything that could escape it."""

from __future__ import annotations

from pathlib import Path

from ..blob_paths import check_object_path

__all__ = ["check_object_path", "inside"]


def inside(root: Path, *segments: str) -> Path:
    """`root/segments...`, after checking that symlinks do not lead it out of `root`
    (`root` must already be resolved)."""
    target = root.joinpath(*segments)
    if not target.resolve().is_relative_to(root):
        raise ValueError(f"storage path leaves the storage root: {'/'.join(segments)!r}")
    return target
