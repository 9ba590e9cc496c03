"""Screenshots of every main screen, for the README: `nox -s screenshots` (or
`python -m tests.browser.screenshots [folder]`, after `npm run build` in webapp/).

Starts the portal on a temporary data directory, adds demo data through the API (a client with
images, a video, a YouTube link, a playlist and a payment), and saves one PNG per screen at
1280x800 (login and dashboard also at 375 px wide) into docs/screenshots/. A TV (the player at
1280x720) is paired with the demo playlist: the player playing it, and the Screens page;
plays sent with its device token fill the Plays report.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

from PIL import Image
from playwright.sync_api import Browser, Page, expect, sync_playwright
from tests.browser.steps import pairing_code
from tests.support.chromium import launch_chromium
from tests.support.demo_data import Demo, add_playlist, add_screen, create_demo
from tests.support.media_files import jpeg_bytes
from tests.support.portal import DEMO_VIDEO, Portal, running_portal, youtube_stand_in
from tests.support.webapp_build import ensure_webapp_built

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 375, "height": 812}
TV = {"width": 1280, "height": 720}
TV_NAME = "Front window"
YOUTUBE_THUMBNAILS = "https://i.ytimg.com/**"
HERE = {"latitude": 40.7128, "longitude": -74.006, "accuracy": 25}


def _compressed(path: Path) -> None:
    """A 256-colour palette keeps a UI screenshot sharp at a fraction of the size."""
    with Image.open(path) as image:
        small = image.convert("RGB").quantize(colors=256, method=Image.Quantize.MEDIANCUT)
    small.save(path, optimize=True)


def _shoot(page: Page, out: Path, name: str, heading: str) -> None:
    expect(page.get_by_role("heading", name=heading, level=1)).to_be_visible(timeout=15_000)
    _save(page, out, name)


def _save(page: Page, out: Path, name: str) -> None:
    page.wait_for_load_state("networkidle")
    page.evaluate("document.fonts.ready")
    path = out / f"{name}.png"
    page.screenshot(path=path)
    _compressed(path)
    print(f"saved {path.relative_to(path.parents[2])}")


@contextmanager
def _signed_in(browser: Browser, portal: Portal, email: str, password: str) -> Iterator[Page]:
    context = browser.new_context(
        base_url=portal.url,
        viewport=DESKTOP,
        locale="en-US",
        timezone_id="UTC",
        geolocation=HERE,
        permissions=["geolocation"],
    )
    # YouTube's public thumbnails, as the offline portal cannot fetch them.
    thumbnail = jpeg_bytes((480, 360), "firebrick", DEMO_VIDEO.title)
    context.route(
        YOUTUBE_THUMBNAILS, lambda route: route.fulfill(body=thumbnail, content_type="image/jpeg")
    )
    page = context.new_page()
    page.goto("/client/login")
    page.get_by_label("Email", exact=True).fill(email)
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_role("button", name="Login", exact=True).click()
    expect(page).to_have_url(f"{portal.url}/client/dashboard")
    try:
        yield page
    finally:
        context.close()


def _visit(page: Page, out: Path, path: str, name: str, heading: str) -> None:
    page.goto(f"/client{path}")
    _shoot(page, out, name, heading)


def _anonymous_screens(browser: Browser, portal: Portal, out: Path) -> None:
    for viewport, suffix in ((DESKTOP, ""), (PHONE, "-phone")):
        context = browser.new_context(base_url=portal.url, viewport=viewport, locale="en-US")
        page = context.new_page()
        _visit(page, out, "/login", f"login{suffix}", "Login")
        if not suffix:
            _visit(page, out, "/register", "register", "Register")
        context.close()


def _client_screens(browser: Browser, portal: Portal, demo: Demo, out: Path) -> None:
    client_id, playlist_id = demo.client["id"], demo.playlist["id"]
    with _signed_in(browser, portal, demo.email, demo.password) as page:
        screens = (
            ("/dashboard", "dashboard", "Dashboard"),
            ("/dashboard/pages/medias", "media-library", "Media Library"),
            ("/dashboard/pages/playlist", "playlists", "Playlists"),
            (f"/dashboard/pages/editplaylist/{playlist_id}", "playlist-builder", "Edit Playlist"),
            ("/dashboard/pages/addvideos", "add-video", "Add Video"),
            ("/dashboard/pages/payments", "payments", "Payments"),
            ("/dashboard/pages/subscriptions", "subscriptions", "Subscriptions"),
            (f"/dashboard/pages/editclient/{client_id}", "business", "Business Information"),
        )
        for path, name, heading in screens:
            _visit(page, out, path, name, heading)
        page.set_viewport_size(PHONE)
        _visit(page, out, "/dashboard", "dashboard-phone", "Dashboard")
        page.set_viewport_size(DESKTOP)
        page.get_by_role("banner").get_by_label("Language").select_option(label="Español")
        _visit(page, out, "/dashboard/pages/medias", "media-library-es", "Biblioteca de medios")
        page.get_by_role("banner").get_by_label("Idioma").select_option(label="English")
        expect(page.get_by_role("heading", name="Media Library", level=1)).to_be_visible()


def _admin_screens(browser: Browser, portal: Portal, out: Path) -> None:
    with _signed_in(browser, portal, portal.admin_email, portal.admin_password) as page:
        _visit(page, out, "/dashboard/pages/users", "users", "Manage Users")
        _visit(page, out, "/dashboard/pages/adduser", "add-user", "Add User")
        _visit(page, out, "/dashboard/pages/clients", "clients", "Manage Clients")


# The banner runs right to left: stop it with its text starting a fifth of the way across.
FREEZE_TICKER = """text => {
    const animation = text.getAnimations()[0];
    const width = text.parentElement.clientWidth;
    const travel = text.offsetWidth;  // the left padding (one width) and the text
    animation.pause();
    animation.currentTime = (0.8 * width / travel) * animation.effect.getTiming().duration;
}"""


def _paired_tv(browser: Browser, portal: Portal, demo: Demo) -> Page:
    """A TV playing the demo playlist, added to the demo client's screens."""
    page = browser.new_context(base_url=portal.url, viewport=TV, locale="en-US").new_page()
    page.goto("/client/player")
    with portal.api(demo.email, demo.password) as api:
        add_screen(api, TV_NAME, pairing_code(page), demo.playlist["id"])
    stage = page.get_by_role("main", name=TV_NAME)
    for name in ("Item 1 of 3", "Logo"):
        picture = stage.get_by_role("img", name=name)
        expect(picture).to_be_visible(timeout=15_000)
        expect(picture).not_to_have_js_property("naturalWidth", 0)
    return page


