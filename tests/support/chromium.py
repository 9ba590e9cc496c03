"""Debian's Chromium, driven by the PyPI `playwright` package (never `playwright install`)."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, Playwright

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
MISSING = (
    f"{CHROMIUM} is missing: the browser journeys need Debian's Chromium "
    "(apt-get install -y chromium; `nox -s tests` installs it)."
)


def launch_chromium(playwright: Playwright) -> Browser:
    if not CHROMIUM.exists():
        raise FileNotFoundError(MISSING)
    return playwright.chromium.launch(
        executable_path=str(CHROMIUM), args=list(CHROMIUM_ARGS), headless=True
    )
