"""Property, on every backend: documents the existing portal left with dates in any form (or
in none) never fail a sign-in, a list or a screen. With a client's user, client, payment,
audit entry, playlist and media written straight into the store with generated dates, the
client signs in and reads its licence, dashboard, playlists and medias; staff list clients,
users, payments and the audit log (by user and by day): no answer is 500, every readable
date reads as its moment, an unreadable one as unknown, and an unreadable Expire_date as
long expired (docs/decisions.md)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from signage_adapters.documents.times import EPOCH
from tests.http.api_support import Api, World
from tests.http.firebase_world import EVERY_BACKEND
from tests.http.legacy_portal import DATES, Drawn, dates, write_legacy_client
from tests.support.legacy_dates import js_date_string
from tests.support.pages import items

from signage_core.entities.users import Role

pytestmark = EVERY_BACKEND
DEC_6 = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)
JS_DATE = (js_date_string(DEC_6), DEC_6, timedelta(seconds=1))
US_DAY = ("12/06/2026", datetime(2026, 12, 6, tzinfo=UTC), timedelta(0))
MILLIS = (int(DEC_6.timestamp() * 1000), DEC_6, timedelta(0))
GIBBERISH = ("next tuesday", None, timedelta(0))
STAMP = (DEC_6, DEC_6, timedelta(0))

EXAMPLES = 25
"""Examples per backend (and the explicit ones): about 4 minutes for the three on 2 cores."""
SLOW = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


def mixed(first: Drawn, names: str, rest: Drawn) -> dict[str, Drawn]:
    """`first` for the dates `names` lists (space-separated), `rest` for the others."""
    return {name: first if name in names.split() else rest for name in DATES}


@pytest.fixture
def staff(world: World) -> Api:
    return world.signed_in(world.add_user("staff", Role.ADMIN))


@SLOW
@example(mixed(JS_DATE, "registered created updated paid_until acted", US_DAY))
@example(mixed(MILLIS, "registered expires paid_until acted playlist", GIBBERISH))
@example(mixed(STAMP, "registered created updated paid_until acted media", GIBBERISH))
@given(drawn=dates)
def test_legacy_dates_never_fail_a_screen_and_read_where_readable(request, world, staff, drawn):
    ids = write_legacy_client(world, drawn)
    client = world.signed_in(ids["email"])
    licence = ok(client.get("/api/licence"))
    expected_expiry = drawn["expires"][1] or EPOCH
    assert_moment(
        licence["expireDate"], (drawn["expires"][0], expected_expiry, drawn["expires"][2])
    )
    assert licence["expired"] == (datetime.fromisoformat(licence["expireDate"]) < world.clock.now())
    ok(client.get("/api/dashboard"))
    listed = [p["id"] for p in items(ok(client.get("/api/playlists")))]
    assert listed == [ids["playlist"]]
    medias = [m["id"] for m in items(ok(client.get("/api/medias")))]
    assert medias == [ids["media"]]
    assert_moment(ok(client.get(f"/api/medias/{ids['media']}"))["createdAt"], drawn["media"])
    read_by_staff(staff, ids, drawn)
    read_the_days_log(staff, ids, drawn["acted"])


def read_by_staff(staff: Api, ids: dict[str, str], drawn: dict[str, Drawn]) -> None:
    ok(staff.get("/api/clients"))
    ok(staff.get("/api/users"))
    ok(staff.get("/api/payments"))
    logs = items(ok(staff.get("/api/user-logs", params={"userId": ids["user"]})))
    for log in [log for log in logs if log["id"] == ids["log"]]:
        assert_moment(log["actionDateTime"], drawn["acted"], missing=datetime.min)
    client = ok(staff.get(f"/api/clients/{ids['client']}"))
    assert_moment(client["createdAt"], drawn["created"])
    assert_moment(client["updatedAt"], drawn["updated"])
    assert_moment(ok(staff.get(f"/api/users/{ids['user']}"))["createdAt"], drawn["registered"])
    payment = ok(staff.get(f"/api/payments/{ids['payment']}"))
    assert_moment(payment["expireDate"], drawn["paid_until"])
    assert_day(payment["paymentDate"], drawn["paid_on"])


def read_the_days_log(staff: Api, ids: dict[str, str], acted: Drawn) -> None:
    """The audit log narrowed to the entry's day answers; it holds an entry kept as a
    timestamp (the form the portal writes; other forms are read, not filtered on)."""
    stored, moment = acted[0], acted[1]
    day = (moment or DEC_6).date().isoformat()
    narrowed = {"userId": ids["user"], "from": day, "to": day}
    found = [log["id"] for log in items(ok(staff.get("/api/user-logs", params=narrowed)))]
    if isinstance(stored, datetime):
        assert found == [ids["log"]]


def ok(answer: Any) -> Any:
    assert answer.status_code == 200, answer.text
    return answer.json()


def assert_moment(shown: str | None, drawn: Drawn, missing: datetime | None = None) -> None:
    _, moment, precision = drawn
    if moment is None:
        expected = None if missing is None else missing.replace(tzinfo=UTC)
        assert (shown and datetime.fromisoformat(shown)) == expected
        return
    assert shown is not None
    assert abs(datetime.fromisoformat(shown) - moment) <= precision


def assert_day(shown: str, drawn: Drawn) -> None:
    """A payment's day: the stored text's own day (yyyy-mm-dd in a zone) or the UTC one."""
    moment = drawn[1]
    if moment is None:
        assert date.fromisoformat(shown) == date.min
        return
    assert abs(date.fromisoformat(shown) - moment.date()) <= timedelta(days=1)
