"""Download links stored in documents, issued again by the storage that now holds the files.

A link names its storage (a signed `/files/...` URL, a Firebase token URL), so documents moved
to another backend get links of that backend: medias' `fileUrl` and `thumbnailUrl`, clients'
`logoUrl`, emergency messages' `imageUrl`, and the playlist items' `mediaURL` that copied a
media's file link. A document that names no stored path (or a path that is not stored) keeps
the link it has.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..documents import clients, emergencies, medias, playlists
from ..documents.values import Document
from .documents_check import Rows

PATH_LINKS = {
    medias.COLLECTION: (("filePath", "fileUrl"), ("thumbnailPath", "thumbnailUrl")),
    clients.COLLECTION: (("logoPath", "logoUrl"),),
    emergencies.COLLECTION: (("imagePath", "imageUrl"),),
}
ITEMS, ITEM_MEDIA, ITEM_URL = "playlistMedias", "mediaID", "mediaURL"


class Linker(Protocol):
    """What of a `BlobStorage` issues links: its paths, and a path's download link."""

    def paths(self) -> list[str]: ...

    def download_url(self, path: str) -> str: ...


def reissue_links(documents: dict[str, Rows], blobs: Linker) -> dict[str, Rows]:
    stored = set(blobs.paths())
    moved = {name: [(i, _relinked(d, name, blobs, stored)) for i, d in rows]
             for name, rows in documents.items()}  # fmt: skip
    new_urls = _media_urls(documents.get(medias.COLLECTION, []), moved[medias.COLLECTION])
    moved[playlists.COLLECTION] = [
        (doc_id, _relinked_items(doc, new_urls)) for doc_id, doc in moved[playlists.COLLECTION]
    ]
    return moved


def _relinked(document: Document, collection: str, blobs: Linker, stored: set[str]) -> Document:
    changed = dict(document)
    for path_field, url_field in PATH_LINKS.get(collection, ()):
        path = document.get(path_field)
        if isinstance(path, str) and path in stored and url_field in document:
            changed[url_field] = blobs.download_url(path)
    return changed


def _media_urls(before: Rows, after: Rows) -> dict[str, tuple[Any, Any]]:
    """media id → (its file link before, its file link now)."""
    old = {doc_id: doc.get("fileUrl") for doc_id, doc in before}
    return {doc_id: (old.get(doc_id), doc.get("fileUrl")) for doc_id, doc in after}


def _relinked_items(document: Document, urls: dict[str, tuple[Any, Any]]) -> Document:
    items = document.get(ITEMS)
    if not isinstance(items, list):
        return document
    return {**document, ITEMS: [_relinked_item(item, urls) for item in items]}


def _relinked_item(item: Any, urls: dict[str, tuple[Any, Any]]) -> Any:
    if not isinstance(item, dict):
        return item
    old, new = urls.get(str(item.get(ITEM_MEDIA)), (None, None))
    if old and item.get(ITEM_URL) == old:
        return {**item, ITEM_URL: new}
    return item
