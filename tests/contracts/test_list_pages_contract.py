"""The repositories' paged lists (`page`, `page_for_user`, `page_for_client`), on every document
adapter: each list walks page after page in its own order, every item exactly once, even
when items share their time; `q` searches the list's name; a cursor of another tenant's list,
or one that is not a cursor, is refused on `cursor`."""

from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Any

import pytest
from tests.contracts.builders import (
    a_client,
    a_login_log,
    a_media,
    a_payment,
    a_playlist,
    a_user,
    a_video,
    at,
)
from tests.support.firebase_gaps import stored_apart

from signage_core.entities.logs import LogAction
from signage_core.errors import ValidationFailed
from signage_core.paging import PageRequest, Sort
from signage_core.ports.user_log_repository import LogFilter


@dataclass(frozen=True)
class Listing:
    """How to store item `n` of `tenant` named `name` at day `day`, and how to page a tenant."""

    save: Callable[[Any, int, str, str, int], None]
    page: Callable[[Any, str, PageRequest], Any]


def _media(docs, n, tenant, name, day):
    media = a_media(id=f"{tenant}-{n}", user_id=tenant, name=name, created_at=at(day))
    docs.medias.save(replace(media, status=True))


def _video(docs, n, tenant, name, day):
    docs.videos.save(a_video(id=f"{tenant}-{n}", client_id=tenant, title=name, created_at=at(day)))


def _playlist(docs, n, tenant, name, day):
    item = a_playlist(id=f"{tenant}-{n}", client_id=tenant, name=name, created_at=at(day))
    docs.playlists.save(item)


def _payment(docs, n, tenant, name, day):
    docs.clients.save(a_client(id=tenant, user_id=f"user-{tenant}"))
    when = date(2025, 1, 1) + timedelta(days=day)
    docs.payments.save(
        a_payment(id=f"{tenant}-{n}", client_id=tenant, reference=name, payment_date=when)
    )


def _log(docs, n, tenant, name, day):
    action = LogAction.NEW_CLIENT if "sale" in name.lower() else LogAction.USER_LOGIN
    entry = a_login_log(id=f"{tenant}-{n}", user_id=tenant, action=action, action_date_time=at(day))
    docs.user_logs.save(entry)


LISTS = {
    "medias": Listing(_media, lambda d, t, r: d.medias.page_for_user(t, r)),
    "videos": Listing(_video, lambda d, t, r: d.videos.page_for_client(t, r)),
    "playlists": Listing(_playlist, lambda d, t, r: d.playlists.page_for_client(t, r)),
    "payments": Listing(_payment, lambda d, t, r: d.payments.page(r, t)),
    "audit": Listing(_log, lambda d, t, r: d.user_logs.page(r, LogFilter(user_id=t))),
}
NAMES = ["Summer Sale", "Winter", "Spring", "SALE tags", "Autumn", "Morning", "Night"]


def _stored(documents, listing):
    """Seven items of tenant `a` (three on day 2, three on day 1, one on day 3), stored in
    index order, and one of tenant `b` on day 9. Newest first, later-stored first among equals."""
    days = [2, 2, 2, 1, 1, 1, 3]
    for n, (name, day) in enumerate(zip(NAMES, days, strict=True)):
        listing.save(documents, n, "a", name, day)
        stored_apart()
    listing.save(documents, 0, "b", "Sale of b", 9)
    return ["a-6", "a-2", "a-1", "a-0", "a-5", "a-4", "a-3"]


def _walk(documents, listing, tenant, size, q="", sort=Sort.NEWEST):
    pages, cursor = [], None
    while True:
        page = listing.page(documents, tenant, PageRequest(size, cursor, q, sort))
        pages.append([item.id for item in page.items])
        cursor = page.next_cursor
        if cursor is None:
            return pages


@pytest.mark.parametrize("kind", sorted(LISTS))
def test_a_list_walks_in_three_pages_newest_first_with_ties_later_stored_first(documents, kind):
    expected = _stored(documents, LISTS[kind])
    assert _walk(documents, LISTS[kind], "a", 3) == [expected[:3], expected[3:6], expected[6:]]


@pytest.mark.parametrize("kind", sorted(LISTS))
def test_a_search_pages_only_the_tenants_matching_items(documents, kind):
    _stored(documents, LISTS[kind])
    if kind == "audit":
        assert _walk(documents, LISTS[kind], "a", 1, q="newclient") == [["a-0"], ["a-3"]]
    else:
        assert _walk(documents, LISTS[kind], "a", 1, q="sale") == [["a-0"], ["a-3"]]


@pytest.mark.parametrize("kind", sorted(LISTS))
def test_another_tenants_cursor_or_a_broken_one_is_refused_on_cursor(documents, kind):
    _stored(documents, LISTS[kind])
    listing = LISTS[kind]
    listing.save(documents, 1, "b", "Second of b", 8)
    theirs = listing.page(documents, "b", PageRequest(1)).next_cursor
    for cursor in (theirs, "garbage", theirs[:-2]):
        with pytest.raises(ValidationFailed) as refused:
            listing.page(documents, "a", PageRequest(1, cursor))
        assert set(refused.value.field_errors) == {"cursor"}


def test_users_page_by_name_in_any_case_and_search_name_or_email(documents):
    for n, name in enumerate(["bob", "Alice", "Carol", "alice", "Bob"]):
        documents.users.save(a_user(id=f"u{n}", name=name, email=f"{name.lower()}{n}@x.example"))
        stored_apart()
    assert _walk(documents, Listing(None, lambda d, t, r: d.users.page(r)), "", 2) == [
        ["u1", "u3"],
        ["u0", "u4"],
        ["u2"],
    ]
    found = documents.users.page(PageRequest(q="CAROL2@"))
    assert [user.id for user in found.items] == ["u2"]


