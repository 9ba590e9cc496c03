"""Issue 27: the TV's pairing screen shows a QR code of the portal's Add Screen address with
the code filled in; a client signed in on a phone scans it (the test reads the QR code from
the TV's pixels with zxing-cpp, as a phone's camera would), opens the address and pairs."""

from __future__ import annotations

from io import BytesIO

import pytest
import zxingcpp
from PIL import Image
from playwright.sync_api import Page, expect
from tests.browser.conftest import PHONE, OpenBrowser
from tests.browser.steps import client_with_profile, log_in, pairing_code, toast
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

QR_NAME = "QR code: add this screen from a phone signed in to the portal"


def _scan(tv: Page) -> str:
    """The text of the QR code the TV shows, read from its pixels."""
    qr = tv.get_by_role("img", name=QR_NAME)
    expect(qr).to_be_visible()
    found = zxingcpp.read_barcodes(Image.open(BytesIO(qr.screenshot())))
    assert len(found) == 1, found
    return found[0].text


def test_a_phone_scans_the_tvs_qr_code_and_pairs_it(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    account, _client = client_with_profile(portal, "Priya")
    tv = open_browser()
    tv.goto("/client/player")
    shown = pairing_code(tv)
    address = _scan(tv)
    plain = shown.replace("-", "")
    assert address == f"{portal.url}/client/dashboard/pages/screens?code={plain}"

    phone = open_browser(located=True, viewport=PHONE)
    log_in(phone, account.email, account.password)
    phone.goto(address)
    dialog = phone.get_by_role("dialog", name="Add Screen")
    expect(dialog.get_by_label("Pairing code")).to_have_value(plain)
    dialog.get_by_label("Name").fill("Till TV")
    dialog.get_by_role("button", name="Save").click()
    expect(toast(phone, "Screen added successfully.")).to_be_visible()
    expect(tv.get_by_role("main", name="Till TV")).to_be_visible()
