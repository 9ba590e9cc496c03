"""The CatalogueRepository port (`businesses`, `packages`), on every document adapter."""

from decimal import Decimal

from tests.contracts.builders import a_business, a_package


def test_without_businesses_there_is_no_business(documents):
    assert documents.catalogue.business() is None


def test_a_saved_business_reads_back_with_its_types_in_order(documents):
    documents.catalogue.save_business(a_business())
    assert documents.catalogue.business() == a_business()


def test_with_several_businesses_one_of_them_is_used(documents):
    documents.catalogue.save_business(a_business(id="b1"))
    documents.catalogue.save_business(a_business(id="b2", types=("Gym",)))
    found = documents.catalogue.business()
    assert found in (a_business(id="b1"), a_business(id="b2", types=("Gym",)))


def test_a_saved_package_reads_back_with_every_field(documents):
    documents.catalogue.save_package(a_package())
    assert documents.catalogue.get_package("pkg-pro") == a_package()


def test_an_unknown_package_is_none(documents):
    assert documents.catalogue.get_package("nobody") is None


def test_packages_are_listed_by_price_ascending(documents):
    for pid, price in [("gold", "99.90"), ("basic", "9.99"), ("pro", "49.00"), ("free", "0")]:
        documents.catalogue.save_package(a_package(id=pid, price=Decimal(price)))
    listed = [(p.id, p.price) for p in documents.catalogue.packages()]
    assert listed == [
        ("free", Decimal(0)),
        ("basic", Decimal("9.99")),
        ("pro", Decimal(49)),
        ("gold", Decimal("99.9")),
    ]


def test_saving_a_package_again_replaces_it(documents):
    documents.catalogue.save_package(a_package(days=30))
    documents.catalogue.save_package(a_package(days=60, plan_id=""))
    assert documents.catalogue.packages() == [a_package(days=60, plan_id="")]