def test_clients_page_by_business_name_in_any_case(documents):
    for n, name in enumerate(["zeta", "Alpha", "beta", "ALPHA"]):
        documents.clients.save(a_client(id=f"c{n}", user_id=f"u{n}", business_name=name))
        stored_apart()
    assert _walk(documents, Listing(None, lambda d, t, r: d.clients.page(r)), "", 3) == [
        ["c1", "c3", "c2"],
        ["c0"],
    ]
    assert [c.id for c in documents.clients.page(PageRequest(q="alp")).items] == ["c1", "c3"]


def test_the_audit_log_narrows_by_action_for_one_user_or_everyone(documents):
    _stored(documents, LISTS["audit"])
    new_client = LogAction.NEW_CLIENT.value
    for narrow, expected in (
        (LogFilter(user_id="a", action=new_client), ["a-0", "a-3"]),
        (LogFilter(action=new_client), ["b-0", "a-0", "a-3"]),
    ):
        assert [e.id for e in documents.user_logs.page(PageRequest(), narrow).items] == expected


def test_the_audit_log_narrows_to_whole_days(documents):
    _stored(documents, LISTS["audit"])
    day_two = LogFilter.of_days("a", None, at(2).date(), at(2).date())
    found = documents.user_logs.page(PageRequest(), day_two).items
    assert [e.id for e in found] == ["a-2", "a-1", "a-0"]


def test_the_active_medias_page_leaves_the_switched_off_ones_out(documents):
    _stored(documents, LISTS["medias"])
    off = documents.medias.get("a-2")
    documents.medias.save(replace(off, status=False))
    found = documents.medias.page_for_user("a", PageRequest(3), active_only=True)
    assert [media.id for media in found.items] == ["a-6", "a-1", "a-0"]
    rest = documents.medias.page_for_user("a", PageRequest(3, found.next_cursor), active_only=True)
    assert [media.id for media in rest.items] == ["a-5", "a-4", "a-3"]


LIBRARY = ("medias", "playlists", "videos")
BY_NAME = ["Winter", "autumn", "Summer Sale", "winter ", "AUTUMN", "Night", "Sale tags"]


def _named(documents, listing):
    """Tenant `a`'s items named BY_NAME, stored in that order, and one of tenant `b`."""
    for n, name in enumerate(BY_NAME):
        listing.save(documents, n, "a", name, n % 3)
        stored_apart()
    listing.save(documents, 0, "b", "Also a winter", 9)


@pytest.mark.parametrize("kind", LIBRARY)
def test_a_library_list_by_name_walks_a_to_z_in_any_case_equal_names_first_stored(documents, kind):
    _named(documents, LISTS[kind])
    expected = [["a-1", "a-4"], ["a-5", "a-6"], ["a-2", "a-0"], ["a-3"]]
    assert _walk(documents, LISTS[kind], "a", 2, sort=Sort.NAME) == expected


@pytest.mark.parametrize("kind", LIBRARY)
def test_a_search_by_name_finds_the_text_inside_a_word_and_pages_a_to_z(documents, kind):
    _named(documents, LISTS[kind])
    assert _walk(documents, LISTS[kind], "a", 1, q="INT", sort=Sort.NAME) == [["a-0"], ["a-3"]]
    assert _walk(documents, LISTS[kind], "a", 5, q="er s") == [["a-2"]]


@pytest.mark.parametrize("kind", sorted(set(LISTS) - {"audit"}))
def test_a_search_longer_than_a_dozen_letters_matches_the_whole_text(documents, kind):
    listing = LISTS[kind]
    for n, name in enumerate(["Summer Sale 2025 big", "Summer Sale 2024 big", "summer sale 2025"]):
        listing.save(documents, n, "a", name, 1)
        stored_apart()
    assert _walk(documents, listing, "a", 1, q="summer sale 2025 B") == [["a-0"]]


@pytest.mark.parametrize("kind", LIBRARY)
def test_a_renamed_item_is_found_and_sorted_by_its_new_name_only(documents, kind):
    _named(documents, LISTS[kind])
    RENAMES[kind](documents, "a-6", "Zebra crossing")
    assert _walk(documents, LISTS[kind], "a", 10, q="tags") == [[]]
    assert _walk(documents, LISTS[kind], "a", 10, q="zebra") == [["a-6"]]
    assert _walk(documents, LISTS[kind], "a", 4, sort=Sort.NAME)[-1] == ["a-0", "a-3", "a-6"]


def _rename_media(documents, item_id, name):
    documents.medias.save(replace(documents.medias.get(item_id), name=name))


def _rename_playlist(documents, item_id, name):
    documents.playlists.save(replace(documents.playlists.get(item_id), name=name))


def _rename_video(documents, item_id, name):
    documents.videos.save(replace(documents.videos.get(item_id), title=name))


RENAMES = {"medias": _rename_media, "playlists": _rename_playlist, "videos": _rename_video}


@pytest.mark.parametrize("sort", [Sort.NEWEST, Sort.NAME])
def test_the_active_medias_page_searched_in_either_sort_leaves_the_switched_off_ones_out(
    documents, sort
):
    _named(documents, LISTS["medias"])
    documents.medias.save(replace(documents.medias.get("a-3"), status=False))
    found = documents.medias.page_for_user(
        "a", PageRequest(5, None, "inter", sort), active_only=True
    )
    assert [media.id for media in found.items] == ["a-0"]


def test_every_clients_payments_searched_by_reference(documents):
    _stored(documents, LISTS["payments"])
    found = documents.payments.page(PageRequest(10, None, "sale"))
    assert [payment.id for payment in found.items] == ["b-0", "a-0", "a-3"]
