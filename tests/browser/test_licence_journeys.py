"""Journeys 4 and 5: payments renew the licence; an expired licence sends the client to pay."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import OpenBrowser
from tests.browser.steps import (
    client_with_profile,
    expire_licence,
    go_to,
    heading,
    log_in,
    path_is,
    toast,
)
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

LICENCE_EXPIRED = (
    "Your license has expired. Please renew your subscription to continue using this feature."
)


def _sent_to_payments(page: Page) -> None:
    expect(toast(page, LICENCE_EXPIRED)).to_be_visible()
    path_is(page, "/dashboard/pages/payments")
    expect(heading(page, "Payments")).to_be_visible()


def test_expired_client_is_sent_from_media_and_new_playlist_to_payments_and_can_pay(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    account, client = client_with_profile(portal, "Ines")
    expire_licence(portal, client["id"])
    page = open_browser(located=True)
    log_in(page, account.email, account.password)
    expect(page.get_by_text("Expired", exact=True)).to_be_visible()

    go_to(page, "Medias")
    _sent_to_payments(page)
    page.goto("/client/dashboard/pages/addplaylist")
    _sent_to_payments(page)
