"""Reference data for the forms: business types and packages."""

from __future__ import annotations

import msgspec
from litestar import Controller, get
from signage_http.request_path.loop_reads import ON_LOOP
from signage_http.schemas.billing import PackageView
from signage_http.wiring.injected import Injected, Me

from signage_core.usecases.billing.catalogue import ListBusinessTypes, ListPackages


class BusinessTypes(msgspec.Struct):
    types: list[str]


class BusinessesController(Controller):
    tags = ("catalogue",)

    @get("/", sync_to_thread=True, opt=ON_LOOP)
    def index(self, actor: Me, list_business_types: Injected[ListBusinessTypes]) -> BusinessTypes:
        """The business types, 'Business Office' first."""
        return BusinessTypes(types=list_business_types(actor))


class PackagesController(Controller):
    tags = ("catalogue",)

    @get("/", sync_to_thread=True, opt=ON_LOOP)
    def index(self, actor: Me, list_packages: Injected[ListPackages]) -> list[PackageView]:
        """Every package, by price ascending."""
        return [PackageView.of(package) for package in list_packages(actor)]
