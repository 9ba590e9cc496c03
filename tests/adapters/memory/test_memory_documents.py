import threading
from dataclasses import replace
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal

import pytest
from signage_adapters.memory.documents import MemoryDocuments

from signage_core.entities.catalogue import Business, Package
from signage_core.entities.clients import Client
from signage_core.entities.logs import LogAction, UserLog
from signage_core.entities.media import AssetType, Media
from signage_core.entities.payments import Payment, PaymentMethod
from signage_core.entities.users import Role, User
from signage_core.errors import NotFound

T0 = datetime(2025, 5, 1, tzinfo=UTC)


@pytest.fixture
def docs():
    return MemoryDocuments()


def client(client_id="c1", user_id="u1", name="Acme"):
    return Client(client_id, name, "Ann", "555", "a@x.com", user_id, expire_date=T0)


def payment(payment_id, client_id="c1", day=1, reference="", amount="10"):
    return Payment(
        payment_id,
        client_id,
        "p1",
        "BASIC",
        Decimal(amount),
        1,
        T0,
        date(2025, 5, day),
        PaymentMethod.CASH,
        reference,
    )


def test_users_are_found_by_email_case_insensitively_and_listed_by_name(docs):
    docs.users.save(User("2", "zoe", "1", "Zoe@X.com", Role.CLIENT))
    docs.users.save(User("1", "Adam", "1", "adam@x.com", Role.ADMIN))
    assert docs.users.find_by_email("zoe@x.COM").id == "2"
    assert [u.id for u in docs.users.list_all()] == ["1", "2"]
    docs.users.delete("2")
    assert docs.users.get("2") is None


def test_client_update_applies_the_change_to_the_stored_client(docs):
    docs.clients.save(client())
    updated = docs.clients.update("c1", lambda c: replace(c, phone="999"))
    assert updated.phone == "999"
    assert docs.clients.get("c1").phone == "999"
    with pytest.raises(NotFound):
        docs.clients.update("missing", lambda c: c)


def test_concurrent_client_updates_never_lose_a_write(docs):
    docs.clients.save(replace(client(), location_number="0"))

    def bump():
        for _ in range(200):
            docs.clients.update(
                "c1", lambda c: replace(c, location_number=str(int(c.location_number) + 1))
            )

    threads = [threading.Thread(target=bump) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert docs.clients.get("c1").location_number == "800"


def test_delete_with_payments_removes_the_client_and_only_its_payments(docs):
    docs.clients.save(client("c1"))
    docs.clients.save(client("c2", "u2"))
    for pid, cid in [("p1", "c1"), ("p2", "c1"), ("p3", "c2")]:
        docs.payments.save(payment(pid, cid))
    deleted = docs.clients.delete_with_payments("c1")
    assert sorted(p.id for p in deleted) == ["p1", "p2"]
    assert docs.clients.get("c1") is None
    assert [p.id for p in docs.payments.list_all()] == ["p3"]


def test_payments_list_newest_payment_date_first(docs):
    docs.payments.save(payment("a", day=3))
    docs.payments.save(payment("b", day=9))
    docs.payments.save(payment("c", day=3))
    assert [p.id for p in docs.payments.list_for_client("c1")] == ["b", "c", "a"]
    assert docs.payments.has_payments("c1")
    assert not docs.payments.has_payments("c2")


def test_save_with_client_writes_both_and_passes_the_previous_payment(docs):
    docs.clients.save(client())
    seen = []

    def renew(c, previous):
        seen.append(previous)
        return replace(c, package_code="GOLD")

    first = docs.payments.save_with_client(payment("p"), renew)
    second = docs.payments.save_with_client(payment("p", amount="20"), renew)
    assert (first.created, second.created) == (True, False)
    assert seen == [None, payment("p")]
    assert docs.clients.get("c1").package_code == "GOLD"
    assert docs.payments.get("p").amount == Decimal("20")


def test_save_with_client_with_unique_reference_returns_the_existing_payment(docs):
    docs.clients.save(client())
    docs.payments.save_with_client(payment("p1", reference="SUB-1"), lambda c, _: c)
    again = docs.payments.save_with_client(
        payment("p2", reference="SUB-1"), lambda c, _: replace(c, phone="0"), unique_reference=True
    )
    assert (again.created, again.payment.id) == (False, "p1")
    assert docs.payments.get("p2") is None
    assert docs.clients.get("c1").phone == "555"


def test_save_with_client_for_a_missing_client_writes_nothing(docs):
    with pytest.raises(NotFound):
        docs.payments.save_with_client(payment("p1", "ghost"), lambda c, _: c)
    assert docs.payments.get("p1") is None


def test_media_counts_cover_every_type_and_creation_window(docs):
    for i, kind in enumerate([AssetType.IMAGE, AssetType.IMAGE, AssetType.YOUTUBE]):
        media = Media(f"m{i}", "n", kind, "u1", "a@x.com", created_at=T0 + timedelta(days=i))
        docs.medias.save(media)
    docs.medias.save(Media("other", "n", AssetType.VIDEO, "u2", "b@x.com", created_at=T0))
    counts = docs.medias.count_by_type("u1")
    assert counts == {AssetType.IMAGE: 2, AssetType.VIDEO: 0, AssetType.YOUTUBE: 1}
    assert docs.medias.count_created_since("u1", T0 + timedelta(days=1)) == 2
    assert [m.id for m in docs.medias.list_for_user("u1")] == ["m2", "m1", "m0"]


def test_active_only_hides_inactive_media(docs):
    docs.medias.save(Media("on", "n", AssetType.IMAGE, "u1", "e", created_at=T0))
    docs.medias.save(Media("off", "n", AssetType.IMAGE, "u1", "e", status=False, created_at=T0))
    assert [m.id for m in docs.medias.list_for_user("u1", active_only=True)] == ["on"]


def test_catalogue_returns_the_first_business_and_packages_by_price(docs):
    assert docs.catalogue.business() is None
    docs.catalogue.save_business(Business("b1", ("Retail",)))
    docs.catalogue.save_business(Business("b2", ("Other",)))
    docs.catalogue.save_package(Package("p2", "PRO", "", Decimal("30"), 2, 30))
    docs.catalogue.save_package(Package("p1", "BASIC", "", Decimal("9.99"), 1, 30))
    assert docs.catalogue.business().id == "b1"
    assert [p.id for p in docs.catalogue.packages()] == ["p1", "p2"]
    assert docs.catalogue.get_package("p2").code == "PRO"


def test_user_logs_list_newest_first_with_limit_and_user_filter(docs):
    for i in range(5):
        log = UserLog(f"l{i}", f"u{i % 2}", LogAction.USER_LOGIN, T0 + timedelta(hours=i))
        docs.user_logs.save(log)
    assert [log.id for log in docs.user_logs.list_recent(limit=2)] == ["l4", "l3"]
    assert [log.id for log in docs.user_logs.list_recent(user_id="u1")] == ["l3", "l1"]
