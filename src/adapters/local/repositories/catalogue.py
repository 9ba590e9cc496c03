"""`businesses` and `packages` on SQLite."""

from __future__ import annotations

from signage_core.entities.catalogue import Business, Package

from ..database import Database
from ..mapping import catalogue as mapping
from ..schema import field
from ..store import Collection

_BY_PRICE = f"{field('PackagePrice')}, {field('PackageCode')}, id"


class SqliteCatalogueRepository:
    """Implements `CatalogueRepository`. The first business is the first one stored."""

    def __init__(self, db: Database) -> None:
        self._businesses = Collection(db, mapping.BUSINESSES)
        self._packages = Collection(db, mapping.PACKAGES)

    def business(self) -> Business | None:
        rows = self._businesses.select(limit=1)
        return next((mapping.business_from_document(*row) for row in rows), None)

    def packages(self) -> list[Package]:
        rows = self._packages.select(order=_BY_PRICE)
        return [mapping.package_from_document(*row) for row in rows]

    def get_package(self, package_id: str) -> Package | None:
        data = self._packages.get(package_id)
        return mapping.package_from_document(package_id, data) if data is not None else None

    def save_business(self, business: Business) -> None:
        self._businesses.put(business.id, mapping.business_to_document(business))

    def save_package(self, package: Package) -> None:
        self._packages.put(package.id, mapping.package_to_document(package))
