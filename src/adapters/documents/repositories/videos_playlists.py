"""`videos` and `playlists` over a document store, each belonging to a client by clientID."""

from __future__ import annotations

from datetime import datetime

from signage_core.entities.playlists import Playlist
from signage_core.entities.videos import Video
from signage_core.paging import Page, PageRequest

from .. import playlists, videos
from ..query import at_least, equals
from ..store import DocumentStore
from .kind import E, Kind, Stored

VIDEOS = Kind(videos.COLLECTION, videos.to_document, videos.from_document)
PLAYLISTS = Kind(playlists.COLLECTION, playlists.to_document, playlists.from_document)


class ClientContent(Stored[E]):
    """A client's content: listed newest createdAt first, deleted by id."""

    NAME_FIELD = ""
    """The field a page's `q` searches."""

    def list_for_client(self, client_id: str) -> list[E]:
        return self._find(equals("clientID", client_id), newest_first="createdAt")

    def page_for_client(self, client_id: str, request: PageRequest) -> Page[E]:
        """In the request's sort; `q` searches the name."""
        query = self._kind.sorted(request, self.NAME_FIELD, equals("clientID", client_id))
        return self._page(request, query, self.NAME_FIELD)

    def delete(self, doc_id: str) -> None:
        self._delete(doc_id)


class StoredVideos(ClientContent[Video]):
    """Implements `VideoRepository`."""

    NAME_FIELD = "videoTitle"

    def __init__(self, store: DocumentStore) -> None:
        super().__init__(store, VIDEOS)


class StoredPlaylists(ClientContent[Playlist]):
    """Implements `PlaylistRepository`."""

    NAME_FIELD = "playlistName"

    def __init__(self, store: DocumentStore) -> None:
        super().__init__(store, PLAYLISTS)

    def count_created_since(self, client_id: str, since: datetime) -> int:
        def read() -> int:
            query = PLAYLISTS.query(equals("clientID", client_id), at_least("createdAt", since))
            return self._store.count(query)

        return self._answer(("count since", client_id, since), read)
