"""YouTube links: video ids, estimated sizes and thumbnails (spec §5, §9)."""

from __future__ import annotations

import math
import re
from urllib.parse import parse_qs, urlsplit

from signage_core.limits import YOUTUBE_BYTES_PER_SECOND as BYTES_PER_SECOND

VIDEO_ID = re.compile(r"[A-Za-z0-9_-]{11}")
WATCH_HOSTS = frozenset(
    {"youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"}
    | {"youtube-nocookie.com", "www.youtube-nocookie.com"}
)
SHORT_HOSTS = frozenset({"youtu.be", "www.youtu.be"})
PATH_PREFIXES = frozenset({"embed", "shorts", "live", "v"})


def _video_id(candidate: str) -> str | None:
    return candidate if VIDEO_ID.fullmatch(candidate) else None


def _id_from_path(host: str, path: str) -> str | None:
    segments = [segment for segment in path.split("/") if segment]
    if host in SHORT_HOSTS and len(segments) == 1:
        return _video_id(segments[0])
    if host in WATCH_HOSTS and len(segments) == 2 and segments[0] in PATH_PREFIXES:
        return _video_id(segments[1])
    return None


def extract_youtube_id(url: str) -> str | None:
    """The 11-character video id of a YouTube link, or None when `url` is not one.

    Understands watch?v= (anywhere in the query), youtu.be/, embed/, shorts/, live/ and v/
    links on youtube.com, m.youtube.com and youtube-nocookie.com, with or without the
    scheme and www.
    """
    text = url.strip()
    if "://" not in text:
        text = "https://" + text
    try:
        parts = urlsplit(text)
    except ValueError:
        return None
    host = (parts.hostname or "").lower()
    if parts.scheme.lower() not in {"http", "https"}:
        return None
    if host in WATCH_HOSTS and parts.path.rstrip("/") == "/watch":
        values = parse_qs(parts.query).get("v", [])
        return _video_id(values[0]) if len(values) == 1 else None
    return _id_from_path(host, parts.path)


def youtube_file_size(duration_seconds: float) -> int:
    """A video link's estimated size: duration × 2048 bytes, rounded half up (as Math.round)."""
    return math.floor(duration_seconds * BYTES_PER_SECOND + 0.5)


def youtube_thumbnail_url(video_id: str) -> str:
    """The public high-quality thumbnail image of a video."""
    return f"https://i.ytimg.com/vi/{video_id}/hqdefault.jpg"