def _tv_screens(browser: Browser, portal: Portal, demo: Demo, out: Path) -> None:
    tv = _paired_tv(browser, portal, demo)
    tv.get_by_role("marquee", name="Banner").get_by_role("paragraph").evaluate(FREEZE_TICKER)
    _save(tv, out, "player")
    with _signed_in(browser, portal, demo.email, demo.password) as page:
        _visit(page, out, "/dashboard/pages/screens", "screens", "Screens")
    _schedule_screens(browser, portal, demo, out)
    _plays_screen(browser, portal, demo, tv, out)
    tv.context.close()


MEALS = (("Breakfast menu", "07:00", "11:00"), ("Lunch menu", "11:00", "15:00"))
MEALS += (("Dinner menu", "18:00", "22:00"),)


def _schedule_screens(browser: Browser, portal: Portal, demo: Demo, out: Path) -> None:
    """The TV's week with breakfast, lunch and dinner menus every day (the demo loop in the
    gaps): the week view, what plays at a moment pointed at, and the day list on a phone."""
    with portal.api(demo.email, demo.password) as api:
        screen_id = api.get("/api/screens").json()["items"][0]["id"]
        for name, start, end in MEALS:
            playlist = add_playlist(api, name, demo.medias[:2], name)
            entry = {"targetKind": "screen", "targetId": screen_id, "playlistId": playlist["id"]}
            entry |= {"days": list(range(7)), "start": start, "end": end}
            api.post("/api/schedules", json=entry).raise_for_status()
    with _signed_in(browser, portal, demo.email, demo.password) as page:
        _visit(page, out, "/dashboard/schedule", "schedule", "Schedule")
        tuesday = page.get_by_role("group", name="Tuesday")
        tuesday.get_by_role("button", name="Lunch menu, Tuesday 11:00 to 15:00").hover()
        expect(page.get_by_role("status").filter(has_text="Tuesday")).to_be_visible()
        _save(page, out, "schedule-what-plays")
        page.set_viewport_size(PHONE)
        _visit(page, out, "/dashboard/schedule", "schedule-phone", "Schedule")


def _plays_screen(browser: Browser, portal: Portal, demo: Demo, tv: Page, out: Path) -> None:
    """A week of the demo loop's plays, sent as the TV sends them (its device token), then
    the client's Plays report."""
    token = tv.evaluate("localStorage.getItem('signagePlayer.deviceToken')")
    today = datetime.now(UTC).replace(hour=9, minute=0, second=0, microsecond=0)
    plays = [
        _demo_play(n, media["id"], demo.playlist["id"], today - timedelta(days=day, minutes=n))
        for day in range(7)
        for n, media in enumerate(demo.medias * (3 + day % 3))
    ]
    with portal.api() as api:
        for start in range(0, len(plays), 500):
            batch = [
                {**play, "sequence": start + i} for i, play in enumerate(plays[start : start + 500])
            ]
            headers = {"Authorization": f"Bearer {token}"}
            api.post("/api/player/plays", json={"plays": batch}, headers=headers).raise_for_status()
    with _signed_in(browser, portal, demo.email, demo.password) as page:
        _visit(page, out, "/dashboard/pages/plays", "plays", "Plays")


def _demo_play(n: int, media_id: str, playlist_id: str, at: datetime) -> dict[str, object]:
    return {
        "sequence": n, "mediaId": media_id, "playlistId": playlist_id,
        "startedAt": at.isoformat(), "endedAt": (at + timedelta(seconds=10)).isoformat(),
        "completed": True,
    }  # fmt: skip


def take_screenshots(out: Path) -> None:
    ensure_webapp_built()
    out.mkdir(parents=True, exist_ok=True)
    with (
        tempfile.TemporaryDirectory(prefix="signage-screens-") as tmp,
        youtube_stand_in() as youtube,
        running_portal(Path(tmp) / "data", youtube.base_url) as portal,
        sync_playwright() as playwright,
    ):
        demo = create_demo(portal)
        browser = launch_chromium(playwright)
        _anonymous_screens(browser, portal, out)
        _client_screens(browser, portal, demo, out)
        _tv_screens(browser, portal, demo, out)
        _admin_screens(browser, portal, out)
        browser.close()


if __name__ == "__main__":
    take_screenshots(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
