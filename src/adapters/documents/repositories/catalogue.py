"""`businesses` and `packages` over a document store."""

from __future__ import annotations

from signage_core.entities.catalogue import Business, Package

from .. import businesses, packages
from ..store import DocumentStore
from .kind import Kind

BUSINESSES = Kind(businesses.COLLECTION, businesses.to_document, businesses.from_document)
PACKAGES = Kind(packages.COLLECTION, packages.to_document, packages.from_document)


class StoredCatalogue:
    """Implements `CatalogueRepository`. The first business is the first one stored."""

    def __init__(self, store: DocumentStore) -> None:
        self._store = store

    def business(self) -> Business | None:
        return BUSINESSES.first(self._store)

    def packages(self) -> list[Package]:
        """By price, then code, then id."""
        found = PACKAGES.find(self._store, PACKAGES.query())
        return sorted(found, key=lambda package: (package.price, package.code, package.id))

    def get_package(self, package_id: str) -> Package | None:
        return PACKAGES.get(self._store, package_id)

    def save_business(self, business: Business) -> None:
        BUSINESSES.put(self._store, business)

    def save_package(self, package: Package) -> None:
        PACKAGES.put(self._store, package)
