"""Journey 10: on a 375 px phone the side menu hides behind a toggle and reaches every screen."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import PHONE, OpenBrowser
from tests.browser.steps import client_with_profile, go_to, heading, log_in
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

MENU_SCREENS = (
    (("Medias",), "Media Library"),
    (("Playlist",), "Playlists"),
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


def _fits_the_phone(page: Page, name: str) -> None:
    expect(heading(page, name)).to_be_visible()
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{name} is {width}px wide"


def test_phone_menu_opens_closes_and_reaches_every_client_screen(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    account, _client = client_with_profile(portal, "Priya")
    page = open_browser(located=True, viewport=PHONE)
    log_in(page, account.email, account.password)
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
