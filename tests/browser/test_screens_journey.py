"""Journey 11: a client pairs a TV, changes what it plays, removes it, and previews the playlist.

The TV is a second browser page with its own context (its own storage, as a TV box has).

Waiting for the TV honestly: the player asks for its manifest every 30 s and a new playlist
takes over at the end of the item on screen. Reloading the player would not show a change at
once either (it plays its kept manifest first, then swaps after the current item), and waiting
30 s of real time would make the journey slow. So the TV's context runs Playwright's fake clock
(`page.clock`, installed before the player loads): time flows normally while it pairs (it polls
every 3 s on its own), then stands still once it plays, and the journey moves it by exactly the
product's intervals: 30 s to the next manifest request, then one item's duration for the change
to take over. A TV that polled less often, or never, would fail these steps (checked: a 20 s
jump fails).
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import OpenBrowser
from tests.browser.steps import (
    client_with_profile,
    expect_screen_limit,
    go_to,
    heading,
    log_in,
    pairing_code,
    toast,
)
from tests.support.demo_data import add_image, add_playlist, upload_logo
from tests.support.media_files import jpeg_bytes, png_bytes
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

LUNCH_BANNER = "Lunch specials until 3 pm"
HAPPY_BANNER = "Happy hour from 5 pm"
# Each picture's width tells which one the TV shows.
MENU_WIDTH, HAPPY_WIDTH, LOGO_WIDTH = 640, 800, 400
MANIFEST_POLL = "00:30"
ITEM_DURATION = "00:10"  # add_image's duration


def _arrange(portal: Portal, email: str, password: str, client_id: str) -> None:
    """A logo; Lunch loop (two pictures, the lunch banner); Happy loop (one, its own banner)."""
    with portal.api(email, password) as api:
        upload_logo(api, client_id, ("logo.png", png_bytes((LOGO_WIDTH, 400), "gold"), "image/png"))
        menu_file = ("menu.jpg", jpeg_bytes((MENU_WIDTH, 400)), "image/jpeg")
        menu = add_image(api, "Menu board", "", menu_file)
        coffee = add_image(api, "Coffee", "", ("coffee.jpg", jpeg_bytes(), "image/jpeg"))
        happy_file = ("happy.png", png_bytes((HAPPY_WIDTH, 450), "purple"), "image/png")
        happy = add_image(api, "Happy hour", "", happy_file)
        add_playlist(api, "Lunch loop", [menu, coffee], LUNCH_BANNER)
        add_playlist(api, "Happy loop", [happy], HAPPY_BANNER)


def _picture(place: Any, name: str, width: int) -> None:
    """The picture `name` (e.g. "Item 1 of 2") is on screen and is the one `width` px wide."""
    picture = place.get_by_role("img", name=name, exact=True)
    expect(picture).to_be_visible()
    expect(picture).to_have_js_property("naturalWidth", width)


def _plays(tv: Page, screen: str, item: str, width: int, banner: str) -> None:
    """The TV, named after its screen, shows this item with the logo and this banner."""
    stage = tv.get_by_role("main", name=screen)
    _picture(stage, item, width)
    _picture(stage, "Logo", LOGO_WIDTH)
    expect(stage.get_by_role("marquee", name="Banner")).to_have_text(banner)


def _stop_the_clock(tv: Page) -> None:
    """From here on the TV's time moves only when the journey moves it (a second ahead, as
    the clock has run on since it was read)."""
    tv.clock.pause_at(tv.evaluate("Date.now()") + 1000)


def _shows_online(page: Page, screen: str) -> None:
    """The screen's row says Online once the portal wrote its player's heartbeat (the
    heartbeat writer's round, every 5 s): the page reloaded until it does, 15 s at most."""
    deadline = time.monotonic() + 15
    row = _row(page, screen)
    while True:
        page.reload()
        expect(row).to_be_visible()
        if "Online" in row.inner_text() or time.monotonic() > deadline:
            break
        page.wait_for_timeout(500)
    expect(row).to_contain_text("Online")


def _next_manifest_poll(tv: Page) -> None:
    """Jump the TV's clock to its next manifest request and wait for the portal's answer."""
    with tv.expect_response(lambda response: response.url.endswith("/api/player/manifest")):
        tv.clock.fast_forward(MANIFEST_POLL)


def _add_screen(page: Page, name: str, code: str, playlist: str) -> None:
    page.get_by_role("button", name="Add Screen").click()
    dialog = page.get_by_role("dialog", name="Add Screen")
    dialog.get_by_label("Name").fill(name)
    dialog.get_by_label("Pairing code").fill(code)
    dialog.get_by_label("Playlist").select_option(label=playlist)
    dialog.get_by_role("button", name="Save").click()
    expect(toast(page, "Screen added successfully.")).to_be_visible()


def _edit_screen(page: Page, name: str, new_name: str, playlist: str) -> None:
    page.get_by_role("button", name=f"Edit {name}").click()
    dialog = page.get_by_role("dialog", name="Edit Screen")
    dialog.get_by_label("Name").fill(new_name)
    dialog.get_by_label("Playlist").select_option(label=playlist)
    dialog.get_by_role("button", name="Save").click()
    expect(toast(page, "Screen updated successfully.")).to_be_visible()


def _remove_screen(page: Page, name: str) -> None:
    page.get_by_role("button", name=f"Remove {name}").click()
    confirm = page.get_by_role("alertdialog", name="Remove screen")
    expect(confirm).to_contain_text("The TV stops playing and shows a new pairing code.")
    confirm.get_by_role("button", name="Remove").click()
    expect(toast(page, "Screen removed successfully.")).to_be_visible()
    empty = "No screens yet. Add your first TV with its pairing code."
    expect(page.get_by_text(empty)).to_be_visible()


def _row(page: Page, name: str) -> Any:
    return page.get_by_role("row").filter(has=page.get_by_role("rowheader", name=name))


def _preview_shows_the_overlays(page: Page) -> None:
    go_to(page, "Playlist")
    card = page.get_by_role("list", name="Playlists").get_by_role("listitem", name="Lunch loop")
    card.get_by_role("link", name="Preview Lunch loop").click()
    expect(heading(page, "Preview: Lunch loop")).to_be_visible()
    frame = page.get_by_role("region", name="Preview")
    _picture(frame, "Item 1 of 2", MENU_WIDTH)
    _picture(frame, "Logo", LOGO_WIDTH)
    expect(frame.get_by_role("marquee", name="Banner")).to_have_text(LUNCH_BANNER)


def test_client_pairs_a_tv_changes_its_playlist_removes_it_and_previews_the_overlays(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    account, client = client_with_profile(portal, "Nadia")
    _arrange(portal, account.email, account.password, client["id"])
    tv = open_browser()
    tv.clock.install()
    tv.goto("/client/player")
    code = pairing_code(tv)
    expect(tv.get_by_text(f"Sign in at {portal.url}/client, open Screens")).to_be_visible()

    page = open_browser(located=True)
    log_in(page, account.email, account.password)
    go_to(page, "Screens")
    expect(heading(page, "Screens")).to_be_visible()
    expect_screen_limit(page, reached=False)
    _add_screen(page, "Front window", code, "Lunch loop")
    expect(_row(page, "Front window")).to_contain_text("Lunch loop")
    expect_screen_limit(page, reached=True)  # Basic: one TV

    _plays(tv, "Front window", "Item 1 of 2", MENU_WIDTH, LUNCH_BANNER)
    _stop_the_clock(tv)
    _shows_online(page, "Front window")

    _edit_screen(page, "Front window", "Counter TV", "Happy loop")
    expect(_row(page, "Counter TV")).to_contain_text("Happy loop")
    expect(tv.get_by_role("main", name="Front window")).to_be_visible()  # until it asks again
    _next_manifest_poll(tv)
    expect(tv.get_by_role("main", name="Counter TV")).to_be_visible()
    tv.clock.fast_forward(ITEM_DURATION)  # the new playlist takes over after the current item
    _plays(tv, "Counter TV", "Item 1 of 1", HAPPY_WIDTH, HAPPY_BANNER)

    _remove_screen(page, "Counter TV")
    expect_screen_limit(page, reached=False)
    _next_manifest_poll(tv)
    assert pairing_code(tv) != code
    expect(tv.get_by_role("main", name="Counter TV")).to_have_count(0)

    _preview_shows_the_overlays(page)
