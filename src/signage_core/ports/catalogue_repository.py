from __future__ import annotations

from typing import Protocol

from signage_core.entities.catalogue import Business, Package


class CatalogueRepository(Protocol):
    """Reference data: `businesses` (the first record is used) and `packages`."""

    def business(self) -> Business | None:
        """The first `businesses` record, or None when there is none."""
        ...

    def packages(self) -> list[Package]:
        """Every package, by PackagePrice ascending."""
        ...

    def get_package(self, package_id: str) -> Package | None: ...

    def save_business(self, business: Business) -> None: ...

    def save_package(self, package: Package) -> None: ...
