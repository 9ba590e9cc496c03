"""Journey on SIGNAGE_BACKEND=firebase: a client signs in, uploads an image to the media
library (Cloud Storage emulator) and builds a playlist with it (Firestore emulator)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import expect
from tests.browser.conftest import OpenBrowser
from tests.browser.steps import client_with_profile, go_to, heading, log_in, toast
from tests.http.firebase.conftest import firebase_env
from tests.support.media_files import MediaFiles
from tests.support.paypal_stand_in import PayPalStandIn
from tests.support.portal import Portal, YouTubeStandIn, running_portal
from tests.support.webapp_build import ensure_webapp_built

pytestmark = pytest.mark.browser


@pytest.fixture
def portal(
    emulators: object, tmp_path: Path, youtube: YouTubeStandIn, paypal: PayPalStandIn
) -> Iterator[Portal]:
    ensure_webapp_built()
    data_dir = tmp_path / "data"
    env = firebase_env(emulators, data_dir) | paypal.env()
    with running_portal(data_dir, youtube.base_url, env) as running:
        yield running


def test_client_uploads_an_image_and_builds_a_playlist_on_firebase(
    open_browser: OpenBrowser, portal: Portal, media_files: MediaFiles
) -> None:
    """`portal` here is the Firebase one (this module's fixture), for `open_browser` too."""
    account, _client = client_with_profile(portal, "Fiona")
    page = open_browser(located=True)
    log_in(page, account.email, account.password)

    go_to(page, "Medias")
    expect(heading(page, "Media Library")).to_be_visible()
    page.get_by_role("button", name="Add Media").click()
    form = page.get_by_role("dialog", name="Add Media")
    form.get_by_label("Name").fill("Storefront")
    form.get_by_label("File").set_input_files(media_files.jpeg("storefront.jpg"))
    form.get_by_role("button", name="Save").click()
    expect(toast(page, "Media uploaded successfully")).to_be_visible()
    card = page.get_by_role("list", name="Media files").get_by_role("listitem", name="Storefront")
    expect(card.locator("img")).to_have_js_property("complete", True)
    assert card.locator("img").evaluate("img => img.naturalWidth") > 0

    go_to(page, "Playlist")
    page.get_by_role("link", name="New Playlist").click()
    page.get_by_label("Playlist name").fill("Window loop")
    available = page.get_by_role("list", name="Available media")
    available.get_by_role("listitem", name="Storefront").get_by_role(
        "button", name="Add to Playlist"
    ).click()
    page.get_by_role("button", name="Save").click()
    expect(toast(page, "Playlist created successfully")).to_be_visible()
    go_to(page, "Playlist")
    playlists = page.get_by_role("list", name="Playlists")
    expect(playlists.get_by_role("listitem", name="Window loop")).to_be_visible()
