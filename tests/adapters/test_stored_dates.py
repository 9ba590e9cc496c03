"""Every form a legacy document keeps a date in is read as its moment; what is not a date is
refused (`UnreadableTime`), never crashes a reader, and is logged once per document."""

from __future__ import annotations

import logging
from datetime import UTC, date, datetime, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st
from signage_adapters.documents import clients, payments, users
from signage_adapters.documents.times import (
    EARLIEST,
    EPOCH,
    LATEST,
    UnreadableTime,
    parse_time,
)
from signage_adapters.documents.unreadable import forget_reports
from signage_adapters.documents.values import read_time, strict_times
from tests.support.legacy_dates import (
    UNREADABLE,
    js_date_string,
    legacy_forms,
    moments,
)

DEC_6 = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    "stored",
    [
        DEC_6,
        datetime(2026, 12, 6, 10, 0, tzinfo=timezone(timedelta(hours=1))),
        {"_seconds": DEC_6.timestamp(), "_nanoseconds": 0},
        {"seconds": int(DEC_6.timestamp()), "nanos": 0},
        int(DEC_6.timestamp()),
        int(DEC_6.timestamp() * 1000),
        str(int(DEC_6.timestamp() * 1000)),
        "2026-12-06T09:00:00Z",
        "2026-12-06T09:00:00.000000000Z",
        "2026-12-06T10:00:00+01:00",
        "2026-12-06 09:00:00",
        "12/06/2026 9:00 AM",
        "12/6/2026, 9:00:00 AM",
        "Sun Dec 06 2026 10:00:00 GMT+0100 (Central European Standard Time)",
        "Sun Dec 06 2026 04:00:00 GMT-0500",
        "Sun, 06 Dec 2026 09:00:00 GMT",
    ],
)
def test_every_legacy_form_of_a_moment_reads_as_that_moment(stored):
    assert parse_time(stored) == DEC_6


@pytest.mark.parametrize("stored", ["2026-12-06", "12/06/2026", date(2026, 12, 6), "Dec 6, 2026"])
def test_a_day_alone_reads_as_its_midnight_utc(stored):
    assert parse_time(stored) == datetime(2026, 12, 6, tzinfo=UTC)


@pytest.mark.parametrize("stored", [None, "", "   "])
def test_an_absent_date_is_none(stored):
    assert parse_time(stored) is None


@pytest.mark.parametrize("stored", UNREADABLE)
def test_what_holds_no_date_is_refused_and_tolerated(stored):
    with pytest.raises(UnreadableTime):
        parse_time(stored)
    assert read_time(stored) is None


@given(moments, st.data())
def test_any_moment_in_any_legacy_form_reads_back(moment, data):
    stored, precision = data.draw(legacy_forms(moment))
    assert abs(parse_time(stored) - moment) <= precision


@given(st.integers(min_value=-(10**30), max_value=10**30))
def test_any_number_reads_within_the_bounds(number):
    assert EARLIEST <= parse_time(number) <= LATEST


def test_a_javascript_date_string_keeps_its_offset():
    moment = datetime(2024, 3, 1, 23, 30, tzinfo=UTC)
    assert parse_time(js_date_string(moment, offset_minutes=-300)) == moment


def test_an_unreadable_expire_date_reads_as_long_expired_never_as_never_expiring():
    client = clients.from_document("c1", {"businessName": "Shop", "Expire_date": "soon"})
    assert client.expire_date == EPOCH
    assert clients.from_document("c2", {"Expire_date": 1796547600000}).expire_date == (
        datetime(2026, 12, 6, 9, 0, tzinfo=UTC)
    )


def test_other_unreadable_dates_show_as_unknown():
    user = users.from_document("u1", {"name": "Rosa", "createdAt": "someday"})
    payment = payments.from_document("p1", {"Expire_date": [], "Payment_Date": "whenever"})
    assert (user.created_at, payment.expire_date, payment.payment_date) == (None, None, date.min)
    legacy = payments.from_document("p2", {"Payment_Date": "12/06/2026"})
    assert legacy.payment_date == date(2026, 12, 6)


def test_an_unreadable_date_is_logged_once_per_document_with_its_id(caplog):
    forget_reports()
    with caplog.at_level(logging.WARNING, logger="signage_adapters.documents"):
        for _ in range(3):
            clients.from_document("client-odd", {"Expire_date": "next tuesday"})
        clients.from_document("client-other", {"Expire_date": "next tuesday"})
    lines = [record.getMessage() for record in caplog.records]
    assert len(lines) == 2
    assert "clients/client-odd" in lines[0]
    assert "Expire_date" in lines[0]
    assert "clients/client-other" in lines[1]


def test_epoch_digits_are_read_as_epoch_not_as_an_iso_basic_date():
    """'8368012800000' (milliseconds, 2235) also fits ISO's basic form (8368-01-28)."""
    assert parse_time("8368012800000") == datetime(2235, 3, 5, tzinfo=UTC)


def test_an_archive_being_checked_refuses_an_unreadable_date_the_store_forgives():
    with strict_times(), pytest.raises(UnreadableTime):
        read_time("yesterday")
    assert read_time("yesterday") is None
