"""`businesses` and `packages` on SQLite."""

from __future__ import annotations

from signage_core.entities.catalogue import Business, Package

from ..database import Database
from ..mapping import businesses, packages
from ..schema import field
from ..store import Collection

_BY_PRICE = f"{field('PackagePrice')}, {field('PackageCode')}, id"


class SqliteCatalogueRepository:
    """Implements `CatalogueRepository`. The first business is the first one stored."""

    def __init__(self, db: Database) -> None:
        self._businesses = Collection(db, businesses.COLLECTION)
        self._packages = Collection(db, packages.COLLECTION)

    def business(self) -> Business | None:
        rows = self._businesses.select(limit=1)
        return next((businesses.from_document(*row) for row in rows), None)

    def packages(self) -> list[Package]:
        rows = self._packages.select(order=_BY_PRICE)
        return [packages.from_document(*row) for row in rows]

    def get_package(self, package_id: str) -> Package | None:
        data = self._packages.get(package_id)
        return packages.from_document(package_id, data) if data is not None else None

    def save_business(self, business: Business) -> None:
        self._businesses.put(business.id, businesses.to_document(business))

    def save_package(self, package: Package) -> None:
        self._packages.put(package.id, packages.to_document(package))
