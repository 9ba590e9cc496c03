"""`packages`: the catalogue; Units is the number of TVs, Days the licence length."""

from __future__ import annotations

from typing import Any

from signage_core.entities.catalogue import Package

from .values import Document, money, read_decimal, read_int, read_text

COLLECTION = "packages"


def to_document(package: Package) -> Document:
    return {
        "PackageCode": package.code,
        "PackageDescription": package.description,
        "PackagePrice": money(package.price),
        "Units": package.units,
        "Days": package.days,
        "planId": package.plan_id,
    }


def from_document(doc_id: str, data: dict[str, Any]) -> Package:
    return Package(
        id=doc_id,
        code=read_text(data, "PackageCode"),
        description=read_text(data, "PackageDescription"),
        price=read_decimal(data, "PackagePrice"),
        units=read_int(data, "Units"),
        days=read_int(data, "Days"),
        plan_id=read_text(data, "planId"),
    )
