"""`medias` over a document store; the dashboard counts are counted by the store."""

from __future__ import annotations

from datetime import datetime

from signage_core.entities.media import AssetType, Media
from signage_core.paging import Page, PageRequest

from .. import medias
from ..query import at_least, equals
from ..store import DocumentStore
from .kind import Kind, Stored

MEDIAS = Kind(medias.COLLECTION, medias.to_document, medias.from_document)
_TYPES = tuple((kind, kind.value) for kind in AssetType)
_TYPE_VALUES = tuple(value for _, value in _TYPES)


class StoredMedias(Stored[Media]):
    """Implements `MediaRepository`."""

    def __init__(self, store: DocumentStore) -> None:
        super().__init__(store, MEDIAS)

    def list_for_user(self, user_id: str, *, active_only: bool = False) -> list[Media]:
        active = (equals("status", True),) if active_only else ()
        return self._find(equals("userId", user_id), *active, newest_first="createdAt")

    def page_for_user(
        self, user_id: str, request: PageRequest, *, active_only: bool = False
    ) -> Page[Media]:
        """In the request's sort (newest createdAt first, or by name); `q` searches the name."""
        active = (equals("status", True),) if active_only else ()
        query = MEDIAS.sorted(request, "name", equals("userId", user_id), *active)
        return self._page(request, query, "name")

    def count_by_type(self, user_id: str) -> dict[AssetType, int]:
        def read() -> dict[AssetType, int]:
            query = MEDIAS.query(equals("userId", user_id))
            counts = self._store.count_by(query, "assetType", _TYPE_VALUES)
            return {kind: counts[value] for kind, value in _TYPES}

        return dict(self._answer(("count by type", user_id), read))

    def count_created_since(self, user_id: str, since: datetime) -> int:
        def read() -> int:
            query = MEDIAS.query(equals("userId", user_id), at_least("createdAt", since))
            return self._store.count(query)

        return self._answer(("count since", user_id, since), read)

    def delete(self, media_id: str) -> None:
        self._delete(media_id)
