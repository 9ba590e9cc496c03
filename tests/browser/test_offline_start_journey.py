"""A TV restarts while the portal is unreachable (a power cut, a kiosk restart): the player's
page and code come from its service worker, its last manifest from localStorage and its
pictures from IndexedDB, so it plays instead of showing the browser's error page; once the
portal is back on the same address the TV reaches it again by itself.

This journey runs its own portal (it stops and restarts it) in the package's Chromium. The
TV's clock is Playwright's (installed before the reload) so the journey can move it past the
player's back-off instead of waiting a minute of real time.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect
from tests.browser.conftest import _FAILED, ACTION_TIMEOUT_MS, DESKTOP
from tests.browser.steps import client_with_profile, pairing_code
from tests.support.demo_data import add_image, add_playlist, add_screen
from tests.support.media_files import jpeg_bytes
from tests.support.portal import Portal, YouTubeStandIn, running_portal

pytestmark = pytest.mark.browser

SCREEN, BANNER = "Front window", "Fresh bread all day"
MENU_WIDTH = 720
KEPT_COPY_MS = 25_000
"""Two rounds of the one-picture playlist (10 s each) and a margin."""
BACK_OFF = "01:00"
"""The player's wait after one failed manifest request (twice the 30 s poll)."""


@pytest.fixture
def tv(chromium: Browser, request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Page]:
    context = chromium.new_context(viewport=DESKTOP, locale="en-US", timezone_id="UTC")
    context.set_default_timeout(ACTION_TIMEOUT_MS)
    page = context.new_page()
    yield page
    if request.node.stash.get(_FAILED, False):
        page.screenshot(path=tmp_path / "tv.png", full_page=True)
        print(f"failure screenshot: {tmp_path / 'tv.png'}")
    context.close()


def _pair(portal: Portal, tv: Page) -> None:
    """A client with a one-picture playlist adds the TV showing its pairing code."""
    account, _ = client_with_profile(portal, "Olga")
    tv.goto(portal.client_url("/player"))
    code = pairing_code(tv).replace("-", "")
    with portal.api(account.email, account.password) as api:
        menu_file = ("menu.jpg", jpeg_bytes((MENU_WIDTH, 400)), "image/jpeg")
        menu = add_image(api, "Menu board", "", menu_file)
        add_screen(api, SCREEN, code, add_playlist(api, "Bakery loop", [menu], BANNER)["id"])


def _plays_the_menu_board(tv: Page) -> Any:
    stage = tv.get_by_role("main", name=SCREEN)
    picture = stage.get_by_role("img", name="Item 1 of 1", exact=True)
    expect(picture).to_be_visible()
    expect(picture).to_have_js_property("naturalWidth", MENU_WIDTH)
    expect(stage.get_by_role("marquee", name="Banner")).to_have_text(BANNER)
    return picture


def _kept_for_offline(tv: Page, picture: Any) -> None:
    """The picture plays from its IndexedDB copy (it takes over by the time the item comes
    round again) and the service worker controls the page."""
    expect(picture).to_have_attribute("src", re.compile(r"^blob:"), timeout=KEPT_COPY_MS)
    deadline = time.monotonic() + ACTION_TIMEOUT_MS / 1000
    while not tv.evaluate("navigator.serviceWorker.controller !== null"):
        assert time.monotonic() < deadline, "no service worker took charge of the player"
        tv.wait_for_timeout(100)


def _next_manifest(tv: Page) -> None:
    """Move the TV's clock past its back-off and see the portal answer its manifest request."""
    with tv.expect_response(lambda answer: answer.url.endswith("/api/player/manifest")) as seen:
        tv.clock.fast_forward(BACK_OFF)
    assert seen.value.status in (200, 304)


def test_a_tv_restarted_while_the_portal_is_down_plays_its_playlist_and_reconnects(
    chromium: Browser, youtube: YouTubeStandIn, data_dir: Path, tv: Page
):
    with running_portal(data_dir, youtube.base_url) as portal:
        _pair(portal, tv)
        _kept_for_offline(tv, _plays_the_menu_board(tv))
    port = int(portal.url.rsplit(":", 1)[1])

    tv.clock.install()
    tv.reload()
    expect(tv).to_have_title("Signage client portal")
    _plays_the_menu_board(tv)

    with running_portal(data_dir, youtube.base_url, port=port):
        _next_manifest(tv)
        _plays_the_menu_board(tv)
