"""Journeys 4 and 5: payments renew the licence; an expired licence sends the client to pay."""

from __future__ import annotations

import re
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import OpenBrowser
from tests.browser.steps import (
    add_package,
    client_with_profile,
    expire_licence,
    go_to,
    heading,
    log_in,
    path_is,
    stat,
    toast,
    us_date,
)
from tests.support.paypal_stand_in import PAYPAL_SDK_PATTERN, PLAN_IDS, PayPalStandIn
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

LICENCE_EXPIRED = (
    "Your license has expired. Please renew your subscription to continue using this feature."
)
BASIC = "Basic — $19.99 (30 days, 1 TV)"
ANNUAL = "Annual — $199.00 (365 days, 1 TV)"


def _days_from_now(days: int) -> str:
    return us_date(datetime.now(UTC) + timedelta(days=days))


def _licence_shows(page: Page, days_left: int, expires_on: str) -> None:
    page.goto("/client/dashboard")
    expect(stat(page, "Days left")).to_have_text(str(days_left))
    expect(stat(page, "Expires on")).to_have_text(expires_on)


def _record_payment(admin: Page, client: dict[str, Any]) -> None:
    go_to(admin, "Payments")
    admin.get_by_role("link", name="Add Payment").click()
    form = admin.get_by_role("form", name="Add payment")
    form.get_by_label("Client").select_option(label=client["businessName"])
    form.get_by_label("Package").select_option(label=BASIC)
    form.get_by_label("Payment method").select_option("Cash")
    form.get_by_label("Payment reference").fill("Receipt 1001")
    form.get_by_role("button", name="Save").click()
    expect(toast(admin, "Payment saved successfully.")).to_be_visible()


def _change_package(admin: Page, client: dict[str, Any], package: str) -> None:
    go_to(admin, "Payments")
    admin.get_by_label("Client", exact=True).select_option(label=client["businessName"])
    admin.get_by_role("link", name=re.compile("^Edit the Basic payment of")).click()
    expect(heading(admin, "Edit Payment")).to_be_visible()
    form = admin.get_by_role("form", name="Edit payment")
    form.get_by_label("Package").select_option(label=package)
    form.get_by_role("button", name="Save").click()
    expect(toast(admin, "Payment updated successfully.")).to_be_visible()


def test_a_recorded_payment_renews_the_client_and_a_longer_package_shifts_the_expiry(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    account, client = client_with_profile(portal, "Grace")
    add_package(portal, "Annual", 365, "199.00")
    owner = open_browser(located=True)
    log_in(owner, account.email, account.password)
    _licence_shows(owner, 7, _days_from_now(7))

    admin = open_browser(located=False)
    log_in(admin, portal.admin_email, portal.admin_password)
    _record_payment(admin, client)
    _licence_shows(owner, 30, _days_from_now(30))

    _change_package(admin, client, ANNUAL)
    _licence_shows(owner, 365, _days_from_now(365))


def _sent_to_payments(page: Page) -> None:
    expect(toast(page, LICENCE_EXPIRED)).to_be_visible()
    path_is(page, "/dashboard/pages/payments")
    expect(heading(page, "Payments")).to_be_visible()


def _subscribe(page: Page, paypal: PayPalStandIn, client_id: str) -> None:
    subscription_id = f"I-{uuid.uuid4().hex[:12].upper()}"
    paypal.approve(subscription_id, PLAN_IDS["BASIC"], client_id)
    page.route(PAYPAL_SDK_PATTERN, paypal.serve_sdk(subscription_id))
    page.get_by_role("link", name="Add Payment").click()
    expect(heading(page, "Subscriptions")).to_be_visible()
    page.get_by_role("radio", name=re.compile("^Basic")).check()
    page.get_by_role("button", name="Subscribe with PayPal").click()
    expect(toast(page, "Subscription completed successfully.")).to_be_visible()
    path_is(page, "/dashboard/pages/payments")
    created = page.evaluate("window.__paypalCreated")
    assert created == {"plan_id": PLAN_IDS["BASIC"], "custom_id": client_id}


def test_expired_client_is_sent_from_media_and_new_playlist_to_payments_and_can_pay(
    open_browser: OpenBrowser, portal: Portal, paypal: PayPalStandIn
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

    _subscribe(page, paypal, client["id"])
    expires = _days_from_now(30)
    summary = page.get_by_role("region", name="License")
    expect(summary).to_have_text(
        re.compile(f"active until {re.escape(expires)} \\(30 days left\\)")
    )
    go_to(page, "Medias")
    expect(heading(page, "Media Library")).to_be_visible()
