"""The stored objects of a record: the paths it keeps, or, for a record of the original
portal that keeps only download links, the objects its links name in this storage
(`BlobStorage.path_of`: a Firebase, Cloud Storage or gs:// link of the portal's bucket)."""

from __future__ import annotations

from signage_core.entities.clients import Client
from signage_core.entities.media import Media
from signage_core.ports.blob_storage import BlobStorage


def media_objects(blobs: BlobStorage, media: Media) -> list[str]:
    """The media's file and thumbnail (none for a YouTube link, whose links name no object
    here)."""
    found = (
        stored_object(blobs, media.file_path, media.file_url),
        stored_object(blobs, media.thumbnail_path, media.thumbnail_url),
    )
    return [path for path in dict.fromkeys(found) if path]


def logo_object(blobs: BlobStorage, client: Client) -> str:
    """The client's logo; '' when it has none in this storage."""
    return stored_object(blobs, client.logo_path, client.logo_url)


def stored_object(blobs: BlobStorage, path: str, url: str) -> str:
    """`path` when the record keeps one, else the object `url` names ('' for none)."""
    if path:
        return path
    return blobs.path_of(url) if url else ""
