"""Issue 27: the licence governs the TV. A paired web player plays through the grace after
its client's licence ended (the client counts down on the dashboard, Renew one click from the
subscription screen), turns to its slate (the client's logo and one sentence, no playlist) once
the grace is over, and plays again at its next poll after a payment.

Time: as the other licence journeys do, the journey moves the client's Expire_date rather
than the server's clock (`steps.end_licence`); the TV's own clock is Playwright's fake one,
moved by exactly the player's 30 s poll interval (see test_screens_journey.py)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import OpenBrowser
from tests.browser.steps import (
    client_with_profile,
    end_licence,
    heading,
    log_in,
    paid_in_cash,
    pairing_code,
)
from tests.support.demo_data import add_image, add_playlist, add_screen, upload_logo
from tests.support.media_files import jpeg_bytes, png_bytes
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

MENU_WIDTH, LOGO_WIDTH = 640, 400
MANIFEST_POLL = "00:30"
PAUSED = "This screen is paused: its subscription has ended."


def _next_manifest_poll(tv: Page) -> None:
    with tv.expect_response(lambda response: response.url.endswith("/api/player/manifest")):
        tv.clock.fast_forward(MANIFEST_POLL)


def _plays(tv: Page) -> None:
    picture = tv.get_by_role("main", name="Lobby").get_by_role("img", name="Item 1 of 1")
    expect(picture).to_be_visible()
    expect(picture).to_have_js_property("naturalWidth", MENU_WIDTH)
    expect(tv.get_by_role("status", name="Screen paused")).to_have_count(0)


def _shows_the_slate(tv: Page) -> None:
    slate = tv.get_by_role("status", name="Screen paused")
    expect(slate).to_contain_text(PAUSED)
    expect(slate.get_by_role("img", name="Logo")).to_have_js_property("naturalWidth", LOGO_WIDTH)
    expect(tv.get_by_role("img", name="Item 1 of 1")).to_have_count(0)


def test_a_playing_tv_turns_to_its_slate_after_the_grace_and_back_after_a_payment(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    account, client = client_with_profile(portal, "Greta")
    tv = open_browser()
    tv.clock.install()
    tv.goto("/client/player")
    code = pairing_code(tv)
    with portal.api(account.email, account.password) as api:
        upload_logo(api, client["id"], ("logo.png", png_bytes((LOGO_WIDTH, 400)), "image/png"))
        menu = add_image(api, "Menu", "", ("menu.jpg", jpeg_bytes((MENU_WIDTH, 400)), "image/jpeg"))
        playlist = add_playlist(api, "Menu loop", [menu], "Fresh bread daily")
        add_screen(api, "Lobby", code.replace("-", ""), playlist["id"])
    _plays(tv)
    tv.clock.pause_at(tv.evaluate("Date.now()") + 1000)

    end_licence(portal, client["id"], days_ago=1)  # in the grace: the TV plays on
    _next_manifest_poll(tv)
    _plays(tv)
    page = open_browser()
    log_in(page, account.email, account.password)
    notice = page.get_by_role("status", name="Your screens")
    expect(notice).to_contain_text("Your screens stop in 2 days.")
    notice.get_by_role("link", name="Renew").click()
    expect(heading(page, "Subscriptions")).to_be_visible()

    end_licence(portal, client["id"], days_ago=4)  # the grace is over
    _next_manifest_poll(tv)
    _shows_the_slate(tv)

    paid_in_cash(portal, client["id"], "Basic", "Receipt 2001")
    _next_manifest_poll(tv)
    _plays(tv)
