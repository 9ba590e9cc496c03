"""Paged lists over HTTP: every list route answers `{items, nextCursor}` for `?limit=&cursor=&q=`
(docs/api.md), walks page after page in its order with every item once (ties included), and
refuses a bad limit or cursor with a 400 on that field."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import timedelta
from decimal import Decimal
from typing import Any, TypeVar

import pytest
from tests.http.api_support import Api, World
from tests.http.firebase_world import FIREBASE_TOO
from tests.http.scene import VIDEO_URL, add_media
from tests.support.firebase_gaps import stored_apart
from tests.support.pages import every_item, items

from signage_core.entities.logs import LogAction, UserLog
from signage_core.entities.payments import Payment, PaymentMethod
from signage_core.entities.playlists import Playlist, PlaylistItem
from signage_core.entities.users import Role
from signage_core.entities.videos import Video
from signage_core.ids import new_id
from signage_core.validation import messages as m


@dataclass
class Listed:
    """A signed-in reader, the route and its narrowing, and the ids of the five items it lists
    (all stored at one moment), in the list's order."""

    api: Api
    path: str
    params: dict[str, Any]
    ids: list[str]
    search: str = ""
    """A text only the first two listed items contain (case-insensitively)."""


Seed = Callable[[World, str], Listed]
Item = TypeVar("Item")


def apart(item: Item) -> Item:
    """`item`, stored; the next one is stored a moment later (`stored_apart`)."""
    stored_apart()
    return item


NAMES = ["Alpha sale", "Beta", "Gamma SALE", "Delta", "Epsilon"]
"""Stored in this order; a newest-first list shows the later-stored first among equal times."""


def _client(world: World, token: str) -> tuple[Any, Any, Api]:
    user = world.add_user(f"pager{token}")
    client = world.add_client(user)
    return user, client, world.signed_in(user)


def _medias(world: World, token: str) -> Listed:
    user, _, api = _client(world, token)
    ids = [apart(add_media(world, user, name=name)).id for name in NAMES]
    return Listed(api, "/api/medias", {}, ids[::-1], "sale")


def _active_medias(world: World, token: str) -> Listed:
    listed = _medias(world, token)
    add_media(world, world.backend.documents.users.get(_owner(world, listed)), status=False)
    return replace(listed, params={"status": "true"})


def _owner(world: World, listed: Listed) -> str:
    return str(world.backend.documents.medias.get(listed.ids[0]).user_id)


def _videos(world: World, token: str) -> Listed:
    _, client, api = _client(world, token)
    ids = []
    for name in NAMES:
        video = Video(new_id(), name, VIDEO_URL, "", client.id, created_at=world.clock.now())
        world.backend.documents.videos.save(apart(video))
        ids.append(video.id)
    return Listed(api, "/api/videos", {}, ids[::-1], "sale")


def _playlists(world: World, token: str) -> Listed:
    user, client, api = _client(world, token)
    media = add_media(world, user)
    item = PlaylistItem(media.id, media.file_url, media.duration, media.file_size)
    ids = []
    for name in NAMES:
        playlist = Playlist(
            new_id(), name, client.id, user.id, (item,), created_at=world.clock.now()
        )
        world.backend.documents.playlists.save(apart(playlist))
        ids.append(playlist.id)
    return Listed(api, "/api/playlists", {}, ids[::-1], "sale")


def _payment(world: World, client_id: str, reference: str) -> str:
    payment = Payment(
        id=new_id(),
        client_id=client_id,
        package_id="pkg-basic",
        package_code="Basic",
        amount=Decimal("19.99"),
        units=1,
        expire_date=world.clock.now() + timedelta(days=30),
        payment_date=world.clock.now().date(),
        method=PaymentMethod.CASH,
        reference=reference,
    )
    world.backend.documents.payments.save(payment)
    return payment.id


def _payments(world: World, token: str) -> Listed:
    _, client, api = _client(world, token)
    ids = [apart(_payment(world, client.id, f"R-{name}-{token}")) for name in NAMES]
    return Listed(api, "/api/payments", {}, ids[::-1], "sale")


def _staff_payments(world: World, token: str) -> Listed:
    listed = _payments(world, token)
    staff = world.signed_in(world.add_user("boss", Role.SUPERVISOR))
    client_id = world.backend.documents.payments.get(listed.ids[0]).client_id
    return replace(listed, api=staff, params={"clientId": client_id})


