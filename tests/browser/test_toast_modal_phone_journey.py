"""On a phone a modal sits at the bottom of the screen, where the toasts are: a toast shown
in it (Save refused: the package's one TV was paired meanwhile) leaves the modal's fields and
buttons free, the panel standing above the toasts."""

from __future__ import annotations

import pytest
from playwright.sync_api import Locator, expect
from tests.browser.conftest import PHONE, OpenBrowser
from tests.browser.steps import (
    ONE_SCREEN_LIMIT,
    client_with_profile,
    go_to,
    heading,
    log_in,
    pairing_code,
    toast,
)
from tests.browser.toast_cover import covered_after_settling, in_viewport
from tests.support.demo_data import add_screen
from tests.support.portal import Portal

pytestmark = pytest.mark.browser


def _controls(form: Locator) -> list[Locator]:
    found = form.locator("input, select, button")
    return [found.nth(i) for i in range(found.count())]


def test_a_toast_in_a_modal_on_a_phone_leaves_its_fields_and_buttons_free(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    account, _client = client_with_profile(portal, "Ines")
    tv = open_browser(viewport=PHONE)
    tv.goto("/client/player")
    code = pairing_code(tv)
    page = open_browser(located=True, viewport=PHONE)
    log_in(page, account.email, account.password)
    page.get_by_role("button", name="Open menu").click()
    go_to(page, "Screens")
    expect(heading(page, "Screens")).to_be_visible()
    page.get_by_role("button", name="Add Screen").click()
    dialog = page.get_by_role("dialog", name="Add Screen")
    dialog.get_by_label("Name").fill("Lobby TV")
    dialog.get_by_label("Pairing code").fill("ABCD-2345")
    with portal.api(account.email, account.password) as api:
        add_screen(api, "Kitchen TV", code, None)  # the one TV of Basic, from another device

    dialog.get_by_role("button", name="Save").click()
    expect(toast(page, ONE_SCREEN_LIMIT)).to_be_visible()
    controls = _controls(dialog.get_by_role("form", name="Add Screen"))
    assert len(controls) >= 5  # name, code, playlist, Cancel, Save
    assert covered_after_settling(page, controls) == []
    assert [str(c) for c in controls if not in_viewport(page, c)] == []
