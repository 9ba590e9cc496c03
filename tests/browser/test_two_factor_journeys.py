"""Two-factor sign-in in the browser: an Admin turns it on from Settings → Security and signs
in with a code from the app (computed here with pyotp from the key the screen shows); a
recovery code signs in once and not twice; on a portal whose rule is "required" staff set it
up right after their password. The shared portal runs the local trial's default ("offered"),
so the other journeys sign in with passwords alone."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pyotp
import pytest
from playwright.sync_api import Browser, Page, expect
from tests.browser.conftest import DESKTOP
from tests.browser.steps import (
    Account,
    confirm_password,
    go_to,
    heading,
    log_off,
    new_account,
    path_is,
    submit_login,
    toast,
    user_id_of,
    user_logs,
)
from tests.support.portal import Portal, YouTubeStandIn, running_portal

REQUIRED = {"SIGNAGE_STAFF_TWO_FACTOR": "required"}


def new_admin(portal: Portal) -> Account:
    account = new_account("Ada")
    body = {"name": account.name, "phone": account.phone, "email": account.email}
    body |= {"password": account.password, "role": "Admin"}
    with portal.admin_api() as api:
        api.post("/api/users", json={**body, "adminPassword": portal.admin_password})
    return account


def next_code(secret: str) -> str:
    """The app's code of the next 30-second step (the portal accepts one step of drift, and
    never a step it has accepted before)."""
    return pyotp.TOTP(secret).at(time.time() + 30)


def set_up_two_factor(page: Page) -> tuple[str, list[str]]:
    """On the enrolment screen: read the key, confirm with the app's code, read the ten
    recovery codes from their dialog and close it. The key and the codes."""
    expect(
        page.get_by_role("img", name="QR code to add this account to an authenticator app")
    ).to_be_visible()
    secret = page.get_by_label("Key").inner_text().strip()
    page.get_by_label("Code from your app").fill(pyotp.TOTP(secret).now())
    page.get_by_role("button", name="Turn on two-factor sign-in").click()
    dialog = page.get_by_role("dialog", name="Your recovery codes")
    expect(dialog.get_by_role("listitem")).to_have_count(10)  # read once the dialog shows them
    codes = [each.strip() for each in dialog.get_by_role("listitem").all_inner_texts()]
    dialog.get_by_role("button", name="I have saved my codes").click()
    return secret, codes


def second_step(page: Page, account: Account, code: str) -> None:
    submit_login(page, account.email, account.password)
    expect(heading(page, "Two-factor sign-in")).to_be_visible()
    page.get_by_label("Authentication code").fill(code)
    page.get_by_role("button", name="Verify").click()


def actions(portal: Portal, email: str) -> list[Any]:
    return [entry["action"] for entry in user_logs(portal, user_id_of(portal, email))]


def test_an_admin_turns_two_factor_on_and_signs_in_with_a_code(open_browser, portal: Portal):
    admin = new_admin(portal)
    page = open_browser()
    submit_login(page, admin.email, admin.password)
    expect(toast(page, "Successful login")).to_be_visible()
    go_to(page, "Settings", "Security")
    expect(page.get_by_text("Two-factor sign-in is off.")).to_be_visible()
    page.get_by_role("button", name="Set up two-factor sign-in").click()
    confirm_password(page, admin.password)
    secret, codes = set_up_two_factor(page)
    assert len(set(codes)) == 10
    expect(page.get_by_text("Recovery codes left: 10")).to_be_visible()
    log_off(page)

    second_step(page, admin, next_code(secret))
    expect(toast(page, "Successful login")).to_be_visible()
    path_is(page, "/dashboard")
    assert "EnableTwoFactor" in actions(portal, admin.email)


def test_a_recovery_code_signs_in_once_and_not_twice(open_browser, portal: Portal):
    admin = new_admin(portal)
    page = open_browser()
    submit_login(page, admin.email, admin.password)
    expect(toast(page, "Successful login")).to_be_visible()
    go_to(page, "Settings", "Security")
    page.get_by_role("button", name="Set up two-factor sign-in").click()
    confirm_password(page, admin.password)
    _, codes = set_up_two_factor(page)
    log_off(page)

    second_step(page, admin, codes[0])
    expect(toast(page, "Successful login")).to_be_visible()
    log_off(page)
    second_step(page, admin, codes[0])
    expect(page.get_by_label("Authentication code")).to_have_accessible_description(
        "The code is not valid. Enter the 6-digit code or a recovery code."
    )
    path_is(page, "/login")
    assert actions(portal, admin.email).count("UseRecoveryCode") == 1


@pytest.fixture(scope="module")
def required_portal(
    tmp_path_factory: pytest.TempPathFactory, youtube: YouTubeStandIn, portal: Portal
) -> Iterator[Portal]:
    """A second portal whose rule is "required" (`portal` first: it builds the web app)."""
    data_dir = tmp_path_factory.mktemp("required") / "data"
    with running_portal(data_dir, youtube.base_url, REQUIRED) as running:
        yield running


def test_where_it_is_required_the_first_admin_sets_it_up_before_the_dashboard(
    chromium: Browser, required_portal: Portal
):
    context = chromium.new_context(base_url=required_portal.url, viewport=DESKTOP, locale="en-US")
    try:
        page = context.new_page()
        admin = Account("Admin", "", required_portal.admin_email, required_portal.admin_password)
        submit_login(page, admin.email, admin.password)
        expect(heading(page, "Set up two-factor sign-in")).to_be_visible()
        secret, codes = set_up_two_factor(page)
        assert len(codes) == 10
        expect(toast(page, "Successful login")).to_be_visible()
        path_is(page, "/dashboard")
        log_off(page)

        second_step(page, admin, next_code(secret))
        expect(toast(page, "Successful login")).to_be_visible()
    finally:
        context.close()
