"""Reference data for the forms: business types and packages."""

from __future__ import annotations

import msgspec
from litestar import get
from litestar.di import NamedDependency
from signage_http.views.billing import PackageView

from signage_core.entities.users import Actor
from signage_core.usecases.catalogue import ListBusinessTypes, ListPackages


class BusinessTypes(msgspec.Struct):
    types: list[str]


@get("/api/businesses", tags=("catalogue",), sync_to_thread=True)
def business_types(
    actor: NamedDependency[Actor], list_business_types: NamedDependency[ListBusinessTypes]
) -> BusinessTypes:
    """The business types, 'Business Office' first."""
    return BusinessTypes(types=list_business_types(actor))


@get("/api/packages", tags=("catalogue",), sync_to_thread=True)
def packages(
    actor: NamedDependency[Actor], list_packages: NamedDependency[ListPackages]
) -> list[PackageView]:
    """Every package, by price ascending."""
    return [PackageView.of(package) for package in list_packages(actor)]
