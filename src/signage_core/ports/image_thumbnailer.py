from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol


class ImageThumbnailer(Protocol):
    """Makes the small picture grids show for a stored image (the original stays as it is)."""

    def thumbnail(self, chunks: Iterable[bytes]) -> bytes | None:
        """A JPEG that fits `limits.GRID_THUMBNAIL_SIZE`, keeping the image's proportions, or
        None when the bytes cannot be read as an image."""
        ...
