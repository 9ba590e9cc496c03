"""Issue 25: several media files at once, and a new client's first-run checklist, in Chromium
at 1280 and 375 px."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import DESKTOP, PHONE, OpenBrowser
from tests.browser.steps import client_with_profile, log_in, pairing_code
from tests.support.demo_data import add_playlist, add_screen, upload_logo
from tests.support.media_files import MediaFiles, png_bytes
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

TOO_LARGE = "File size must be 10MB or less"
VIEWPORTS = pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1280", "375"])


def _upload_dialog(page: Page) -> Any:
    page.get_by_role("button", name="Upload files").click()
    return page.get_by_role("dialog", name="Upload files")


def _file_line(dialog: Any, file_name: str) -> Any:
    lines = dialog.get_by_role("list", name="Files").get_by_role("listitem")
    return lines.filter(has_text=file_name)


def _library(page: Page) -> Any:
    return page.get_by_role("list", name="Media files").get_by_role("listitem")


def _no_sideways_scroll(page: Page) -> None:
    width = page.evaluate("document.documentElement.scrollWidth")
    assert page.viewport_size is not None
    assert width <= page.viewport_size["width"], width


@VIEWPORTS
def test_three_files_at_once_land_but_the_one_too_big_which_says_so(
    open_browser: OpenBrowser, portal: Portal, media_files: MediaFiles, viewport: dict[str, int]
) -> None:
    page = open_browser(located=True, viewport=viewport)
    account, _ = client_with_profile(portal, "Ines")
    log_in(page, account.email, account.password)
    page.goto(portal.client_url("/dashboard/pages/medias"))
    dialog = _upload_dialog(page)
    files = [
        media_files.jpeg("storefront.jpg"),
        media_files.oversized("poster.jpg", 11),
        media_files.mp4("oven.mp4"),
    ]
    dialog.get_by_label("Choose files or drop them here").set_input_files(files)

    expect(_file_line(dialog, "poster.jpg")).to_contain_text(TOO_LARGE)
    expect(dialog.get_by_text("2 of 3 files uploaded, 1 failed.")).to_be_visible(timeout=30_000)
    for name in ("storefront.jpg", "oven.mp4"):
        bar = _file_line(dialog, name).get_by_role("progressbar")
        expect(bar).to_have_attribute("value", "100")
        expect(_file_line(dialog, name)).to_contain_text("Complete")
    _no_sideways_scroll(page)
    dialog.get_by_role("button", name="Close").click()
    expect(_library(page)).to_have_count(2)
    expect(_library(page).filter(has_text="storefront")).to_have_count(1)
    expect(_library(page).filter(has_text="oven")).to_have_count(1)


def _checklist(page: Page) -> Any:
    return page.get_by_role("list", name="Get started")


def _step(page: Page, name: str) -> Any:
    return _checklist(page).get_by_role("listitem").filter(has_text=name)


@VIEWPORTS
def test_a_new_clients_checklist_ticks_off_as_steps_are_done_and_then_goes_away(
    open_browser: OpenBrowser, portal: Portal, media_files: MediaFiles, viewport: dict[str, int]
) -> None:
    page = open_browser(located=True, viewport=viewport)
    account, client = client_with_profile(portal, "Pablo")
    log_in(page, account.email, account.password)
    expect(page.get_by_text("1 of 5 steps done.")).to_be_visible()
    expect(_step(page, "Complete your business profile")).to_contain_text("Done")
    _no_sideways_scroll(page)

    _checklist(page).get_by_role("link", name="Add your first media").click()
    dialog = _upload_dialog(page)
    dialog.get_by_label("Choose files or drop them here").set_input_files(
        [media_files.png("menu.png")]
    )
    expect(dialog.get_by_text("1 of 1 file uploaded.")).to_be_visible(timeout=30_000)
    dialog.get_by_role("button", name="Close").click()
    page.go_back()
    expect(_step(page, "Add your first media")).to_contain_text("Done")
    expect(page.get_by_text("2 of 5 steps done.")).to_be_visible()

    with portal.api(account.email, account.password) as api:
        upload_logo(api, client["id"], ("logo.png", png_bytes((300, 300), "gold"), "image/png"))
        media = api.get("/api/medias").json()["items"]
        playlist = add_playlist(api, "First loop", media, "Welcome")
    page.reload()
    expect(page.get_by_text("4 of 5 steps done.")).to_be_visible()
    expect(_step(page, "Pair your first TV")).to_contain_text("To do")

    tv = open_browser(viewport=DESKTOP)
    tv.goto(portal.client_url("/player"))
    code = pairing_code(tv).replace("-", "")
    with portal.api(account.email, account.password) as api:
        add_screen(api, "Counter", code, playlist["id"])
    page.reload()
    expect(page.get_by_role("heading", name="Medias by type")).to_be_visible()
    expect(page.get_by_role("heading", name="Get started")).to_have_count(0)
