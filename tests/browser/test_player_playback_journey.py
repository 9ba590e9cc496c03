"""What a TV shows between items and when an item cannot play, sampled from the screen.

A loop of full-screen solid-colour pictures and videos: the centre of the screen is captured
again and again (small screenshots, each a real composited frame) across several transitions,
and every sample must be one of the playlist's colours: never black, white or an error page.
With YouTube unreachable and a video file missing, those items are skipped within 2 s and
nothing of them shows; the TV reports the skips and the Screens page warns of both.
"""

from __future__ import annotations

import io
import itertools
import re
import time
from collections.abc import Iterator

import pytest
from PIL import Image, ImageStat
from playwright.sync_api import Page, expect
from signage_http.demo.tiny_mp4 import tiny_mp4
from tests.browser.conftest import DESKTOP, OpenBrowser
from tests.browser.steps import Account, client_with_profile, go_to, log_in, pairing_code
from tests.support.demo_data import add_screen, add_youtube_link, upload_media
from tests.support.portal import Portal

pytestmark = pytest.mark.browser

RGB = tuple[int, int, int]
RED, BLUE, GREEN, MAGENTA = (255, 0, 0), (0, 0, 255), (0, 255, 0), (255, 0, 255)
VIDEO_COLOURS: dict[RGB, tuple[int, int, int]] = {GREEN: (145, 54, 34), MAGENTA: (106, 202, 222)}
"""The videos' colours and their Y, Cb, Cr (BT.601)."""
ITEM_SECONDS = 2
NEAR = 100
"""How far (RGB distance) a sample may be from its colour: scaling and colour conversion."""
SKIP_LIMIT_S = 2.0
BROKEN_MP4 = b"\x00\x00\x00\x18ftypisom\x00\x00\x02\x00isomiso2" + bytes(range(256)) * 40
"""A file that starts like an MP4 and decodes as nothing: the video element reports an error."""
YOUTUBE = re.compile(r"youtube|ytimg|googlevideo")
HIDDEN_FRAMES = """() => [...document.querySelectorAll('iframe, video')].filter((el) => {
  for (let node = el; node; node = node.parentElement) {
    if (getComputedStyle(node).opacity === '0') return false;
  }
  return el.tagName === 'IFRAME' || el.error !== null;
}).length"""
"""How many YouTube embeds, or videos with an error, are visible (each is a failure)."""


def _picture(api, name: str, colour: RGB):
    data = io.BytesIO()
    Image.new("RGB", (160, 100), colour).save(data, "PNG")
    fields = {"assetType": "image", "name": name, "description": "", "duration": str(ITEM_SECONDS)}
    return upload_media(api, fields, {"file": (f"{name}.png", data.getvalue(), "image/png")})


def _video(api, name: str, colour: RGB, broken: bytes = b""):
    clip = broken or tiny_mp4(
        frames=ITEM_SECONDS * 10, fps=10, width=160, height=96, solid=VIDEO_COLOURS[colour]
    )
    thumbnail = io.BytesIO()
    Image.new("RGB", (160, 96), colour).save(thumbnail, "JPEG")
    fields = {"assetType": "video", "name": name, "description": "", "duration": str(ITEM_SECONDS)}
    files = {
        "file": (f"{name}.mp4", clip, "video/mp4"),
        "thumbnail": ("t.jpg", thumbnail.getvalue(), "image/jpeg"),
    }
    return upload_media(api, fields, files)


def _play_on_tv(portal: Portal, tv: Page, build) -> Account:
    """A client adds the TV showing its pairing code, with the playlist `build(api)` makes;
    the client's account."""
    account, _ = client_with_profile(portal, "Pia")
    tv.goto(portal.client_url("/player"))
    code = pairing_code(tv).replace("-", "")
    with portal.api(account.email, account.password) as api:
        form = {"playlistName": "Colours", "mediaIds": [media["id"] for media in build(api)]}
        answer = api.post("/api/playlists", json={**form, "showLogo": False, "showBanner": False})
        answer.raise_for_status()
        add_screen(api, "Shop window", code, answer.json()["id"])
    return account


def _centre_colour(tv: Page) -> RGB:
    x, y = DESKTOP["width"] // 2 - 4, DESKTOP["height"] // 2 - 4
    shot = Image.open(io.BytesIO(tv.screenshot(clip={"x": x, "y": y, "width": 8, "height": 8})))
    red, green, blue = ImageStat.Stat(shot.convert("RGB")).mean
    return round(red), round(green), round(blue)


def _named(sample: RGB, colours: list[RGB]) -> RGB | None:
    def distance(colour: RGB) -> float:
        return sum((a - b) ** 2 for a, b in zip(sample, colour, strict=True)) ** 0.5

    nearest = min(colours, key=distance)
    return nearest if distance(nearest) <= NEAR else None


