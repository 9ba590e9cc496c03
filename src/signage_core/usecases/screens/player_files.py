"""A manifest's files, fetched by the player at the links the manifest gave it: the link's
proof, its deadline and the screen it was made for are checked on every fetch, so a link
stops opening when it expires or once its screen is deleted."""

from __future__ import annotations

from collections.abc import Mapping

from signage_core.errors import Forbidden, NotFound
from signage_core.ports.blob_storage import LINK_INVALID, BlobStorage, LinkedObject
from signage_core.ports.clock import Clock
from signage_core.ports.screen_repository import ScreenRepository
from signage_core.rules.player_links import PlayerLinks


class OpenPlayerFile:
    """The object at `path` for the screen `screen_id`; Forbidden(LINK_INVALID) for a link
    that does not prove itself, has expired or whose screen is gone, NotFound for a file gone."""

    def __init__(
        self, screens: ScreenRepository, blobs: BlobStorage, links: PlayerLinks, clock: Clock
    ) -> None:
        self._screens, self._blobs, self._links, self._clock = screens, blobs, links, clock

    def __call__(self, screen_id: str, path: str, query: Mapping[str, str]) -> LinkedObject:
        if not self._links.holds(screen_id, path, query, self._clock.now()):
            raise Forbidden(LINK_INVALID)
        if self._screens.get(screen_id) is None:
            raise Forbidden(LINK_INVALID)
        metadata = self._blobs.metadata(path)
        if metadata is None:
            raise NotFound(LINK_INVALID)
        return LinkedObject(metadata, self._blobs.read(path))
