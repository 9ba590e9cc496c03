"""Reference data: business types and the package catalogue."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

DEFAULT_BUSINESS_TYPE = "Business Office"


@dataclass(frozen=True, slots=True)
class Business:
    """A `businesses` document: `Type` is a list of business-type names."""

    id: str
    types: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Package:
    """A `packages` document: Units is the number of TVs, Days the licence length."""

    id: str
    code: str
    description: str
    price: Decimal
    units: int
    days: int
    plan_id: str = ""
