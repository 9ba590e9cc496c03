"""A client reorders a playlist's media by dragging them with the mouse, with the keyboard and
with a finger, on a desktop and on a phone, and the saved order comes back after a reload."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import DESKTOP, PHONE, OpenBrowser
from tests.browser.steps import client_with_profile, log_in, toast
from tests.support.demo_data import add_image, add_playlist
from tests.support.media_files import jpeg_bytes, png_bytes
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

NAMES = ("Menu board", "Happy hour", "Specials")
TOUCH_HOLD_MS = 400  # longer than the builder's press-and-hold before a finger drags


def _playlist(portal: Portal, email: str, password: str) -> dict[str, Any]:
    with portal.api(email, password) as api:
        files = [("a.jpg", jpeg_bytes(), "image/jpeg"), ("b.png", png_bytes(), "image/png")]
        medias = [add_image(api, name, "", files[i % 2]) for i, name in enumerate(NAMES)]
        return add_playlist(api, "Lunch loop", medias, "Lunch specials")


def _rows(page: Page) -> Any:
    return page.get_by_role("list", name="Playlist media").get_by_role("listitem")


def _order(page: Page) -> Any:
    return _rows(page).locator("p[title]")


def _handle(page: Page, name: str) -> Any:
    return page.get_by_role("button", name=f"Reorder {name}")


def _centre(locator: Any) -> tuple[float, float]:
    box = locator.bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def _path(page: Page, name: str, onto: str) -> tuple[tuple[float, float], tuple[float, float]]:
    """From the centre of `name`'s handle to where it sits when its row covers `onto`'s row."""
    _handle(page, name).scroll_into_view_if_needed()
    x, y = _centre(_handle(page, name))
    rows = _rows(page)
    shift = _centre(rows.filter(has_text=onto))[1] - _centre(rows.filter(has_text=name))[1]
    return (x, y), (x, y + shift)


def _drag_with_mouse(page: Page, name: str, onto: str) -> None:
    (x, y), (_, to_y) = _path(page, name, onto)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x, y + (to_y - y) / 2, steps=8)
    page.mouse.move(x, to_y, steps=8)
    page.mouse.up()


def _drag_with_finger(page: Page, name: str, onto: str) -> None:
    """Real touch input through Chromium's input domain: press, hold, slide, lift."""
    (x, y), (_, to_y) = _path(page, name, onto)
    cdp = page.context.new_cdp_session(page)

    def touch(kind: str, points: list[dict[str, float]]) -> None:
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", [{"x": x, "y": y}])
    page.wait_for_timeout(TOUCH_HOLD_MS)
    for step in range(1, 13):
        touch("touchMove", [{"x": x, "y": y + (to_y - y) * step / 12}])
        page.wait_for_timeout(20)
    touch("touchEnd", [])
    cdp.detach()


def _move_with_keyboard(page: Page, name: str, key: str, heard: list[str]) -> None:
    """Space picks the item up, the arrow moves it, Space drops it: each step is announced.

    The arrow is pressed again while its move is not heard: right after the pick-up is
    announced, the rows may not be measured yet on a busy machine, and an arrow pressed before
    that moves nothing (as it moves nothing past the list's end, so a second press is harmless).
    """
    announced = page.locator('[id^="DndLiveRegion"]')
    _handle(page, name).focus()
    page.keyboard.press("Space")
    expect(announced).to_have_text(heard[0])
    for _attempt in range(5):
        page.keyboard.press(key)
        if _heard(announced, heard[1]):
            break
    expect(announced).to_have_text(heard[1])
    page.keyboard.press("Space")
    expect(announced).to_have_text(heard[2])


def _heard(announced: Any, sentence: str) -> bool:
    try:
        expect(announced).to_have_text(sentence, timeout=1_000)
    except AssertionError:
        return False
    return True


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_client_reorders_a_playlist_by_mouse_keyboard_and_touch_and_the_order_is_kept(
    open_browser: OpenBrowser, portal: Portal, viewport: dict[str, int]
) -> None:
    account, _client = client_with_profile(portal, "Lucia")
    playlist = _playlist(portal, account.email, account.password)
    page = open_browser(viewport=viewport, touch=True)
    log_in(page, account.email, account.password)
    page.goto(f"/client/dashboard/pages/editplaylist/{playlist['id']}")
    expect(_order(page)).to_have_text(list(NAMES))
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth"), "scrolls sideways"
    totals = page.get_by_text(re.compile("^3 items · Total duration"))
    totals_before = totals.inner_text()
    announced = page.locator('[id^="DndLiveRegion"]')

    _drag_with_mouse(page, "Menu board", onto="Specials")
    expect(_order(page)).to_have_text(["Happy hour", "Specials", "Menu board"])
    expect(announced).to_have_text("Menu board was dropped at position 3 of 3.")
    expect(_handle(page, "Menu board")).to_have_text(re.compile("^3"))

    heard = ["Picked up Specials. Position 2 of 3.", "Specials was moved into position 1 of 3."]
    heard.append("Specials was dropped at position 1 of 3.")
    _move_with_keyboard(page, "Specials", "ArrowUp", heard)
    expect(_order(page)).to_have_text(["Specials", "Happy hour", "Menu board"])

    _drag_with_finger(page, "Menu board", onto="Happy hour")
    expect(_order(page)).to_have_text(["Specials", "Menu board", "Happy hour"])
    expect(totals).to_have_text(totals_before)

    page.get_by_role("button", name="Save").click()
    expect(toast(page, "Playlist updated successfully")).to_be_visible()
    page.goto(f"/client/dashboard/pages/editplaylist/{playlist['id']}")
    expect(_order(page)).to_have_text(["Specials", "Menu board", "Happy hour"])
