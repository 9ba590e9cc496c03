"""Journey 2: a client fills the media library with images, a video and a YouTube link."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from tests.browser.conftest import OpenBrowser
from tests.browser.steps import client_with_profile, go_to, heading, log_in, stat, toast
from tests.support.media_files import MediaFiles
from tests.support.portal import DEMO_VIDEO, Portal

pytestmark = pytest.mark.browser

UPLOADED = "Media uploaded successfully"
LINK_ADDED = "YouTube link added successfully"
TOO_LARGE = "File size must be 10MB or less"
NOT_AN_IMAGE = "Only JPG and PNG images are allowed"
VIDEO_STAGES = (
    "Preparing", "Generating thumbnail", "Uploading", "Uploading thumbnail", "Saving record",
    "Complete",
)  # fmt: skip
# Preparing passes at once, a small thumbnail may travel with the video's last bytes, saving a
# record on loopback takes no time, and Complete closes the dialog (the toast then says so).
MAY_FLASH_BY = {"Preparing", "Uploading thumbnail", "Saving record", "Complete"}

# Records each upload stage the progress bar shows, in order, as the person sees them.
RECORD_STAGES = """
window.__stages = [];
new MutationObserver(() => {
  const bar = document.querySelector('[role=progressbar][aria-label="Upload progress"]');
  const stage = bar && bar.getAttribute('aria-valuetext').split(',')[0];
  if (stage && window.__stages[window.__stages.length - 1] !== stage) window.__stages.push(stage);
}).observe(document, {subtree: true, childList: true, attributes: true});
"""


def _media_form(page: Page) -> Any:
    page.get_by_role("button", name="Add Media").click()
    return page.get_by_role("dialog", name="Add Media")


def _add_file(page: Page, name: str, kind: str, file: Path) -> None:
    form = _media_form(page)
    form.get_by_label("Name").fill(name)
    form.get_by_label("Type").select_option(label=kind)
    form.get_by_label("File").set_input_files(file)
    form.get_by_role("button", name="Save").click()
    expect(toast(page, UPLOADED)).to_be_visible()
    expect(form).to_be_hidden()


def _add_youtube_link(page: Page) -> None:
    form = _media_form(page)
    form.get_by_label("Type").select_option(label="YouTube link")
    form.get_by_label("YouTube URL").fill(DEMO_VIDEO.watch_url)
    expect(form.get_by_label("Name")).to_have_value(DEMO_VIDEO.title)
    expect(form.get_by_label("Duration")).to_have_value("65")
    expect(form.get_by_role("img", name=f"Thumbnail of {DEMO_VIDEO.title}")).to_be_visible()
    form.get_by_role("button", name="Save").click()
    expect(toast(page, LINK_ADDED)).to_be_visible()


def _refused(page: Page, file: Path, message: str) -> None:
    form = _media_form(page)
    form.get_by_label("Name").fill(file.name)
    form.get_by_label("File").set_input_files(file)
    expect(form.get_by_text(message, exact=True)).to_be_visible()
    form.get_by_role("button", name="Save").click()
    expect(form.get_by_text(message, exact=True)).to_be_visible()
    form.get_by_role("button", name="Cancel").click()
    expect(form).to_be_hidden()


def _assert_stages_ran_to_complete(seen: list[str]) -> None:
    """The stages showed in the spec's order, thumbnail and upload at least."""
    assert [stage for stage in VIDEO_STAGES if stage in seen] == seen, seen
    assert set(VIDEO_STAGES) - MAY_FLASH_BY <= set(seen), seen


def _card(page: Page, name: str) -> Any:
    return page.get_by_role("list", name="Media files").get_by_role("listitem", name=name)


def test_client_builds_a_media_library_of_images_a_video_and_a_youtube_link(
    open_browser: OpenBrowser, portal: Portal, media_files: MediaFiles
) -> None:
    page = open_browser(located=True)
    account, _client = client_with_profile(portal, "Nadia")
    page.add_init_script(RECORD_STAGES)
    log_in(page, account.email, account.password)
    go_to(page, "Medias")
    expect(heading(page, "Media Library")).to_be_visible()

    _add_file(page, "Storefront", "Image", media_files.jpeg("storefront.jpg"))
    _add_file(page, "Opening hours", "Image", media_files.png("hours.png"))
    page.evaluate("window.__stages = []")
    _add_file(page, "Oven tour", "Video", media_files.mp4("oven.mp4"))
    _assert_stages_ran_to_complete(page.evaluate("window.__stages"))
    _add_youtube_link(page)

    _refused(page, media_files.oversized("huge.jpg", 12), TOO_LARGE)
    _refused(page, media_files.gif("animated.gif"), NOT_AN_IMAGE)

    library = page.get_by_role("list", name="Media files").get_by_role("listitem")
    expect(library).to_have_count(4)
    thumbnail = _card(page, "Oven tour").locator("img")  # decorative: alt=""
    expect(thumbnail).to_have_js_property("naturalWidth", 1280)
    expect(_card(page, DEMO_VIDEO.title)).to_contain_text("1:05")

    go_to(page, "Dashboard")
    for label, count in (("Images", "2"), ("Videos", "1"), ("YouTube", "1"), ("New medias", "4")):
        expect(stat(page, label)).to_have_text(count)
