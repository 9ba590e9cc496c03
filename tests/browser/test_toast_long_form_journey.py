"""A toast never covers the control a user works with at the bottom of a long form: scrolled
to the end of Business Information, in the last field, Save answers with an error toast; the
focused field, the last field and Save stay in view above the toasts, at 1280 and 375 px."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Locator, Page, expect
from tests.browser.conftest import DESKTOP, PHONE, OpenBrowser
from tests.browser.steps import (
    client_with_profile,
    go_to,
    heading,
    log_in,
    paid_in_cash,
    toast,
)
from tests.browser.toast_cover import covered_after_settling, in_viewport
from tests.support.portal import Portal

pytestmark = pytest.mark.browser


def _open_business_information(page: Page, phone: bool) -> Locator:
    if phone:  # the side menu opens from the top bar
        page.get_by_role("button", name="Open menu").click()
    go_to(page, "Settings", "Business")
    expect(heading(page, "Business Information")).to_be_visible()
    form = page.get_by_role("form", name="Business Information")
    expect(form.get_by_label("Location Number")).to_be_visible()
    return form


def _choose_another_package(form: Locator) -> None:
    package = form.get_by_label("Package")
    current = package.input_value()
    values = package.locator("option").evaluate_all("options => options.map(o => o.value)")
    package.select_option(next(value for value in values if value and value != current))


def _pays_meanwhile(portal: Portal, client_id: str) -> None:
    """Staff record a payment while the form is open: the package now changes with a payment."""
    paid_in_cash(portal, client_id, "Basic", "Receipt 3001")


def _scroll_to_the_end(page: Page) -> None:
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    at_end = "scrollY + innerHeight >= document.documentElement.scrollHeight - 1"
    page.wait_for_function(f"() => {at_end}")


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1280", "375"])
def test_an_error_toast_leaves_the_focused_field_and_save_at_the_bottom_of_a_long_form_free(
    open_browser: OpenBrowser, portal: Portal, viewport: dict[str, Any]
) -> None:
    account, client = client_with_profile(portal, "Lucia")
    page = open_browser(viewport=viewport)
    log_in(page, account.email, account.password)
    form = _open_business_information(page, phone=viewport == PHONE)
    _choose_another_package(form)
    _pays_meanwhile(portal, client["id"])

    _scroll_to_the_end(page)
    last_field = form.get_by_label("Location Number")
    last_field.focus()
    save = form.get_by_role("button", name="Save")
    assert in_viewport(page, save), "Save shows at the bottom of the scrolled form"
    last_field.press("Enter")

    expect(toast(page, "Changes could not be saved.")).to_be_visible()
    focused = page.locator(":focus")
    expect(focused).to_have_count(1)
    targets = [focused, last_field, save]
    assert covered_after_settling(page, targets) == []
    assert [str(t) for t in targets if not in_viewport(page, t)] == []
    live_region = page.get_by_role("status").filter(has_text="Changes could not be saved.")
    expect(live_region).to_have_count(1)  # still announced, once
