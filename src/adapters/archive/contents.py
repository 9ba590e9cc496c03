"""What an archive moves: the documents (the collections `carried` lists), files and accounts
of one backend."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from signage_core.ports.backend import Backend
from signage_core.ports.blob_storage import BlobStorage
from signage_core.ports.identity_provider import IdentityProvider

from ..documents.repositories.bundle import document_store, plays_store
from ..documents.store import DocumentStore
from ..documents.values import Document
from .carried import CARRIED

MAPPINGS: dict[str, tuple[Callable[[str, Document], Any], Callable[[Any], Document]]] = {
    name: (carried.read, carried.write) for name, carried in CARRIED.items()
}
"""Every collection an archive carries (`carried`), with the mapping the portal reads and
writes it with."""
COLLECTIONS = tuple(MAPPINGS)
FORMAT, VERSION = "signage-archive", 5
"""Version 2 added the screens, their places and the second factors; version 3 the plays;
version 4 the screen groups and the emergency messages; version 5 the schedules
(`Carried.since`)."""
READABLE_VERSIONS = (1, 2, 3, 4, 5)


def collections_of(version: int) -> tuple[str, ...]:
    """The collections an archive of `version` holds."""
    return tuple(name for name, carried in CARRIED.items() if carried.since <= version)


MANIFEST, ACCOUNTS, FILES = "manifest.json", "accounts.json", "files.json"


def documents_member(collection: str) -> str:
    return f"documents/{collection}.json"


def file_member(path: str) -> str:
    return f"files/{path}"


@dataclass(frozen=True, slots=True)
class PortalData:
    """The parts of a backend an archive reads and writes."""

    store: DocumentStore
    blobs: BlobStorage
    identity: IdentityProvider
    plays: DocumentStore
    """Where the plays are kept: `store` itself on Firebase, a store of their own on the
    embedded backends."""

    def store_of(self, collection: str) -> DocumentStore:
        return self.plays if CARRIED[collection].apart else self.store


@dataclass(frozen=True, slots=True)
class ArchiveSummary:
    documents: dict[str, int] = field(default_factory=dict)
    files: int = 0
    accounts: int = 0

    def describe(self) -> str:
        total = sum(self.documents.values())
        return f"{total} documents, {self.files} files, {self.accounts} accounts"


def portal_data(backend: Backend) -> PortalData:
    """The archive's view of a backend whose documents are the kit's repositories."""
    documents = backend.documents
    store = document_store(documents)
    return PortalData(store, backend.blobs, backend.identity, plays_store(documents))
