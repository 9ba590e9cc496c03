"""`businesses` (Type: a list of business-type names) and `packages`."""

from __future__ import annotations

from typing import Any

from signage_core.entities.catalogue import Business, Package

from .values import (
    Document,
    money,
    read_decimal,
    read_int,
    read_text,
)

BUSINESSES = "businesses"
PACKAGES = "packages"


def business_to_document(business: Business) -> Document:
    return {"Type": list(business.types)}


def business_from_document(doc_id: str, data: dict[str, Any]) -> Business:
    types = data.get("Type") or []
    if isinstance(types, str):
        types = [types]
    return Business(id=doc_id, types=tuple(str(name) for name in types))


def package_to_document(package: Package) -> Document:
    return {
        "PackageCode": package.code,
        "PackageDescription": package.description,
        "PackagePrice": money(package.price),
        "Units": package.units,
        "Days": package.days,
        "planId": package.plan_id,
    }


def package_from_document(doc_id: str, data: dict[str, Any]) -> Package:
    return Package(
        id=doc_id,
        code=read_text(data, "PackageCode"),
        description=read_text(data, "PackageDescription"),
        price=read_decimal(data, "PackagePrice"),
        units=read_int(data, "Units"),
        days=read_int(data, "Days"),
        plan_id=read_text(data, "planId"),
    )