def _users(world: World, token: str) -> Listed:
    staff = world.signed_in(world.add_user("boss", Role.ADMIN))
    ids = [apart(world.add_user(f"zz{token}")).id for _ in NAMES]
    return Listed(staff, "/api/users", {"q": f"zz{token}"}, ids)


def _clients(world: World, token: str) -> Listed:
    staff = world.signed_in(world.add_user("boss", Role.SUPERVISOR))
    owners = [world.add_user(f"own{token}") for _ in NAMES]
    ids = [apart(world.add_client(owner, business_name=f"Shop {token}")).id for owner in owners]
    return Listed(staff, "/api/clients", {"q": f"shop {token}"}, ids)


def _audit(world: World, token: str) -> Listed:
    staff = world.signed_in(world.add_user("boss", Role.ADMIN))
    actions = [LogAction.NEW_CLIENT, LogAction.USER_LOGIN, LogAction.NEW_CLIENT]
    ids = []
    for action in [*actions, LogAction.DELETE_USER, LogAction.DELETE_USER]:
        entry = UserLog(new_id(), f"who-{token}", action, world.clock.now())
        world.backend.documents.user_logs.save(apart(entry))
        ids.append(entry.id)
    return Listed(staff, "/api/user-logs", {"userId": f"who-{token}"}, ids[::-1])


LISTS: dict[str, Seed] = {
    "medias": _medias,
    "active medias": _active_medias,
    "videos": _videos,
    "playlists": _playlists,
    "own payments": _payments,
    "a client's payments": _staff_payments,
    "users": _users,
    "clients": _clients,
    "audit": _audit,
}


@pytest.fixture(params=sorted(LISTS))
def listed(request: pytest.FixtureRequest, world: World) -> Listed:
    return LISTS[request.param](world, str(next(world.serial)))


def _page(listed: Listed, **params: Any) -> Any:
    return listed.api.get(listed.path, params={**listed.params, **params})


@FIREBASE_TOO
def test_a_list_walks_three_pages_with_every_item_once_in_its_order(listed: Listed):
    pages, cursor = [], None
    for _ in range(3):
        answer = _page(listed, limit=2, **({"cursor": cursor} if cursor else {}))
        assert answer.status_code == 200, answer.text
        pages.append([item["id"] for item in items(answer.json())])
        cursor = answer.json()["nextCursor"]
    assert pages == [listed.ids[:2], listed.ids[2:4], listed.ids[4:]]
    assert cursor is None


def test_the_default_page_holds_the_whole_short_list_and_no_cursor(listed: Listed):
    body = _page(listed).json()
    assert [item["id"] for item in items(body)] == listed.ids
    assert body["nextCursor"] is None


@pytest.mark.parametrize("limit", ["0", "201", "-1", "many"])
def test_a_limit_out_of_bounds_is_refused_on_limit(listed: Listed, limit: str):
    answer = _page(listed, limit=limit)
    assert answer.status_code == 400
    assert answer.json()["code"] == "validation"
    assert set(answer.json()["fieldErrors"]) == {"limit"}


def test_the_largest_limit_is_allowed(listed: Listed):
    assert _page(listed, limit=200).status_code == 200


@pytest.mark.parametrize("cursor", ["garbage", "W10", "eyJ4Ijox"])
def test_a_cursor_that_is_not_one_of_this_list_is_refused_on_cursor(listed: Listed, cursor: str):
    answer = _page(listed, cursor=cursor)
    assert answer.status_code == 400
    assert answer.json()["fieldErrors"] == {"cursor": m.PAGE_CURSOR_INVALID}


SEARCHED = ("medias", "active medias", "videos", "playlists", "own payments", "a client's payments")
"""Users and clients are narrowed by a search already (the shared world lists many)."""


@pytest.mark.parametrize("kind", SEARCHED)
def test_a_search_lists_only_the_matching_items(world: World, kind: str):
    listed = LISTS[kind](world, str(next(world.serial)))
    found = _page(listed, q=listed.search.upper()).json()
    assert [item["id"] for item in items(found)] == [listed.ids[i] for i in (2, 4)]


