"""Issue 26: a TV follows its schedule by its own clock. A paired web player plays its own
playlist; an entry for the screen (Lunch, switching at once) is written; once the TV's clock
reaches the entry's start the TV plays Lunch at once, without a new manifest; past the entry's
end it finishes the item on screen, then plays its own playlist again.

Time: the server keeps its real clock (the manifest's slices reach 72 hours ahead of it); the
TV's clock is Playwright's fake one, installed before the player loads and moved forward to
the slices' boundaries: every time the player reads goes through its one clock function. The
entry is written through the portal's own documents (its write moves the client's change mark,
so the kept manifest is read again at the next poll)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import OpenBrowser
from tests.browser.steps import client_with_profile, pairing_code
from tests.support.demo_data import add_image, add_playlist, add_screen
from tests.support.media_files import jpeg_bytes
from tests.support.portal import Portal

from signage_core.entities.schedules import ScheduleEntry, Switch, TargetKind

pytestmark = pytest.mark.browser

MORNING_WIDTH, LUNCH_WIDTH = 640, 480
MANIFEST_POLL = "00:30"
ACROSS = "00:40"
"""From 20 s before a boundary to past the end of the item on screen then (10 s each)."""
SETTLE_MS = 20_000
"""A jump of the clock can cut an item's load short; the stage tries again within 15 s."""


def _picture(api: Any, name: str, width: int) -> Any:
    return add_image(api, name, "", (f"{name}.jpg", jpeg_bytes((width, 400)), "image/jpeg"))


def _plays(tv: Page, width: int) -> None:
    picture = tv.get_by_role("main", name="Lobby").get_by_role("img", name="Item 1 of 1")
    expect(picture).to_have_js_property("naturalWidth", width, timeout=SETTLE_MS)


def _lunch_in_two_hours(
    portal: Portal, client_id: str, screen_id: str, playlist_id: str
) -> datetime:
    """Lunch for the screen every day from the hour two hours on, for an hour (UTC)."""
    start = (datetime.now(UTC) + timedelta(hours=2)).replace(minute=0, second=0, microsecond=0)
    entry = ScheduleEntry(
        "e-lunch", client_id, TargetKind.SCREEN, screen_id, playlist_id,
        frozenset(range(7)), start.time(), (start + timedelta(hours=1)).time(),
        switch=Switch.NOW, created_at=datetime.now(UTC),
    )  # fmt: skip
    documents = portal.documents()
    try:
        documents.schedules.save(entry)
    finally:
        documents.close()
    return start


def _move_to(tv: Page, moment: datetime) -> None:
    """The TV's clock moved on to `moment` (its timers due meanwhile fire once)."""
    now_ms = tv.evaluate("Date.now()")
    tv.clock.fast_forward(int(moment.timestamp() * 1000 - now_ms))


def test_a_tv_changes_to_the_scheduled_playlist_at_the_slice_by_its_own_clock(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    account, client = client_with_profile(portal, "Sofia")
    tv = open_browser()
    tv.clock.install()
    tv.goto("/client/player")
    code = pairing_code(tv)
    with portal.api(account.email, account.password) as api:
        morning = _picture(api, "Eggs", MORNING_WIDTH)
        soup = _picture(api, "Soup", LUNCH_WIDTH)
        own = add_playlist(api, "Morning", [morning], "Good morning")
        lunch = add_playlist(api, "Lunch", [soup], "Soup of the day")
        screen = add_screen(api, "Lobby", code.replace("-", ""), own["id"])
    _plays(tv, MORNING_WIDTH)

    start = _lunch_in_two_hours(portal, client["id"], screen["id"], lunch["id"])
    with tv.expect_response(lambda response: response.url.endswith("/api/player/manifest")):
        tv.clock.fast_forward(MANIFEST_POLL)  # the manifest with the schedule arrives
    _plays(tv, MORNING_WIDTH)

    _move_to(tv, start - timedelta(seconds=20))
    _plays(tv, MORNING_WIDTH)
    tv.clock.run_for(ACROSS)  # Lunch's slice switches at once
    _plays(tv, LUNCH_WIDTH)
    _move_to(tv, start + timedelta(hours=1) - timedelta(seconds=20))
    _plays(tv, LUNCH_WIDTH)
    tv.clock.run_for(ACROSS)  # the slice after switches at the end of the item on screen
    _plays(tv, MORNING_WIDTH)
