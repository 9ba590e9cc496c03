"""An Admin revokes a client's paired TV from Manage Clients: the TV is refused at once (its
manifest answers 401, and at its next poll it shows a new pairing code), the client's place
is free again, and the audit log keeps the revoke.

The TV runs Playwright's fake clock, as in the screens journey: time flows while it pairs,
then the journey moves it by the player's 30 s to its next manifest request."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import OpenBrowser
from tests.browser.steps import (
    client_with_profile,
    go_to,
    heading,
    log_in,
    pairing_code,
    toast,
    user_id_of,
    user_logs,
)
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

MANIFEST = "/api/player/manifest"


def _paired_tv(tv: Page, portal: Portal, email: str, password: str) -> str:
    """The TV paired as the client's 'Shop window' (through the API); its device token, as
    its first manifest request carries it."""
    tv.clock.install()
    tv.goto("/client/player")
    code = pairing_code(tv)
    manifest_asked = tv.expect_request(lambda request: request.url.endswith(MANIFEST))
    with manifest_asked as first, portal.api(email, password) as api:
        body = {"name": "Shop window", "pairingCode": code}
        api.post("/api/screens", json=body).raise_for_status()
    expect(tv.get_by_role("status", name="Standby")).to_contain_text("Shop window")
    return first.value.headers["authorization"].removeprefix("Bearer ")


def _revoke_from_manage_clients(page: Page, business: str) -> None:
    go_to(page, "Clients")
    page.get_by_role("link", name=f"Screens of {business}").click()
    expect(heading(page, f"Screens of {business}")).to_be_visible()
    page.get_by_role("button", name="Revoke Shop window").click()
    confirm = page.get_by_role("alertdialog", name="Revoke screen")
    expect(confirm).to_contain_text("Its TV stops playing at once")
    confirm.get_by_role("button", name="Revoke").click()
    expect(toast(page, "Screen revoked.")).to_be_visible()
    expect(page.get_by_text("This client has no screens.")).to_be_visible()


def test_admin_revokes_a_clients_tv_from_manage_clients_and_the_tv_is_refused(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    start = datetime.now(UTC).isoformat()
    account, client = client_with_profile(portal, "Omar")
    tv = open_browser()
    token = _paired_tv(tv, portal, account.email, account.password)
    tv.clock.pause_at(tv.evaluate("Date.now()") + 1000)

    admin = open_browser()
    log_in(admin, portal.admin_email, portal.admin_password)
    _revoke_from_manage_clients(admin, client["businessName"])

    with portal.api() as device:
        refused = device.get(MANIFEST, headers={"Authorization": f"Bearer {token}"})
        assert (refused.status_code, refused.json()["code"]) == (401, "device_not_paired")
    with tv.expect_response(lambda response: response.url.endswith(MANIFEST)) as polled:
        tv.clock.fast_forward("00:30")
    assert polled.value.status == 401
    pairing_code(tv)  # the TV asks to be paired again
    expect(tv.get_by_role("status", name="Standby")).to_have_count(0)

    with portal.api(account.email, account.password) as api:
        assert api.get("/api/screens").json()["items"] == []  # its one place is free
    logs = user_logs(portal, user_id_of(portal, portal.admin_email))
    [revoke] = [e for e in logs if e["action"] == "RevokeScreen" and e["actionDateTime"] >= start]
    assert revoke["note"].startswith("Revoked screen Shop window (")
    assert revoke["note"].endswith(f"of {client['businessName']} ({client['id']})")
