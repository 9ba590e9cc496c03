"""A TV tells the portal what it shows (issue 24): paired and playing, the Screens page shows
it Online with what it plays and its copies; cut off from the server (its requests to the
portal fail, it plays on from its copies), the page shows it playing from its copies once two
minutes have passed without a word; back, it tells how long it was without the server.

The portal's clock is real, so the journey waits the 2 minutes (SCREEN_ONLINE_WINDOW) for
the state to change; the TV's clock is Playwright's, moved to its next requests once it is
reachable again. The Screens page with those states is saved as a screenshot
(`screens-states.png` in the test's folder; docs/screenshots keeps a copy)."""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, Route, expect
from tests.browser.conftest import OpenBrowser
from tests.browser.screenshots import _save
from tests.browser.steps import client_with_profile, go_to, log_in, pairing_code, toast
from tests.support.demo_data import add_image, add_playlist
from tests.support.media_files import jpeg_bytes, png_bytes
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

SILENCE = 150
"""Seconds to wait, at most, for the portal to stop counting the TV online (2 minutes)."""


def _row(page: Page, name: str) -> Any:
    return page.get_by_role("row").filter(has=page.get_by_role("rowheader", name=name))


def _row_says(page: Page, name: str, texts: list[str], within: float) -> None:
    """The screen's row shows every one of `texts`, the page reloaded until it does."""
    deadline = time.monotonic() + within
    row = _row(page, name)
    while True:
        page.reload()
        expect(row).to_be_visible()
        shown = row.inner_text()
        if all(text in shown for text in texts) or time.monotonic() > deadline:
            break
        page.wait_for_timeout(2_000)
    for text in texts:
        expect(row).to_contain_text(text)


def _arrange(portal: Portal, email: str, password: str) -> None:
    with portal.api(email, password) as api:
        menu = add_image(api, "Menu board", "", ("menu.jpg", jpeg_bytes((640, 400)), "image/jpeg"))
        sale = add_image(api, "Sale", "", ("sale.png", png_bytes((800, 450), "red"), "image/png"))
        add_playlist(api, "Lunch loop", [menu, sale], "Lunch until 3 pm")


def _add_screen(page: Page, name: str, code: str, playlist: str) -> None:
    page.get_by_role("button", name="Add Screen").click()
    dialog = page.get_by_role("dialog", name="Add Screen")
    dialog.get_by_label("Name").fill(name)
    dialog.get_by_label("Pairing code").fill(code)
    dialog.get_by_label("Playlist").select_option(label=playlist)
    dialog.get_by_role("button", name="Save").click()
    expect(toast(page, "Screen added successfully.")).to_be_visible()


def _cut_off(route: Route) -> None:
    route.abort("internetdisconnected")


def test_the_screens_page_tells_a_playing_tv_from_one_playing_from_its_copies(
    open_browser: OpenBrowser, portal: Portal, tmp_path: Path
) -> None:
    account, _ = client_with_profile(portal, "Olga")
    _arrange(portal, account.email, account.password)
    tv = open_browser()
    tv.clock.install()
    tv.goto("/client/player")
    code = pairing_code(tv)
    page = open_browser(located=True)
    log_in(page, account.email, account.password)
    go_to(page, "Screens")
    _add_screen(page, "Front window", code, "Lunch loop")
    stage = tv.get_by_role("main", name="Front window")
    expect(stage.get_by_role("img", name="Item 1 of 2")).to_be_visible()
    _row_says(page, "Front window", ["Online", "Menu board", "2 of 2 files kept"], within=30)

    tv.route("**/api/**", _cut_off)  # the portal is unreachable; the TV plays on
    _row_says(page, "Front window", ["Playing from its copies", "since"], within=SILENCE)
    expect(stage.get_by_role("img", name=re.compile(r"^Item \d of 2$"))).to_be_visible()
    _save(page, tmp_path, "screens-states")

    tv.unroute("**/api/**", _cut_off)
    with tv.expect_response(lambda r: r.url.endswith("/api/player/manifest")):
        tv.clock.fast_forward("05:00")  # past its back-off: it asks again
    with tv.expect_response(lambda r: r.url.endswith("/api/player/report")):
        tv.clock.fast_forward("00:03")  # and reports at once that it is back
    _row_says(page, "Front window", ["Online", "without the server"], within=20)
