from __future__ import annotations

from typing import Protocol


class FileReferences(Protocol):
    """The stored objects the documents name: medias' files and thumbnails, clients' logos."""

    def referenced_paths(self) -> set[str]:
        """Every object path a document names, by its path field or inside its stored link
        (`storage_paths.path_in_link`), so an object any document still needs is in it."""
        ...
