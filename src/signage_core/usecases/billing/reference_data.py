"""The reference data a new portal starts with: business types and the package catalogue.

Written only where there is none, so an existing catalogue (an existing Firebase project's
packages and businesses) is kept as it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal

from signage_core.entities.catalogue import DEFAULT_BUSINESS_TYPE, Business, Package
from signage_core.ports.catalogue_repository import CatalogueRepository

BUSINESS_TYPES = (
    DEFAULT_BUSINESS_TYPE, "Restaurant", "Retail Store", "Medical Office", "Hotel",
    "Gym", "Beauty Salon", "Bar", "Education", "Other",
)  # fmt: skip
PACKAGES = (
    ("Basic", "1 TV screen, 30 days", Decimal("19.99"), 1, 30),
    ("Standard", "Up to 3 TV screens, 30 days", Decimal("49.99"), 3, 30),
    ("Premium", "Up to 10 TV screens, 30 days", Decimal("129.99"), 10, 30),
)


class SeedReferenceData:
    """Returns True when anything was written. `plan_ids` maps an upper-case package code to
    the payment provider's plan id of that package."""

    def __init__(self, catalogue: CatalogueRepository) -> None:
        self._catalogue = catalogue

    def __call__(self, plan_ids: Mapping[str, str] | None = None) -> bool:
        wrote_types = self._seed_business_types()
        wrote_packages = self._seed_packages(plan_ids or {})
        return wrote_types or wrote_packages

    def _seed_business_types(self) -> bool:
        if self._catalogue.business() is not None:
            return False
        self._catalogue.save_business(Business(id="default", types=BUSINESS_TYPES))
        return True

    def _seed_packages(self, plan_ids: Mapping[str, str]) -> bool:
        if self._catalogue.packages():
            return False
        for code, description, price, units, days in PACKAGES:
            plan = plan_ids.get(code.upper(), "")
            package = Package(
                f"package-{code.lower()}", code, description, price, units, days, plan
            )
            self._catalogue.save_package(package)
        return True
