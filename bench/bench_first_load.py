"""What Chromium downloads to show /client/login with an empty cache, from a real server.

Opens the login screen three times in Debian's Chromium, each in a fresh context, asking for
brotli (what Chromium asks by default), for gzip only, and for no compression (the baseline of
the same run), and sums the response bodies as sent (HTML, JS, CSS). Needs the built web app
(`cd webapp && npm run build`). Goal: <= 100 KB gzipped.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from playwright.sync_api import Browser, Request, sync_playwright
from signage_http.wiring.settings import STATIC_DIR
from tests.support.chromium import launch_chromium

from bench.bench_api import _free_port, serve
from bench.bench_startup import answers

ENCODINGS = {"br (Chromium's default)": None, "gzip": "gzip", "identity": "identity"}


def _wait_ready(port: int) -> None:
    deadline = time.monotonic() + 60
    while not answers(port):
        if time.monotonic() > deadline:
            raise RuntimeError("the server did not start")
        time.sleep(0.05)


def _first_load(browser: Browser, port: int, accept: str | None) -> dict[str, int]:
    """Encoded body bytes of every response of the login screen's first load, by URL."""
    headers = {"Accept-Encoding": accept} if accept else {}
    context = browser.new_context(extra_http_headers=headers)
    sizes: dict[str, int] = {}

    def finished(request: Request) -> None:
        sizes[request.url.split("/client/")[-1]] = request.sizes()["responseBodySize"]

    page = context.new_page()
    page.on("requestfinished", finished)
    page.goto(f"http://127.0.0.1:{port}/client/login")
    page.get_by_role("heading", name="Login").wait_for()
    page.wait_for_load_state("networkidle")
    context.close()
    return {url: size for url, size in sizes.items() if not url.startswith("http")}


def run() -> None:
    if not (STATIC_DIR / "index.html").is_file():
        print(f"no web app in {STATIC_DIR}: build it first (cd webapp && npm run build)")
        return
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        port = _free_port()
        server = serve(Path(tmp) / "data", port)
        browser = launch_chromium(playwright)
        try:
            _wait_ready(port)
            loads = {name: _first_load(browser, port, accept) for name, accept in ENCODINGS.items()}
        finally:
            browser.close()
            server.terminate()
            server.wait(timeout=10)
    baseline = sum(loads["identity"].values())
    for name, sizes in loads.items():
        total = sum(sizes.values())
        print(f"{name:24} {total / 1024:7.2f} KB in {len(sizes)} responses "
              f"({total / baseline:.2f}x uncompressed)")  # fmt: skip
    for url, size in sorted(loads["gzip"].items()):
        print(f"  gzip  {size / 1024:7.2f} KB  {url}")
