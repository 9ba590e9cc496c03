"""Journey 12: a client reads the portal in Spanish, and it stays Spanish wherever they sign in.

The first browser chooses Español on the portal's top bar; a second browser (its own context:
no cookies, no storage, an English locale) shows the login screen in English, then the portal
in Spanish as soon as the same client signs in: the choice is remembered on the user, not only
in the browser. Switching back to English there reaches the first browser at its next load."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import OpenBrowser
from tests.browser.steps import client_with_profile, heading, log_in, submit_login
from tests.support.portal import Portal

pytestmark = pytest.mark.browser


def _choose(page: Page, current_label: str, language: str) -> None:
    page.get_by_role("banner").get_by_label(current_label).select_option(label=language)


def test_a_clients_language_is_remembered_on_them_in_every_browser(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    account, _ = client_with_profile(portal, "Lucia")
    laptop = open_browser()
    log_in(laptop, account.email, account.password)
    expect(heading(laptop, "Dashboard")).to_be_visible()
    _choose(laptop, "Language", "Español")
    expect(heading(laptop, "Panel")).to_be_visible()
    expect(laptop.get_by_role("navigation", name="Menú principal")).to_be_visible()
    expect(laptop.locator("html")).to_have_attribute("lang", "es")

    phone = open_browser()
    phone.goto("/client/login")
    expect(heading(phone, "Login")).to_be_visible()
    submit_login(phone, account.email, account.password)
    expect(heading(phone, "Panel")).to_be_visible()
    menu = phone.get_by_role("navigation", name="Menú principal")
    menu.get_by_role("link", name="Medios").click()
    expect(heading(phone, "Biblioteca de medios")).to_be_visible()

    _choose(phone, "Idioma", "English")
    expect(heading(phone, "Media Library")).to_be_visible()
    laptop.reload()  # this browser last chose Spanish; the user's choice is now English
    expect(heading(laptop, "Dashboard")).to_be_visible()
    expect(laptop.get_by_role("banner").get_by_label("Language")).to_have_value("en")
