"""Media library items and stored-file metadata."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum


class AssetType(StrEnum):
    IMAGE = "image"
    VIDEO = "video"
    YOUTUBE = "youtube"


@dataclass(frozen=True, slots=True)
class Media:
    """A `medias` document. `file_path`/`thumbnail_path` name the stored objects to delete."""

    id: str
    name: str
    asset_type: AssetType
    user_id: str
    user_email: str
    description: str = ""
    duration: float = 0.0
    status: bool = True
    file_url: str = ""
    youtube_url: str = ""
    thumbnail_url: str = ""
    file_size: int = 0
    created_at: datetime | None = None
    file_path: str = ""
    thumbnail_path: str = ""


@dataclass(frozen=True, slots=True)
class BlobMetadata:
    """Metadata of a stored file, as spec §3 lists it."""

    name: str
    size: int
    content_type: str
    md5_hash: str
    time_created: datetime
    updated: datetime
    cache_control: str = ""
    content_disposition: str = ""
    content_encoding: str = ""
    content_language: str = ""
    custom_metadata: Mapping[str, str] = field(default_factory=dict)
