"""Journey: on a 375 px phone a client with a screen group sends an emergency message to all
its screens, finds it in the list, and ends it; the page is never wider than the phone."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import PHONE, OpenBrowser
from tests.browser.steps import client_with_profile, go_to, heading, log_in, toast
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

GROUP = "Kitchen and back office"
MESSAGE = "Gas leak in the kitchen: leave by the back door and wait in the car park"


def _no_wider_than_the_phone(page: Page, where: str) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], f"{where} is {width}px wide"


def _send_to_all_screens(page: Page) -> None:
    send_to = page.get_by_role("combobox", name="Send to")
    expect(send_to.get_by_role("option", name=GROUP)).to_be_attached()
    expect(send_to).to_have_value("")
    page.get_by_role("textbox", name="Message").fill(MESSAGE)
    page.get_by_role("button", name="Send").click()
    dialog = page.get_by_role("alertdialog", name="Send this emergency message?")
    expect(dialog).to_contain_text("It shows on all your screens at once")
    _no_wider_than_the_phone(page, "The confirmation")
    dialog.get_by_role("button", name="Send").click()
    expect(toast(page, "Emergency message sent.")).to_be_visible()


def test_a_phone_sends_an_emergency_message_and_ends_it(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    account, _client = client_with_profile(portal, "Lucia")
    with portal.api(account.email, account.password) as api:
        api.post("/api/screen-groups", json={"name": GROUP, "screenIds": []}).raise_for_status()
    page = open_browser(located=True, viewport=PHONE)
    log_in(page, account.email, account.password)
    page.get_by_role("button", name="Open menu").click()
    go_to(page, "Emergency")
    expect(heading(page, "Emergency")).to_be_visible()
    _no_wider_than_the_phone(page, "The Emergency page")

    _send_to_all_screens(page)
    card = page.get_by_role("listitem", name=MESSAGE)
    expect(card).to_contain_text("To: All screens")
    expect(card).to_contain_text("0 of 0 showing")
    _no_wider_than_the_phone(page, "The Emergency page with a message")

    card.get_by_role("button", name=f"Cancel “{MESSAGE}”").click()
    page.get_by_role("alertdialog", name="End this emergency message?").get_by_role(
        "button", name="End it now"
    ).click()
    expect(card).to_contain_text("Cancelled at")
    _no_wider_than_the_phone(page, "The Emergency page after Cancel")
