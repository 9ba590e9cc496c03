"""Proof of play through an outage: a TV plays a three-picture loop, loses its portal for 30
minutes of its own clock, restarts three times meanwhile, and once the portal is back every
play it performed is in the client's Plays report, the API's and the CSV, none counted twice.

What the TV performed is counted on the TV, not on the server: a script in the page watches
the stage and counts each item that took the screen and left it while the page lived (an item
cut short by a restart is no play, as the player's rules say), per item of the playlist, in
the page's sessionStorage so the count outlives the reloads. The TV's clock is Playwright's,
moved one item at a time so every item is painted; the portal is really stopped (the player's
page comes from its service worker) and restarted on the same address.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from PIL import Image
from playwright.sync_api import Browser, Page, Response, expect
from tests.browser import tv_playing
from tests.browser.conftest import _FAILED, ACTION_TIMEOUT_MS, DESKTOP
from tests.browser.steps import client_with_profile, log_in, pairing_code
from tests.support.demo_data import add_playlist, add_screen, upload_media
from tests.support.portal import Portal, YouTubeStandIn, running_portal

pytestmark = pytest.mark.browser

SCREEN = "Shop window"
COLOURS = [(200, 40, 40), (40, 160, 60), (40, 60, 200)]
ITEM_SECONDS = 60
ITEM_MS = ITEM_SECONDS * 1000
OUTAGE = timedelta(minutes=30)
RESTARTS = 3
BACK_OFF_LIMIT = timedelta(minutes=5)
"""The player's longest wait between two failed sends of its plays."""
SEND_EVERY_MS = 15_000
"""How often the player sends its plays while all is well."""


@pytest.fixture
def tv(chromium: Browser, request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Page]:
    context = chromium.new_context(viewport=DESKTOP, locale="en-US", timezone_id="UTC")
    context.set_default_timeout(ACTION_TIMEOUT_MS)
    context.add_init_script(tv_playing.PLAYS_SEEN)
    page = context.new_page()
    yield page
    if request.node.stash.get(_FAILED, False):
        page.screenshot(path=tmp_path / "tv.png", full_page=True)
        print(f"failure screenshot: {tmp_path / 'tv.png'}")
    context.close()


def _picture(api, number: int):
    data = io.BytesIO()
    Image.new("RGB", (320, 200), COLOURS[number]).save(data, "PNG")
    fields = {"assetType": "image", "name": f"Picture {number + 1}", "description": ""}
    fields["duration"] = str(ITEM_SECONDS)
    files = {"file": (f"picture-{number + 1}.png", data.getvalue(), "image/png")}
    return upload_media(api, fields, files)


def _pair(portal: Portal, tv: Page) -> tuple[tuple[str, str], list[str]]:
    """A client adds the TV with a loop of three pictures; its sign-in and the media's ids."""
    account, _ = client_with_profile(portal, "Nora")
    tv.clock.install()
    tv.goto(portal.client_url("/player"))
    code = pairing_code(tv).replace("-", "")
    with portal.api(account.email, account.password) as api:
        pictures = [_picture(api, number) for number in range(len(COLOURS))]
        add_screen(api, SCREEN, code, add_playlist(api, "Loop", pictures, "Open")["id"])
    return (account.email, account.password), [picture["id"] for picture in pictures]


def _pictures_kept(tv: Page) -> None:
    """Plays rounds until every picture is shown from its IndexedDB copy."""
    blobs: set[str] = set()
    for _ in range(3 * len(COLOURS)):
        tv_playing.next_item(tv, ITEM_MS)
        shown = tv.locator('main [aria-hidden="false"] img')
        if (shown.get_attribute("src") or "").startswith("blob:"):
            blobs.add(shown.get_attribute("alt") or "")
    assert len(blobs) == len(COLOURS), f"pictures kept for offline: {blobs}"
    tv_playing.eventually(
        lambda: tv.evaluate("navigator.serviceWorker.controller !== null"),
        "no service worker took charge of the player",
    )


def _play_through_outage(tv: Page) -> None:
    """30 minutes of the TV's clock without the portal, restarting it three times."""
    end = tv_playing.tv_now(tv) + OUTAGE
    restart_every = OUTAGE / (RESTARTS + 1)
    next_restart, restarts = tv_playing.tv_now(tv) + restart_every, 0
    while tv_playing.tv_now(tv) < end:
        if restarts < RESTARTS and tv_playing.tv_now(tv) >= next_restart:
            tv_playing.restart_as_an_item_ends(tv, ITEM_MS)
            expect(tv.get_by_role("main", name=SCREEN)).to_be_visible()
            restarts, next_restart = restarts + 1, next_restart + restart_every
        else:
            tv_playing.next_item(tv, ITEM_MS)
    assert restarts == RESTARTS


