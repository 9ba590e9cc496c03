"""`medias`: the media library; filePath/thumbnailPath name the stored objects (ours)."""

from __future__ import annotations

from typing import Any

from signage_core.entities.media import AssetType, Media

from .values import (
    Document,
    read_flag,
    read_float,
    read_int,
    read_moment,
    read_text,
)

COLLECTION = "medias"
_ASSET_TYPES = {kind.value: kind for kind in AssetType}


def to_document(media: Media) -> Document:
    return {
        "name": media.name,
        "description": media.description,
        "assetType": media.asset_type.value,
        "duration": media.duration,
        "status": media.status,
        "fileUrl": media.file_url,
        "youtubeUrl": media.youtube_url,
        "thumbnailUrl": media.thumbnail_url,
        "fileSize": media.file_size,
        "createdAt": media.created_at,
        "userId": media.user_id,
        "userEmail": media.user_email,
        "filePath": media.file_path,
        "thumbnailPath": media.thumbnail_path,
    }


def from_document(doc_id: str, data: dict[str, Any]) -> Media:
    doc = f"{COLLECTION}/{doc_id}"
    return Media(
        id=doc_id,
        name=read_text(data, "name"),
        asset_type=_asset_type(data.get("assetType")),
        user_id=read_text(data, "userId"),
        user_email=read_text(data, "userEmail"),
        description=read_text(data, "description"),
        duration=read_float(data, "duration"),
        status=read_flag(data, "status"),
        file_url=read_text(data, "fileUrl"),
        youtube_url=read_text(data, "youtubeUrl"),
        thumbnail_url=read_text(data, "thumbnailUrl"),
        file_size=read_int(data, "fileSize"),
        created_at=read_moment(data, "createdAt", doc),
        file_path=read_text(data, "filePath"),
        thumbnail_path=read_text(data, "thumbnailPath"),
    )


def _asset_type(value: object) -> AssetType:
    found = _ASSET_TYPES.get(value) if type(value) is str else None
    return found or _ASSET_TYPES.get(str(value or "").strip().casefold(), AssetType.IMAGE)
