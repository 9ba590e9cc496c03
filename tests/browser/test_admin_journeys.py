"""Journeys 6 and 7: an Admin creates, deactivates and deletes; refused logins; the audit log."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import HERE, OpenBrowser
from tests.browser.steps import (
    Account,
    access_denied,
    business_of,
    client_with_profile,
    confirm_password,
    fill_business,
    go_to,
    heading,
    log_in,
    new_account,
    paid_in_cash,
    path_is,
    submit_login,
    toast,
    user_emails,
    user_id_of,
    user_logs,
)
from tests.support.pages import items
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

WRONG_PASSWORD = "Incorrect password. Could not authenticate."


def _fill_new_user(page: Page, account: Account, role: str) -> None:
    go_to(page, "Users")
    page.get_by_role("link", name="New User").click()
    form = page.get_by_role("form", name="Add User")
    form.get_by_label("Name").fill(account.name)
    form.get_by_label("Phone").fill(account.phone)
    form.get_by_label("Email").fill(account.email)
    form.get_by_label("Password").fill(account.password)
    form.get_by_label("Role").select_option(role)
    form.get_by_role("button", name="Save").click()


def _create_user(page: Page, portal: Portal, account: Account) -> None:
    _fill_new_user(page, account, "Client")
    modal = confirm_password(page, "not-the-admin-password")
    expect(modal.get_by_text(WRONG_PASSWORD)).to_be_visible()
    assert account.email not in user_emails(portal)
    confirm_password(page, portal.admin_password)
    expect(toast(page, "User successfully created.")).to_be_visible()
    path_is(page, "/dashboard")
    assert account.email in user_emails(portal)


def _client_names(portal: Portal) -> set[str]:
    with portal.admin_api() as api:
        return {client["businessName"] for client in items(api.get("/api/clients").json())}


def _create_client(page: Page, portal: Portal, account: Account) -> None:
    business = business_of(account, "Harbor Cafe")
    go_to(page, "Clients")
    page.get_by_role("link", name="New Client").click()
    fill_business(page, business)
    # The client's owner: the user just created (a client belongs to one user, spec §6).
    owner = page.get_by_role("form", name="Add Client").get_by_label("User", exact=True)
    owner.select_option(label=f"{account.name} ({account.email})")
    page.get_by_role("form", name="Add Client").get_by_role("button", name="Save").click()
    modal = confirm_password(page, "not-the-admin-password")
    expect(modal.get_by_text(WRONG_PASSWORD)).to_be_visible()
    assert business.business_name not in _client_names(portal)
    confirm_password(page, portal.admin_password)
    expect(toast(page, "Client created successfully.")).to_be_visible()
    go_to(page, "Clients")
    expect(page.get_by_role("row", name=business.business_name)).to_be_visible()


def _deactivate(page: Page, account: Account) -> None:
    go_to(page, "Users")
    switch = page.get_by_role("row", name=account.name).get_by_role(
        "switch", name=f"Status of {account.name}"
    )
    expect(switch).to_have_attribute("aria-checked", "true")
    switch.click()
    expect(switch).to_have_attribute("aria-checked", "false")


def _refused(page: Page, email: str, password: str, message: str) -> None:
    submit_login(page, email, password)
    expect(access_denied(page)).to_contain_text(message)
    access_denied(page).get_by_role("button", name="Close").click()
    expect(access_denied(page)).to_be_hidden()
    path_is(page, "/login")


def test_admin_creates_a_user_and_a_client_after_confirming_and_deactivated_users_are_refused(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    admin = open_browser(located=False)
    log_in(admin, portal.admin_email, portal.admin_password)
    expect(heading(admin, "Dashboard")).to_be_visible()
    account = new_account("Kofi")
    _create_user(admin, portal, account)
    _create_client(admin, portal, account)
    _deactivate(admin, account)

    visitor = open_browser(located=True)
    _refused(
        visitor,
        account.email,
        account.password,
        f'Access denied: The user "{account.name}" is deactivated.',
    )
    stranger = new_account("Nobody").email
    _refused(
        visitor,
        stranger,
        "whatever-password",
        f'Access denied: User "{stranger}" is not registered in the system.',
    )


def _pay_twice(portal: Portal, client_id: str) -> None:
    """Two payments: Basic $19.99 and Standard $49.99."""
    for code in ("Basic", "Standard"):
        paid_in_cash(portal, client_id, code, f"Receipt {code}")


def _delete_client(page: Page, business_name: str) -> None:
    go_to(page, "Clients")
    page.get_by_role("button", name=f"Actions for {business_name}").click()
    modal = page.get_by_role("alertdialog", name="Client Action")
    modal.get_by_role("button", name="Delete Client and Payments").click()
    expect(toast(page, "Client deleted with 2 payment(s) totalling $69.98.")).to_be_visible()
    expect(page.get_by_role("row", name=business_name)).to_have_count(0)


def _since(logs: list[dict[str, Any]], start: str, action: str) -> list[dict[str, Any]]:
    return [log for log in logs if log["action"] == action and log["actionDateTime"] >= start]


def test_admin_deletes_a_client_with_its_payments_and_the_audit_log_keeps_it(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    start = datetime.now(UTC).isoformat()
    account, client = client_with_profile(portal, "Wei")
    log_in(open_browser(located=True), account.email, account.password)
    _pay_twice(portal, client["id"])
    admin = open_browser(located=False)
    log_in(admin, portal.admin_email, portal.admin_password)
    _delete_client(admin, client["businessName"])
    assert client["businessName"] not in _client_names(portal)

    owner_logs = user_logs(portal, user_id_of(portal, account.email))
    [located] = [log for log in _since(owner_logs, start, "UserLogin") if log["location"]]
    assert located["locationStatus"] == "success"
    assert located["location"]["latitude"] == pytest.approx(HERE["latitude"])
    admin_logs = user_logs(portal, user_id_of(portal, portal.admin_email))
    logins = _since(admin_logs, start, "UserLogin")
    refused = [(log["locationStatus"], log["locationError"], log["location"]) for log in logins]
    assert ("failed", "User denied the request for Geolocation.", None) in refused
    [deletion] = _since(admin_logs, start, "DeleteClient")
    assert "69.98" in deletion["note"]