def _sent_plays(answer: Response) -> bool:
    return answer.url.endswith("/api/player/plays") and answer.ok


def _outbox_emptied(tv: Page) -> None:
    """With the portal back, plays on until the TV sends its plays again; then one more send
    with no item ending meanwhile must leave its outbox empty. Its clock then stops, so
    nothing more is played while the report is read."""
    sent: list[Response] = []
    tv.on("response", lambda answer: sent.append(answer) if _sent_plays(answer) else None)
    end = tv_playing.tv_now(tv) + BACK_OFF_LIMIT + timedelta(seconds=ITEM_SECONDS)
    while not sent:
        assert tv_playing.tv_now(tv) < end, "the TV sent no plays after the portal came back"
        tv_playing.next_item(tv, ITEM_MS)
        tv.wait_for_timeout(300)  # real time: a send the clock started is answered
    for _ in range(3):  # items last 60 s: three sends 15 s apart end none of them
        with tv.expect_response(_sent_plays):
            tv.clock.fast_forward(SEND_EVERY_MS)
        tv.clock.pause_at(tv_playing.tv_now(tv) + timedelta(milliseconds=1))
        if tv.evaluate(tv_playing.OUTBOX_SIZE) == 0:
            return
        tv.clock.resume()
    raise AssertionError(f"plays still waiting on the TV: {tv.evaluate(tv_playing.OUTBOX_SIZE)}")


def _zone_and_day() -> tuple[str, str]:
    """A zone where now is far from midnight, so every play of the journey is on one day."""
    for zone in ("UTC", "Asia/Tokyo"):
        local = datetime.now(ZoneInfo(zone))
        if 3 <= local.hour < 21:
            return zone, local.date().isoformat()
    raise AssertionError("no zone found")


def _performed(tv: Page, media: list[str]) -> Counter[str]:
    seen = tv_playing.seen(tv)
    labels = [f"Item {number} of {len(media)}" for number in range(1, len(media) + 1)]
    assert set(seen) <= set(labels), f"counted slides of no picture: {seen}"
    return Counter({media_id: seen[label] for media_id, label in zip(media, labels, strict=True)})


def _report_counts(portal: Portal, sign_in: tuple[str, str], performed: Counter[str]) -> str:
    """GET /api/plays and its CSV for today count every play performed, once; the zone."""
    zone, day = _zone_and_day()
    query = {"from": day, "to": day, "tz": zone}
    with portal.api(*sign_in) as api:
        report = api.get("/api/plays", params=query).raise_for_status().json()
        csv_text = api.get("/api/plays/csv", params=query).raise_for_status().text
    assert report["total"] == performed.total(), report
    assert Counter({total["key"]: total["plays"] for total in report["byMedia"]}) == performed
    by_screen = [(total["name"], total["plays"]) for total in report["byScreen"]]
    assert by_screen == [(SCREEN, performed.total())]
    rows = list(csv.DictReader(io.StringIO(csv_text)))
    assert Counter({row["mediaId"]: int(row["plays"]) for row in rows}) == performed
    assert all(row["plays"] == row["completed"] for row in rows), rows
    return zone


def _plays_page_total(chromium: Browser, portal: Portal, sign_in: tuple[str, str], zone: str):
    """The total the client's Plays page shows (its last 7 days, in the browser's zone)."""
    context = chromium.new_context(base_url=portal.url, viewport=DESKTOP, timezone_id=zone)
    page = context.new_page()
    log_in(page, *sign_in)
    page.goto("/client/dashboard/pages/plays")
    expect(page.get_by_role("group", name=f"Days in {zone}")).to_be_visible()
    total = page.get_by_role("status").filter(has_text="plays in all").inner_text()
    context.close()
    return total


def test_no_play_is_lost_across_a_30_minute_outage_and_3_restarts(
    chromium: Browser, youtube: YouTubeStandIn, data_dir: Path, tv: Page
):
    with running_portal(data_dir, youtube.base_url) as portal:
        sign_in, media = _pair(portal, tv)
        _pictures_kept(tv)
    port = int(portal.url.rsplit(":", 1)[1])
    _play_through_outage(tv)

    with running_portal(data_dir, youtube.base_url, port=port) as portal:
        _outbox_emptied(tv)
        performed = _performed(tv, media)
        print(f"plays performed on the TV: {dict(performed)}")
        assert performed.total() >= OUTAGE / timedelta(seconds=ITEM_SECONDS)
        zone = _report_counts(portal, sign_in, performed)
        total = _plays_page_total(chromium, portal, sign_in, zone)
        assert total == f"{performed.total()} plays in all"
