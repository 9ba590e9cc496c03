"""Journey 10: on a 375 px phone the side menu hides behind a toggle and reaches every screen;
the TV player and the Screens page fit it too, at the package's limit and below it."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import PHONE, OpenBrowser
from tests.browser.steps import (
    client_with_profile,
    expect_screen_limit,
    go_to,
    heading,
    log_in,
    pairing_code,
    toast,
)
from tests.support.demo_data import add_screen
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

MENU_SCREENS = (
    (("Medias",), "Media Library"),
    (("Playlist",), "Playlists"),
    (("Screens",), "Screens"),
    (("Payments",), "Payments"),
    (("Settings", "User"), "User Information"),
    (("Settings", "Business"), "Business Information"),
    (("Dashboard",), "Dashboard"),
)
# Screens opened from a page's own button: (menu item, link, heading).
PAGE_LINKS = (
    ("Medias", "Add Video", "Add Video"),
    ("Playlist", "New Playlist", "Add Playlist"),
    ("Payments", "Add Payment", "Subscriptions"),
)


def _open_menu(page: Page) -> None:
    page.get_by_role("button", name="Open menu").click()
    expect(page.get_by_role("navigation", name="Main menu")).to_be_visible()


def _no_wider_than_the_phone(page: Page, name: str) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{name} is {width}px wide"


def _fits_the_phone(page: Page, name: str) -> None:
    expect(heading(page, name)).to_be_visible()
    _no_wider_than_the_phone(page, name)


def _signed_in_on_a_phone(
    open_browser: OpenBrowser, portal: Portal, first_name: str
) -> tuple[Page, str]:
    """A new Client with a profile, signed in at 375 px; the page and the user's name."""
    account, _client = client_with_profile(portal, first_name)
    page = open_browser(located=True, viewport=PHONE)
    log_in(page, account.email, account.password)
    return page, account.name


def test_phone_menu_opens_closes_and_reaches_every_client_screen(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    page, _name = _signed_in_on_a_phone(open_browser, portal, "Priya")
    menu = page.get_by_role("navigation", name="Main menu")
    _fits_the_phone(page, "Dashboard")
    expect(menu).to_be_hidden()

    _open_menu(page)
    page.get_by_role("button", name="Close menu").click()
    expect(menu).to_be_hidden()

    for path, name in MENU_SCREENS:
        _open_menu(page)
        go_to(page, *path)
        _fits_the_phone(page, name)
        expect(menu).to_be_hidden()
    for item, link, name in PAGE_LINKS:
        _open_menu(page)
        go_to(page, item)
        page.get_by_role("link", name=link).click()
        _fits_the_phone(page, name)


def test_tv_player_and_screens_page_fit_a_phone(open_browser: OpenBrowser, portal: Portal) -> None:
    name = "Kitchen TV with a rather long name"
    account, _client = client_with_profile(portal, "Jonas")
    tv = open_browser(viewport=PHONE)
    tv.goto("/client/player")
    code = pairing_code(tv)
    _fits_the_phone(tv, "Pair this screen")
    with portal.api(account.email, account.password) as api:
        add_screen(api, name, code, None)
    expect(tv.get_by_role("main", name=name)).to_be_visible()
    expect(tv.get_by_role("status", name="Standby")).to_be_visible()
    _no_wider_than_the_phone(tv, "The paired player")

    page = open_browser(located=True, viewport=PHONE)
    log_in(page, account.email, account.password)
    _open_menu(page)
    go_to(page, "Screens")
    expect(page.get_by_role("button", name=f"Edit {name}")).to_be_visible()
    expect_screen_limit(page, reached=True)  # Basic: one TV, the limit's text fits too
    _fits_the_phone(page, "Screens")
    page.get_by_role("button", name=f"Remove {name}").click()
    confirm = page.get_by_role("alertdialog", name="Remove screen")
    confirm.get_by_role("button", name="Remove").click()
    expect_screen_limit(page, reached=False)
    page.get_by_role("button", name="Add Screen").click()
    expect(page.get_by_role("dialog", name="Add Screen")).to_be_visible()
    _no_wider_than_the_phone(page, "Add Screen")


def _below(lower: dict[str, float] | None, upper: dict[str, float] | None) -> bool:
    assert lower is not None
    assert upper is not None
    return lower["y"] >= upper["y"] + upper["height"]


def test_a_toast_on_a_phone_leaves_the_top_bar_and_the_page_header_free(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    """On a phone the notifications sit at the bottom: the top bar (LogOff, the menu) and the
    page's title and actions stay uncovered while a toast shows."""
    page, _name = _signed_in_on_a_phone(open_browser, portal, "Tomas")
    note = toast(page, "Successful login")
    expect(note).to_be_visible()
    expect(heading(page, "Dashboard")).to_be_visible()
    box = note.bounding_box()
    assert _below(box, page.get_by_role("banner").bounding_box()), "the toast covers the top bar"
    assert _below(box, heading(page, "Dashboard").bounding_box()), "the toast covers the title"


def test_on_a_phone_the_top_bar_shows_the_whole_name_beside_the_language_and_logoff(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    """375 px: the Language label sits above its select, so the user's name is not cut."""
    page, user_name = _signed_in_on_a_phone(open_browser, portal, "Maria")
    banner = page.get_by_role("banner")
    name = banner.get_by_text(user_name, exact=True)
    expect(name).to_be_visible()
    assert name.evaluate("e => e.scrollWidth <= e.clientWidth"), f"{user_name} is cut"
    expect(banner.get_by_label("Language")).to_be_visible()
    expect(banner.get_by_role("button", name="LogOff")).to_be_visible()
