"""Browser journeys: Debian's Chromium against the real portal (`signage serve`).

One portal, one YouTube stand-in and one Chromium serve the whole package (they stop after
its last test); each journey opens fresh browser contexts and creates its own users and
clients, so journeys do not depend on each other.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect, sync_playwright
from tests.support.cache_verification import STALE, VERIFY_CACHES, verification_env
from tests.support.chromium import CHROMIUM, MISSING, launch_chromium
from tests.support.media_files import MediaFiles
from tests.support.paypal_stand_in import PayPalStandIn, paypal_stand_in
from tests.support.portal import Portal, YouTubeStandIn, running_portal, youtube_stand_in
from tests.support.webapp_build import WebappBuildError, ensure_webapp_built

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 375, "height": 812}
HERE = {"latitude": 40.7128, "longitude": -74.006, "accuracy": 25}

ACTION_TIMEOUT_MS = 10_000
expect.set_options(timeout=ACTION_TIMEOUT_MS)

OpenBrowser = Callable[..., Page]


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    if report.when == "call":
        item.stash[_FAILED] = report.failed
    return report


_FAILED = pytest.StashKey[bool]()


@pytest.fixture(scope="package")
def chromium() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.fail(MISSING, pytrace=False)
    with sync_playwright() as playwright:
        browser = launch_chromium(playwright)
        yield browser
        browser.close()


@pytest.fixture(scope="package")
def youtube() -> Iterator[YouTubeStandIn]:
    with youtube_stand_in() as stand_in:
        yield stand_in


@pytest.fixture(scope="package")
def paypal() -> Iterator[PayPalStandIn]:
    with paypal_stand_in() as stand_in:
        yield stand_in


@pytest.fixture(scope="package")
def portal(
    request: pytest.FixtureRequest,
    tmp_path_factory: pytest.TempPathFactory,
    youtube: YouTubeStandIn,
    paypal: PayPalStandIn,
) -> Iterator[Portal]:
    _webapp_built()
    data_dir = tmp_path_factory.mktemp("portal") / "data"
    env = {**paypal.env(), **verification_env(request.config)}
    with running_portal(data_dir, youtube.base_url, env) as running:
        yield running
    if env.get(VERIFY_CACHES):
        stale = [line for line in running.log_path.read_text().splitlines() if STALE in line]
        assert stale == [], "the portal served a stale cache:\n" + "\n".join(stale)


def _webapp_built() -> None:
    """The web app the portals serve, built if its sources changed (a failed build fails)."""
    try:
        ensure_webapp_built()
    except WebappBuildError as error:
        pytest.fail(str(error), pytrace=False)


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    """A data directory for a portal the test starts (and stops) itself."""
    _webapp_built()
    return tmp_path / "data"


def _save_failure_shots(folder: Path, pages: list[Page]) -> None:
    """What each browser of a failed journey showed last, beside the server's log."""
    for number, page in enumerate(pages):
        if not page.is_closed():
            path = folder / f"browser-{number}.png"
            page.screenshot(path=path, full_page=True)
            print(f"failure screenshot: {path}")


@pytest.fixture
def open_browser(
    chromium: Browser, portal: Portal, request: pytest.FixtureRequest, tmp_path: Path
) -> Iterator[OpenBrowser]:
    """`open_browser(located=True, viewport=PHONE, touch=True)`: a page in a new browser context
    (its own cookies and storage), with the position shared or refused, and a touch screen."""
    if portal.process is not None and portal.process.poll() is not None:
        pytest.fail(portal.state(), pytrace=False)
    pages: list[Page] = []

    def _open(
        *, located: bool = False, viewport: dict[str, int] = DESKTOP, touch: bool = False
    ) -> Page:
        options: dict[str, Any] = {"base_url": portal.url, "viewport": viewport}
        options |= {"has_touch": touch}
        options |= {"locale": "en-US", "timezone_id": "UTC"}
        if located:
            options |= {"geolocation": HERE, "permissions": ["geolocation"]}
        context = chromium.new_context(**options)
        context.set_default_timeout(ACTION_TIMEOUT_MS)
        pages.append(context.new_page())
        return pages[-1]

    yield _open
    if request.node.stash.get(_FAILED, False):
        print(f"server log: {portal.log_path}\n{portal.state()}")
        _save_failure_shots(tmp_path, pages)
    for page in pages:
        page.context.close()


@pytest.fixture
def media_files(tmp_path: Path) -> MediaFiles:
    return MediaFiles(tmp_path / "media")
