"""In-memory reference data: `businesses` and `packages`."""

from __future__ import annotations

from signage_core.entities.catalogue import Business, Package

from ._tables import Tables


class MemoryCatalogueRepository:
    """Implements `CatalogueRepository`."""

    def __init__(self, tables: Tables) -> None:
        self._t = tables

    def business(self) -> Business | None:
        """The first record saved (the original portal reads the first document)."""
        with self._t.lock:
            return next(iter(self._t.businesses.values()), None)

    def packages(self) -> list[Package]:
        with self._t.lock:
            found = list(self._t.packages.values())
        return sorted(found, key=lambda p: (p.price, p.code, p.id))

    def get_package(self, package_id: str) -> Package | None:
        with self._t.lock:
            return self._t.packages.get(package_id)

    def save_business(self, business: Business) -> None:
        with self._t.lock:
            self._t.businesses[business.id] = business

    def save_package(self, package: Package) -> None:
        with self._t.lock:
            self._t.packages[package.id] = package