def test_the_default_limit_is_fifty(world: World):
    user, _, api = _client(world, str(next(world.serial)))
    for n in range(51):
        add_media(world, user, name=f"m{n}")
    first = api.get("/api/medias").json()
    assert len(items(first)) == 50
    rest = api.get("/api/medias", params={"cursor": first["nextCursor"]}).json()
    assert (len(items(rest)), rest["nextCursor"]) == (1, None)


@FIREBASE_TOO
def test_another_tenants_cursor_reads_nothing_of_theirs(world: World):
    theirs, mine = _medias(world, "t1"), _medias(world, "t2")
    cursor = _page(theirs, limit=1).json()["nextCursor"]
    answer = _page(mine, cursor=cursor)
    assert answer.status_code == 400
    assert set(answer.json()["fieldErrors"]) == {"cursor"}
    assert {item["id"] for item in every_item(mine.api, "/api/medias", limit=2)} == set(mine.ids)


def test_the_audit_log_narrows_by_action_and_days(world: World):
    listed = _audit(world, str(next(world.serial)))
    created = _page(listed, action=LogAction.NEW_CLIENT.value).json()
    assert [item["id"] for item in items(created)] == [listed.ids[2], listed.ids[4]]
    today = world.clock.now().date()
    yesterday = (today - timedelta(days=1)).isoformat()
    assert (
        len(items(_page(listed, **{"from": today.isoformat(), "to": today.isoformat()}).json()))
        == 5
    )
    assert items(_page(listed, to=yesterday).json()) == []


def test_an_audit_day_that_is_not_a_date_is_refused_on_it(world: World):
    listed = _audit(world, str(next(world.serial)))
    answer = _page(listed, **{"from": "yesterday"})
    assert answer.status_code == 400
    assert set(answer.json()["fieldErrors"]) == {"from"}


SORTED = ("medias", "active medias", "videos", "playlists")
"""The library lists, which offer `sort=newest|name`; the others have one order."""
BY_NAME = [0, 1, 3, 4, 2]
"""NAMES' positions in A-to-Z order, case-insensitively: Alpha, Beta, Delta, Epsilon, Gamma."""


def _by_name(listed: Listed) -> list[str]:
    stored = listed.ids[::-1]  # listed.ids are newest first: NAMES' order reversed
    return [stored[i] for i in BY_NAME]


@FIREBASE_TOO
@pytest.mark.parametrize("kind", SORTED)
def test_a_library_list_sorted_by_name_walks_its_pages_a_to_z(world: World, kind: str):
    listed = LISTS[kind](world, str(next(world.serial)))
    walked = [
        item["id"]
        for item in every_item(listed.api, listed.path, limit=2, **listed.params, sort="name")
    ]
    assert walked == _by_name(listed)


@pytest.mark.parametrize("kind", SORTED)
def test_sorting_by_newest_is_the_default_order(world: World, kind: str):
    listed = LISTS[kind](world, str(next(world.serial)))
    assert [item["id"] for item in items(_page(listed, sort="newest").json())] == listed.ids


@pytest.mark.parametrize("kind", SORTED)
def test_a_name_sorted_search_keeps_the_name_order(world: World, kind: str):
    listed = LISTS[kind](world, str(next(world.serial)))
    found = _page(listed, q=listed.search, sort="name").json()
    assert [item["id"] for item in items(found)] == [_by_name(listed)[i] for i in (0, 4)]


@pytest.mark.parametrize("sort", ["oldest", "NAME ", "1"])
def test_an_unknown_sort_is_refused_on_sort(world: World, sort: str):
    listed = _medias(world, str(next(world.serial)))
    answer = _page(listed, sort=sort)
    assert answer.status_code == 400
    assert answer.json()["code"] == "validation"
    assert set(answer.json()["fieldErrors"]) == {"sort"}


def test_a_cursor_of_one_sort_is_refused_by_the_other(world: World):
    listed = _medias(world, str(next(world.serial)))
    cursor = _page(listed, limit=2, sort="name").json()["nextCursor"]
    answer = _page(listed, limit=2, cursor=cursor)
    assert answer.status_code == 400
    assert answer.json()["fieldErrors"] == {"cursor": m.PAGE_CURSOR_INVALID}
