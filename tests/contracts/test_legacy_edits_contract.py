"""An edit of a legacy document changes only what the user changed (issue 28): every other
stored field keeps its value and its type (a text date stays text, an integer stays an
integer), and no field the original portal lacks is added, on every backend."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.support.legacy_dates import legacy_forms, moments
from tests.support.legacy_records import IDS, RECORDS, write_records

RENEWED = datetime(2027, 1, 1, tzinfo=UTC)


def typed(value: Any) -> Any:
    """The value with the type of every part of it, so that 1 and 1.0 (or a text date and a
    timestamp) differ."""
    if isinstance(value, dict):
        return {key: typed(item) for key, item in value.items()}
    if isinstance(value, list):
        return [typed(item) for item in value]
    return type(value).__name__, value


def stored(documents: Any, collection: str) -> dict[str, Any]:
    return typed(documents.store.get(collection, IDS[collection]))


EDITS = {
    "medias": (
        "name", "Lunch menu",
        lambda docs, m: docs.medias.save_existing(replace(m, name="Lunch menu")),
    ),
    "clients": (
        "phone", "5550199",
        lambda docs, c: docs.clients.update(c.id, lambda c: replace(c, phone="5550199")),
    ),
    "payments": (
        "PaymentReference", "PAY-2",
        lambda docs, p: docs.payments.save_existing(replace(p, reference="PAY-2")),
    ),
    "playlists": (
        "playlistName", "Evening",
        lambda docs, p: docs.playlists.save_existing(replace(p, name="Evening")),
    ),
    "users": (
        "name", "Anna",
        lambda docs, u: docs.users.save_existing(replace(u, name="Anna")),
    ),
    "screens": (
        "name", "Window",
        lambda docs, s: docs.screens.change(s.id, lambda s: replace(s, name="Window")),
    ),
}  # fmt: skip


@pytest.mark.parametrize("collection", sorted(EDITS))
def test_an_edit_of_one_field_leaves_every_other_stored_field_as_it_was(documents, collection):
    write_records(documents.store, collection)
    before = stored(documents, collection)
    field, value, edit = EDITS[collection]
    edit(documents, getattr(documents, collection).get(IDS[collection]))
    after = stored(documents, collection)
    assert after == {**before, field: typed(value)}


def test_an_edit_that_changes_nothing_writes_nothing(documents):
    write_records(documents.store, "medias")
    before = stored(documents, "medias")
    media = documents.medias.get("media-old")
    assert documents.medias.save_existing(media)
    assert stored(documents, "medias") == before


def test_a_renewal_writes_the_payment_and_the_clients_expiry_only(documents):
    write_records(documents.store, "clients", "payments")
    client_before, payment_before = stored(documents, "clients"), stored(documents, "payments")
    payment = documents.payments.get("payment-old")
    edited = replace(payment, amount=Decimal("60.5"))
    documents.payments.save_with_client(edited, lambda c, _: replace(c, expire_date=RENEWED))
    assert stored(documents, "payments") == {**payment_before, "Payment_Amount": typed(60.5)}
    client_after = documents.store.get("clients", "client-old")
    assert stored(documents, "clients") == {
        **client_before,
        "Expire_date": typed(client_after["Expire_date"]),
    }
    assert documents.clients.get("client-old").expire_date == RENEWED


@settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(moments, st.data())
def test_any_legacy_form_of_a_clients_dates_survives_an_edit_of_its_name(documents, moment, data):
    created, _ = data.draw(legacy_forms(moment))
    expires, _ = data.draw(legacy_forms(moment))
    location = data.draw(st.sampled_from([2, 2.0, "2", None]))
    record = {**RECORDS["clients"], "createdAt": created, "Expire_date": expires}
    documents.store.put("clients", "client-old", {**record, "locationNumber": location})
    before = stored(documents, "clients")
    documents.clients.update("client-old", lambda c: replace(c, business_name="New Bakery"))
    assert stored(documents, "clients") == {**before, "businessName": typed("New Bakery")}