def _samples(tv: Page, seconds: float, check_frames: bool = False) -> Iterator[tuple[float, RGB]]:
    start = time.monotonic()
    while (now := time.monotonic() - start) < seconds:
        if check_frames:
            assert tv.evaluate(HIDDEN_FRAMES) == 0, (
                f"a broken embed or video was visible at {now:.2f} s"
            )
        yield now, _centre_colour(tv)


def _runs(samples: list[tuple[float, RGB | None]]) -> list[tuple[RGB | None, float, float]]:
    """Consecutive samples of one colour: (colour, first seen, last seen)."""
    runs: list[tuple[RGB | None, float, float]] = []
    for at, colour in samples:
        if runs and runs[-1][0] == colour:
            runs[-1] = (colour, runs[-1][1], at)
        else:
            runs.append((colour, at, at))
    return runs


def _wait_until_playing(tv: Page, count: int) -> None:
    stage = tv.get_by_role("main", name="Shop window")
    expect(stage.get_by_role("img", name=f"Item 1 of {count}")).to_be_visible(timeout=20_000)


def _sampled(tv: Page, colours: list[RGB], seconds: float, check_frames: bool = False):
    """The runs of colours seen, and the samples that were none of `colours`."""
    raw = list(_samples(tv, seconds, check_frames))
    named = [(at, _named(rgb, colours)) for at, rgb in raw]
    strangers = [(round(at, 2), rgb) for at, rgb in raw if not _named(rgb, colours)]
    runs = _runs(named)
    print(f"{len(raw)} samples, runs: {[(c, round(a, 2), round(b, 2)) for c, a, b in runs]}")
    return runs, strangers


def test_a_loop_of_pictures_and_videos_never_shows_a_black_or_blank_frame(
    open_browser: OpenBrowser, portal: Portal
):
    tv = open_browser()
    order = [RED, GREEN, BLUE, MAGENTA]

    def build(api):
        pictures = [_picture(api, "red", RED), _picture(api, "blue", BLUE)]
        videos = [_video(api, "green", GREEN), _video(api, "magenta", MAGENTA)]
        return [pictures[0], videos[0], pictures[1], videos[1]]

    _play_on_tv(portal, tv, build)
    _wait_until_playing(tv, 4)
    runs, strangers = _sampled(tv, order, 4 * ITEM_SECONDS * 2 + 1)
    assert strangers == [], f"frames that are none of the playlist's colours: {strangers}"
    seen = [colour for colour, _, _ in runs]
    assert len(seen) >= 6, f"too few transitions sampled: {seen}"
    for before, after in itertools.pairwise(seen):
        assert order.index(after) == (order.index(before) + 1) % len(order), f"out of order: {seen}"


def test_youtube_unreachable_and_a_broken_video_are_skipped_without_showing(
    open_browser: OpenBrowser, portal: Portal
):
    tv = open_browser()
    tv.context.route(YOUTUBE, lambda route: route.abort())

    def build(api):
        video = _video(api, "broken", GREEN, BROKEN_MP4)
        clip = add_youtube_link(api, "Clip", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", 30)
        return [_picture(api, "red", RED), clip, video, _picture(api, "blue", BLUE)]

    account = _play_on_tv(portal, tv, build)
    _wait_until_playing(tv, 4)
    seconds = 4 * ITEM_SECONDS + 2 * SKIP_LIMIT_S + 2
    runs, strangers = _sampled(tv, [RED, BLUE], seconds, check_frames=True)
    assert strangers == [], f"frames that are neither picture: {strangers}"
    assert [c for c, _, _ in runs][:3] in ([RED, BLUE, RED], [BLUE, RED, BLUE])
    red_runs = [last - first for colour, first, last in runs[1:-1] if colour == RED]
    assert red_runs, f"no whole round of the red picture: {runs}"
    assert max(red_runs) <= ITEM_SECONDS + SKIP_LIMIT_S, f"the skips took too long: {runs}"
    _screens_page_warns(open_browser(located=True), account, ["Clip", "broken"])


def _screens_page_warns(page: Page, account: Account, names: list[str]) -> None:
    """The client's Screens page warns that the TV can't play each of `names`."""
    log_in(page, account.email, account.password)
    go_to(page, "Screens")
    row = page.get_by_role("row").filter(has=page.get_by_role("rowheader", name="Shop window"))
    deadline = time.monotonic() + 30
    while not all(f"Can't play: {n} (" in row.inner_text() for n in names):
        assert time.monotonic() < deadline, f"no skip warning: {row.inner_text()}"
        page.wait_for_timeout(2_000)
        page.reload()
        expect(row).to_be_visible()
    for name in names:
        warning = re.compile(rf"^Can't play: {name} \(.+\), (once|\d+ times)$")
        expect(row.get_by_text(warning)).to_be_visible()
