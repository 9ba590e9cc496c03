"""Journeys 8 and 9: logging off closes the login entry; a forgotten password is reset by mail;
and a stranger's wrong passwords hold new browsers, never the owner's (device cookies)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import APIResponse, Route, expect
from tests.browser.conftest import OpenBrowser
from tests.browser.steps import (
    log_in,
    log_off,
    new_account,
    path_is,
    register_by_api,
    submit_login,
    toast,
    user_logs,
)
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

RESET_SENT = "Password reset email sent. Please check your inbox."
LOGIN_FAILED = "Failed to log in. Verify your credentials."
HELD = re.compile(r"^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$")


def test_logoff_closes_the_login_entry_with_its_duration_and_offline_status(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    page = open_browser(located=True)
    account = new_account("Lena")
    user_id = register_by_api(portal, account)
    log_in(page, account.email, account.password)
    [opened] = [log for log in user_logs(portal, user_id) if log["action"] == "UserLogin"]
    assert (opened["userStatus"], opened["logoutTime"]) == ("online", None)

    log_off(page)

    [closed] = [log for log in user_logs(portal, user_id) if log["action"] == "UserLogin"]
    assert closed["id"] == opened["id"]
    assert closed["userStatus"] == "offline"
    assert closed["logoutTime"] >= closed["loginTime"]
    assert isinstance(closed["sessionDuration"], int)
    assert closed["sessionDuration"] >= 0
    page.goto("/client/dashboard")
    path_is(page, "/login")


def _reset_link(portal: Portal, email: str) -> str:
    [message] = [mail for mail in portal.outbox() if mail["To"] == email]
    body = message.get_body(preferencelist=("plain", "html"))
    assert body is not None
    match = re.search(r"https?://\S+resetToken=[\w-]+", body.get_content())
    assert match, body.get_content()
    return match.group(0)


def test_reset_mode_mails_a_link_that_sets_a_new_password(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    page = open_browser(located=True)
    account = new_account("Omar")
    register_by_api(portal, account)
    page.goto("/client/login")
    page.get_by_role("link", name="Forgot your password?").click()
    # As a person would, type once the reset form is there: the login form stays on screen
    # until the reset form's chunk has loaded, and has an Email field of its own.
    expect(page.get_by_role("form", name="Reset password")).to_be_visible()
    page.get_by_label("Email", exact=True).fill(account.email)
    page.get_by_role("button", name="Reset Password").click()
    expect(toast(page, RESET_SENT)).to_be_visible()

    page.goto(_reset_link(portal, account.email))
    page.get_by_label("New Password", exact=True).fill("brand-new-pass")
    page.get_by_label("Confirm Password", exact=True).fill("brand-new-pass")
    page.get_by_role("button", name="Save Password").click()
    path_is(page, "/login")

    submit_login(page, account.email, account.password)
    expect(toast(page, LOGIN_FAILED)).to_be_visible()
    log_in(page, account.email, "brand-new-pass")
    expect(page.get_by_role("banner").get_by_text(account.email)).to_be_visible()


def test_a_strangers_guesses_hold_new_browsers_but_not_the_owners(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    """The device cookie a sign-in leaves is the browser's own business: the web app does
    nothing with it, and the owner's browser still signs in while the account is held."""
    account = new_account("Dora")
    register_by_api(portal, account)
    laptop = open_browser()
    log_in(laptop, account.email, account.password)
    log_off(laptop)
    with portal.api() as stranger:
        for _ in range(5):
            body = {"email": account.email, "password": "wrong-guess"}
            assert stranger.post("/api/auth/login", json=body).status_code == 401
        body = {"email": account.email, "password": account.password}
        assert stranger.post("/api/auth/login", json=body).status_code == 429

    new_browser = open_browser()
    submit_login(new_browser, account.email, account.password)
    expect(new_browser.get_by_role("status").get_by_text(HELD)).to_be_visible()
    path_is(new_browser, "/login")

    log_in(laptop, account.email, account.password)
    expect(laptop.get_by_role("banner").get_by_text(account.email)).to_be_visible()


def test_a_late_answer_to_the_first_read_of_the_session_does_not_sign_the_person_out(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    """The login screen is there before the page's first read of the session has answered. A
    person (or a password manager) quick enough to sign in first must stay signed in when that
    read answers late with what it found when it was asked: nobody signed in."""
    page = open_browser(located=True)
    account = new_account("Quick")
    register_by_api(portal, account)
    held: list[tuple[Route, APIResponse]] = []

    def hold_the_first(route: Route) -> None:
        if held:
            route.continue_()
        else:
            held.append((route, route.fetch()))  # answered now, delivered after the login

    page.route("**/api/auth/session", hold_the_first)
    try:
        log_in(page, account.email, account.password)
    finally:
        for route, answer in held:
            route.fulfill(response=answer)
    assert held, "the first read of the session was never held"
    assert held[0][1].json() == {"session": None}
    page.wait_for_timeout(1000)
    path_is(page, "/dashboard/pages/addclient")
    expect(page.get_by_role("banner").get_by_role("button", name="LogOff")).to_be_visible()
