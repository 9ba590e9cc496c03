"""Property, on every backend: documents the existing portal left with dates in any form (or
in none) never fail a sign-in, a list or a screen. With a client's user, client, payment,
audit entry and playlist written straight into the store with generated dates, the client
signs in and reads its licence, dashboard and playlists; staff list clients, users, payments
and the audit log: no answer is 500, every readable date reads as its moment, an unreadable
one as unknown, and an unreadable Expire_date as long expired (docs/decisions.md)."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from signage_adapters.documents.repositories.bundle import document_store
from signage_adapters.documents.times import EPOCH
from tests.http.api_support import Api, World
from tests.http.firebase_world import EVERY_BACKEND, on_firebase
from tests.support.legacy_dates import js_date_string, legacy_forms, moments, unreadable
from tests.support.pages import items

from signage_core.entities.users import Role
from signage_core.ids import new_id

pytestmark = EVERY_BACKEND
Drawn = tuple[Any, datetime | None, timedelta]
"""(the stored value, the moment it names or None when it names none, how precisely)."""

DEC_6 = datetime(2026, 12, 6, 9, 0, tzinfo=UTC)
JS_DATE = (js_date_string(DEC_6), DEC_6, timedelta(seconds=1))
US_DAY = ("12/06/2026", datetime(2026, 12, 6, tzinfo=UTC), timedelta(0))
MILLIS = (int(DEC_6.timestamp() * 1000), DEC_6, timedelta(0))
GIBBERISH = ("next tuesday", None, timedelta(0))


@st.composite
def stored_dates(draw: st.DrawFn) -> Drawn:
    if draw(st.integers(0, 4)) == 0:
        return draw(unreadable.filter(_storable)), None, timedelta(0)
    moment = draw(moments)
    stored, precision = draw(legacy_forms(moment))
    return stored, moment, precision


def _storable(value: object) -> bool:
    """What every store keeps (SQLite's JSON has no NaN nor bytes)."""
    return not isinstance(value, bytes | float)


dates = st.fixed_dictionaries({name: stored_dates() for name in (
    "registered", "created", "updated", "expires", "paid_until", "paid_on", "acted", "logged_in",
    "playlist",
)})  # fmt: skip

SLOW = settings(
    max_examples=6,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


@pytest.fixture
def staff(world: World) -> Api:
    return world.signed_in(world.add_user("staff", Role.ADMIN))


@SLOW
@example(dict.fromkeys(("registered", "created", "updated", "paid_until", "acted"), JS_DATE)
         | dict.fromkeys(("expires", "paid_on", "logged_in", "playlist"), US_DAY))  # fmt: skip
@example(dict.fromkeys(("registered", "expires", "paid_until", "acted", "playlist"), MILLIS)
         | dict.fromkeys(("created", "updated", "paid_on", "logged_in"), GIBBERISH))  # fmt: skip
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
    if not on_firebase(request):  # firebase_gaps.NESTED_OR: the dashboard's counts (issue 28)
        ok(client.get("/api/dashboard"))
    listed = [p["id"] for p in items(ok(client.get("/api/playlists")))]
    assert listed == [ids["playlist"]]
    read_by_staff(staff, ids, drawn)


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


def write_legacy_client(world: World, drawn: dict[str, Drawn]) -> dict[str, str]:
    """A client user as the existing portal stored it, each date in its drawn form."""
    user = world.add_user("legacy")
    ids = {"user": user.id, "email": user.email, "client": new_id(), "payment": new_id(),
           "playlist": new_id(), "log": new_id()}  # fmt: skip
    store = document_store(world.backend.documents)
    value = {name: stored for name, (stored, _, _) in drawn.items()}
    store.put("users", user.id, {"createdAt": value["registered"]})
    store.put("clients", ids["client"], {
        "businessName": "Legacy Shop", "contactName": user.name, "phone": "5550100",
        "companyEmail": user.email, "typeBusiness": "Bakery", "packageCode": "Basic",
        "packageID": "pkg-basic", "locationNumber": "1", "status": True, "userId": user.id,
        "createdAt": value["created"], "updatedAt": value["updated"],
        "Expire_date": value["expires"],
    })  # fmt: skip
    store.put("payments", ids["payment"], {
        "ClientID": ids["client"], "PackageID": "pkg-basic", "PackageCode": "Basic",
        "Payment_Amount": 19.99, "Units": 1, "Expire_date": value["paid_until"],
        "Payment_Date": value["paid_on"], "Payment_method": "PayPal", "status": True,
    })  # fmt: skip
    store.put("userLogs", ids["log"], {
        "UserID": user.id, "Action": "UserLogin", "ActionDateTime": value["acted"],
        "loginTime": value["logged_in"], "clientType": "Web",
    })  # fmt: skip
    store.put("playlists", ids["playlist"], {
        "playlistName": "Morning", "clientID": ids["client"], "userId": user.id,
        "status": True, "createdAt": value["playlist"], "playlistMedias": [],
    })  # fmt: skip
    return ids


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
