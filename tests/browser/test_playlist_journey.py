"""Journey 3: a client builds a playlist from active media, with overlays, then edits and
switches it off."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import OpenBrowser
from tests.browser.steps import client_with_profile, go_to, heading, log_in, path_is, stat, toast
from tests.support.demo_data import add_image, add_youtube_link
from tests.support.media_files import jpeg_bytes, png_bytes
from tests.support.portal import DEMO_VIDEO, Portal

pytestmark = pytest.mark.browser


def _library(portal: Portal, email: str, password: str) -> dict[str, Any]:
    """Three active media and an inactive one, by name."""
    with portal.api(email, password) as api:
        medias = [
            add_image(api, "Menu board", "", ("menu.jpg", jpeg_bytes(), "image/jpeg")),
            add_image(api, "Happy hour", "", ("happy.png", png_bytes(), "image/png")),
            add_youtube_link(api, DEMO_VIDEO.title, DEMO_VIDEO.watch_url, 65),
            add_image(api, "Old poster", "", ("old.jpg", jpeg_bytes(), "image/jpeg")),
        ]
        api.put(f"/api/medias/{medias[-1]['id']}/status", json={"status": False}).raise_for_status()
    return {media["name"]: media for media in medias}


def _size(total: int) -> str:
    """The web app's size format: 1.5 MB, 320.0 KB, 12 B."""
    if total < 1024:
        return f"{total} B"
    return f"{total / 1024:.1f} KB" if total < 1024 * 1024 else f"{total / 1024 / 1024:.1f} MB"


def _list(page: Page, name: str) -> Any:
    return page.get_by_role("list", name=name)


def _row(page: Page, list_name: str, media_name: str) -> Any:
    return _list(page, list_name).get_by_role("listitem", name=media_name)


def _add(page: Page, media_name: str) -> None:
    _row(page, "Available media", media_name).get_by_role("button", name="Add to Playlist").click()
    expect(_row(page, "Playlist media", media_name)).to_be_visible()


def _build(page: Page, medias: dict[str, Any]) -> None:
    page.get_by_label("Playlist name").fill("Lunch loop")
    for name in ("Menu board", "Happy hour", DEMO_VIDEO.title):
        _add(page, name)
    _row(page, "Playlist media", "Happy hour").get_by_role("button", name="Remove").click()
    expect(_row(page, "Available media", "Happy hour")).to_be_visible()
    size = medias["Menu board"]["fileSize"] + 65 * 2048
    totals = f"2 items · Total duration: 1:15 · Total size: {_size(size)}"
    expect(page.get_by_text(totals)).to_be_visible()
    page.get_by_label("Show logo").check()
    page.get_by_label("Logo position").select_option(label="Bottom right")
    page.get_by_label("Show banner").check()
    page.get_by_label("Banner text").fill("Lunch specials until 3 pm")


def _card(page: Page) -> Any:
    return _list(page, "Playlists").get_by_role("listitem", name="Lunch loop")


def test_client_builds_saves_edits_and_switches_off_a_playlist_of_active_media(
    open_browser: OpenBrowser, portal: Portal
) -> None:
    account, _client = client_with_profile(portal, "Tomas")
    medias = _library(portal, account.email, account.password)
    page = open_browser(located=True)
    log_in(page, account.email, account.password)
    go_to(page, "Playlist")
    page.get_by_role("link", name="New Playlist").click()
    expect(heading(page, "Add Playlist")).to_be_visible()
    expect(_list(page, "Available media").get_by_role("listitem")).to_have_count(3)
    expect(page.get_by_text("Old poster")).to_have_count(0)

    _build(page, medias)
    page.get_by_role("button", name="Save").click()
    expect(toast(page, "Playlist created successfully")).to_be_visible()
    path_is(page, "/dashboard")
    expect(stat(page, "New playlists")).to_have_text("1")

    go_to(page, "Playlist")
    for label, value in (("Media", "2"), ("Duration", "1:15"), ("Logo", "Bottom right")):
        expect(_card(page).locator("div", has=page.get_by_text(label, exact=True))).to_contain_text(
            value
        )
    expect(_card(page)).to_contain_text("Lunch specials until 3 pm")

    _card(page).get_by_role("link", name="Edit Lunch loop").click()
    expect(_list(page, "Playlist media").get_by_role("listitem")).to_have_count(2)
    _add(page, "Happy hour")
    page.get_by_role("button", name="Save").click()
    expect(toast(page, "Playlist updated successfully")).to_be_visible()
    go_to(page, "Playlist")
    expect(_card(page)).to_contain_text("1:25")

    switch = _card(page).get_by_role("switch", name="Status of Lunch loop")
    switch.click()
    expect(toast(page, "Status updated successfully")).to_be_visible()
    expect(switch).to_have_attribute("aria-checked", "false")
    page.reload()
    expect(switch).to_have_attribute("aria-checked", "false")
