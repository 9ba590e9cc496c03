"""Reference data for the forms: business types and the package catalogue."""

from __future__ import annotations

from signage_core.entities.catalogue import DEFAULT_BUSINESS_TYPE, Package
from signage_core.entities.users import Actor
from signage_core.errors import NotFound
from signage_core.ports.catalogue_repository import CatalogueRepository
from signage_core.validation import messages as m
from signage_core.validation.fields import FormValues, text


class ListBusinessTypes:
    """The first businesses record's Type list, 'Business Office' first when present."""

    def __init__(self, catalogue: CatalogueRepository) -> None:
        self._catalogue = catalogue

    def __call__(self, actor: Actor) -> list[str]:
        business = self._catalogue.business()
        if business is None:
            return []
        types = list(dict.fromkeys(business.types))
        if DEFAULT_BUSINESS_TYPE in types:
            types.remove(DEFAULT_BUSINESS_TYPE)
            types.insert(0, DEFAULT_BUSINESS_TYPE)
        return types


class ListPackages:
    """Every package, by price ascending."""

    def __init__(self, catalogue: CatalogueRepository) -> None:
        self._catalogue = catalogue

    def __call__(self, actor: Actor) -> list[Package]:
        return self._catalogue.packages()


def chosen_package(catalogue: CatalogueRepository, form: FormValues) -> Package:
    """The package a form names by packageId (or, failing that, by packageCode)."""
    package_id, code = text(form, "packageId"), text(form, "packageCode")
    package = catalogue.get_package(package_id) if package_id else None
    if package is None and code and not package_id:
        package = next((p for p in catalogue.packages() if p.code == code), None)
    if package is None:
        raise NotFound(m.CLIENT_PACKAGE_NOT_FOUND)
    return package
