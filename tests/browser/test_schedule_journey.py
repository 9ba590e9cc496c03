"""Issue 26's goal: a newcomer sets breakfast, lunch and dinner menus for a week on the Schedule
page in under two minutes, and a TV with a controlled clock then changes playlist at each
boundary by its own clock.

The client (a trial: one TV) pairs a web player that plays its own playlist, "Open". On the
Schedule page the newcomer adds three entries with the "New entry" dialog, every day of the
week: Breakfast 07:00-11:00 and Lunch 11:00-15:00 switching at the end of the item on screen,
Dinner 18:00-22:00 switching at once; the week view then names each block and the own playlist
in the gaps. Times are the client's zone (UTC: the test's registration sends none).

The server keeps its real clock (the manifest's slices reach 72 hours ahead of it); the TV's
clock is Playwright's, installed before the player loads and moved forward to each of the next
five boundaries: 20 s before it the TV still plays what the slice before names, 40 s after
(an item lasts 10 s) it plays what the next slice names, with no new manifest asked meanwhile.
Each playlist is one picture of its own width, so the picture on screen says which one plays.
"""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import OpenBrowser
from tests.browser.steps import client_with_profile, go_to, heading, log_in, pairing_code, toast
from tests.support.demo_data import add_image, add_playlist, add_screen
from tests.support.media_files import jpeg_bytes
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

WIDTHS = {"Open": 800, "Breakfast": 640, "Lunch": 480, "Dinner": 320}
MEALS = (("Breakfast", 7, 11, False), ("Lunch", 11, 15, False), ("Dinner", 18, 22, True))
"""Name, start hour, end hour, whether it switches at once (else at the item's end)."""
NEWCOMER_SECONDS = 120
MANIFEST_POLL = "00:30"
ACROSS = "00:40"
SETTLE_MS = 20_000
"""A jump of the clock can cut an item's load short; the stage tries again within 15 s."""


def _picture(api: Any, name: str) -> Any:
    picture = (f"{name}.jpg", jpeg_bytes((WIDTHS[name], 400)), "image/jpeg")
    return add_image(api, name, "", picture)


def _plays(tv: Page, playlist: str) -> None:
    picture = tv.get_by_role("main", name="Lobby").get_by_role("img", name="Item 1 of 1")
    expect(picture).to_have_js_property("naturalWidth", WIDTHS[playlist], timeout=SETTLE_MS)


def _a_tv_playing_open(
    open_browser: OpenBrowser, portal: Portal, email: str, password: str
) -> Page:
    tv = open_browser()
    tv.clock.install()
    tv.goto("/client/player")
    code = pairing_code(tv).replace("-", "")
    with portal.api(email, password) as api:
        playlists = {name: add_playlist(api, name, [_picture(api, name)], name) for name in WIDTHS}
        add_screen(api, "Lobby", code, playlists["Open"]["id"])
    _plays(tv, "Open")
    return tv


def _add_meal(page: Page, name: str, start: int, end: int, at_once: bool) -> None:
    page.get_by_role("button", name="New entry").click()
    dialog = page.get_by_role("dialog", name="New schedule entry")
    dialog.get_by_label("Playlist").select_option(label=name)
    dialog.get_by_role("button", name="Every day").click()
    dialog.get_by_label("Start").fill(f"{start:02d}:00")
    dialog.get_by_label("End").fill(f"{end:02d}:00")
    if at_once:
        dialog.get_by_label("Switch").select_option(label="At once")
    dialog.get_by_role("button", name="Save").click()
    expect(toast(page, "Entry added.")).to_be_visible()
    expect(dialog).to_be_hidden()


def _the_week_reads_at_a_glance(page: Page) -> None:
    tuesday = page.get_by_role("group", name="Tuesday")
    for name, start, end, _ in MEALS:
        block = f"{name}, Tuesday {start:02d}:00 to {end:02d}:00"
        expect(tuesday.get_by_role("button", name=block)).to_be_visible()
    expect(tuesday.get_by_text("Open", exact=True)).to_have_count(3)  # the gaps: its own


def _boundaries(now: datetime, count: int) -> list[tuple[datetime, str, str]]:
    """The next `count` changes after `now` (UTC): when, what plays before, what after."""
    edges = {h: ("Open", name) for name, h, _, _ in MEALS}
    edges |= {h: (name, "Open") for name, _, h, _ in MEALS} | {11: ("Breakfast", "Lunch")}
    day = now.replace(hour=0, minute=0, second=0, microsecond=0)
    found = [(day + timedelta(days=d, hours=h), *edges[h]) for d in range(3) for h in sorted(edges)]
    return [edge for edge in found if edge[0] > now + timedelta(minutes=1)][:count]


def _move_to(tv: Page, moment: datetime) -> None:
    """The TV's clock moved on to `moment` (its timers due meanwhile fire once)."""
    now_ms = tv.evaluate("Date.now()")
    tv.clock.fast_forward(int(moment.timestamp() * 1000 - now_ms))


def test_a_newcomer_schedules_three_meals_and_the_tv_changes_at_each_boundary(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    account, _ = client_with_profile(portal, "Carmen")
    tv = _a_tv_playing_open(open_browser, portal, account.email, account.password)

    page = open_browser()
    log_in(page, account.email, account.password)
    began = time.monotonic()
    go_to(page, "Schedule")
    expect(heading(page, "Schedule")).to_be_visible()
    for meal in MEALS:
        _add_meal(page, *meal)
    _the_week_reads_at_a_glance(page)
    assert time.monotonic() - began < NEWCOMER_SECONDS

    with tv.expect_response(lambda response: response.url.endswith("/api/player/manifest")):
        tv.clock.fast_forward(MANIFEST_POLL)  # the manifest with the schedule arrives
    for moment, before, after in _boundaries(datetime.now(UTC), 5):
        _move_to(tv, moment - timedelta(seconds=20))
        _plays(tv, before)
        tv.clock.run_for(ACROSS)
        _plays(tv, after)
