"""Journey 10: on a 375 px phone the side menu hides behind a toggle and reaches every screen."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import PHONE, OpenBrowser
from tests.browser.steps import client_with_profile, log_in
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


def _open_menu(page: Page) -> None:
    page.get_by_role("button", name="Open menu").click()
    expect(page.get_by_role("navigation", name="Main menu")).to_be_visible()


def _choose(page: Page, path: tuple[str, ...]) -> None:
    menu = page.get_by_role("navigation", name="Main menu")
    for label in path[:-1]:
        group = menu.get_by_role("button", name=label)
        if group.get_attribute("aria-expanded") != "true":
            group.click()
    menu.get_by_role("link", name=path[-1], exact=True).click()


def test_phone_menu_opens_closes_and_reaches_every_client_screen(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    account, _client = client_with_profile(portal, "Priya")
    page = open_browser(located=True, viewport=PHONE)
    log_in(page, account.email, account.password)
    menu = page.get_by_role("navigation", name="Main menu")
    expect(page.get_by_role("heading", name="Dashboard", level=1)).to_be_visible()
    expect(menu).to_be_hidden()

    _open_menu(page)
    page.get_by_role("button", name="Close menu").click()
    expect(menu).to_be_hidden()

    for path, heading in MENU_SCREENS:
        _open_menu(page)
        _choose(page, path)
        expect(page.get_by_role("heading", name=heading, level=1)).to_be_visible()
        expect(menu).to_be_hidden()
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
