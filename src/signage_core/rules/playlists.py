"""Playlist totals: the stored totalDuration and totalSize of a playlist."""

from __future__ import annotations

import math
from collections.abc import Iterable

from signage_core.entities.playlists import PlaylistItem


def playlist_totals(items: Iterable[PlaylistItem]) -> tuple[float, int]:
    """(sum of durations in seconds, sum of file sizes in bytes) of the playlist's items."""
    listed = tuple(items)
    total_duration = math.fsum(item.duration for item in listed)
    total_size = sum(item.file_size for item in listed)
    return total_duration, total_size
