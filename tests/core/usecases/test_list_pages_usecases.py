"""The list use cases take a `PageRequest` and answer a `Page`: pages in the list's order, each
item once, the caller's own items only, and a bad limit refused on `limit`."""

from datetime import timedelta

import pytest

from signage_core.entities.logs import LogAction
from signage_core.entities.users import Role
from signage_core.errors import Forbidden, ValidationFailed
from signage_core.paging import MAX_LIMIT, PageRequest, Sort
from signage_core.ports.user_log_repository import LogFilter
from signage_core.validation import messages as m


def walk(call, size):
    pages, cursor = [], None
    while True:
        page = call(PageRequest(size, cursor))
        pages.append([item.id for item in page.items])
        if (cursor := page.next_cursor) is None:
            return pages


@pytest.mark.parametrize("limit", [0, -3, MAX_LIMIT + 1])
def test_a_limit_out_of_bounds_is_refused_on_limit(limit):
    with pytest.raises(ValidationFailed) as refused:
        PageRequest(limit)
    assert refused.value.field_errors == {"limit": m.PAGE_LIMIT_OUT_OF_RANGE}


def test_a_blank_cursor_or_search_counts_as_none_and_the_search_is_trimmed():
    assert PageRequest.of(10, "", "  sale ") == PageRequest(10, None, "sale")


def test_a_blank_sort_is_the_newest_first_and_a_name_sort_is_read():
    assert PageRequest.of(10, sort=" ").sort is Sort.NEWEST
    assert PageRequest.of(10, sort="name").sort is Sort.NAME


@pytest.mark.parametrize("sort", ["oldest", "Name", "name,newest"])
def test_an_unknown_sort_is_refused_on_sort(sort):
    with pytest.raises(ValidationFailed) as refused:
        PageRequest.of(10, sort=sort)
    assert refused.value.field_errors == {"sort": m.PAGE_SORT_UNKNOWN}


def test_the_media_library_sorted_by_name_pages_a_to_z(world):
    ann, _ = world.customer()
    for name in ["pear", "Apple", "banana"]:
        world.add_image(ann, name)
    first = world.uc.list_media()(ann, PageRequest(2, sort=Sort.NAME))
    rest = world.uc.list_media()(ann, PageRequest(2, first.next_cursor, sort=Sort.NAME))
    assert [m.name for m in first.items + rest.items] == ["Apple", "banana", "pear"]


def test_the_media_library_pages_newest_first_with_only_the_users_own(world):
    ann, _ = world.customer()
    bob, _ = world.customer("bob@example.com")
    added = [world.add_image(ann, f"Poster {n}").id for n in range(5)]
    world.add_image(bob, "Bob's")
    pages = walk(lambda request: world.uc.list_media()(ann, request), 2)
    newest = added[::-1]  # one moment: the later-stored first
    assert pages == [newest[:2], newest[2:4], newest[4:]]


def test_a_search_pages_the_matching_media_only(world):
    ann, _ = world.customer()
    world.add_image(ann, "Summer SALE")
    world.add_image(ann, "Winter")
    found = world.uc.list_media()(ann, PageRequest(q="sale"))
    assert [media.name for media in found.items] == ["Summer SALE"]


def test_staff_page_the_users_and_clients_may_not(world):
    staff = world.staff(Role.SUPERVISOR, "sup@example.com")
    ann = world.signup()
    pages = walk(lambda request: world.uc.list_users()(staff, request), 1)
    assert sorted(i for page in pages for i in page) == sorted([staff.user_id, ann.user_id])
    with pytest.raises(Forbidden):
        world.uc.list_users()(ann, PageRequest())


def test_staff_page_the_audit_log_narrowed_by_action(world):
    admin = world.staff()
    actor, client = world.customer()
    world.clock.advance(timedelta(seconds=1))
    world.uc.set_client_status()(admin, client.id, False)
    narrow = LogFilter(action=LogAction.TOGGLE_CLIENT_STATUS.value)
    found = world.uc.list_user_logs()(admin, PageRequest(), narrow).items
    assert [(e.action, e.user_id) for e in found] == [("ToggleClientStatus", admin.user_id)]
    with pytest.raises(Forbidden):
        world.uc.list_user_logs()(actor, PageRequest(), narrow)
