"""Journey 1: a new business registers, logs in, completes its client profile and starts its
trial."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from playwright.sync_api import expect
from tests.browser.conftest import OpenBrowser
from tests.browser.steps import (
    business_of,
    confirm_password,
    fill_business,
    heading,
    log_in,
    new_account,
    path_is,
    register,
    stat,
    toast,
    us_date,
)
from tests.support.portal import Portal

pytestmark = pytest.mark.browser


def test_new_business_registers_completes_its_profile_and_starts_a_seven_day_trial(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    page = open_browser(located=True)
    account = new_account("Amara")
    register(page, account)
    log_in(page, account.email, account.password)
    expect(toast(page, "Please complete your client profile.")).to_be_visible()
    path_is(page, "/dashboard/pages/addclient")

    in_a_week = us_date(datetime.now(UTC) + timedelta(days=7))
    expiration = page.get_by_label("Expiration Date")
    expect(expiration).to_have_value(in_a_week)
    expect(expiration).not_to_be_editable()
    fill_business(page, business_of(account))
    page.get_by_role("form", name="Add Client").get_by_role("button", name="Save").click()
    confirm_password(page, account.password)
    expect(toast(page, "Client created successfully.")).to_be_visible()

    path_is(page, "/dashboard")
    expect(heading(page, "Dashboard")).to_be_visible()
    expect(page.get_by_text("Trial", exact=True)).to_be_visible()
    expect(stat(page, "Days left")).to_have_text("7")
    expect(stat(page, "Expires on")).to_have_text(in_a_week)
