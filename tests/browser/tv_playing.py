"""A TV's player watched from inside its page, its clock moved one item at a time.

`PLAYS_SEEN` (an init script) counts the plays the TV performed from what its screen showed,
independently of the player's own records; the helpers move Playwright's clock so every item
is painted, and restart the page the moment a play has ended (its outbox write under way).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime

from playwright.sync_api import Page
from tests.browser.conftest import ACTION_TIMEOUT_MS

WAIT_S = ACTION_TIMEOUT_MS / 1000

PLAYS_SEEN = """(() => {
  const KEY = 'journey.playsSeen';
  const onScreen = new Set();
  const count = (slide) => {
    const label = slide.querySelector('img')?.getAttribute('alt') ?? '?';
    const seen = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    seen[label] = (seen[label] ?? 0) + 1;
    sessionStorage.setItem(KEY, JSON.stringify(seen));
    if (sessionStorage.getItem('journey.restartAtNextEnd')) {
      sessionStorage.removeItem('journey.restartAtNextEnd');
      location.reload();
    }
  };
  const look = () => {
    const shown = document.querySelectorAll('main [aria-hidden="false"]');
    for (const slide of shown) onScreen.add(slide);
    for (const slide of onScreen) {
      if (!slide.isConnected) { onScreen.delete(slide); count(slide); }
    }
  };
  new MutationObserver(look).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'],
  });
})();"""
"""Counts each slide that was on screen (`aria-hidden="false"`) once it has left the screen
(the next item is painted over it and it is removed) while the page lives, keyed by its
label ("Item 2 of 3"). A reload removes nothing: the item it cuts short is not counted.
Once armed (`journey.restartAtNextEnd`), it restarts the page the moment it counts a play,
while the player's write of that play to its outbox may still be under way."""

A_FEW_FRAMES = """() => new Promise((done) => {
  requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)));
})"""
"""Frames drawn since the shown item took the screen: the player counts an item as shown
once it is painted (two frames on), as a real screen does many times within an item."""

OUTBOX_SIZE = """() => new Promise((resolve, reject) => {
  const open = indexedDB.open('signage-plays');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const count = open.result.transaction('plays').objectStore('plays').count();
    count.onsuccess = () => { open.result.close(); resolve(count.result); };
  };
})"""


def eventually(check: Callable[[], bool], what: str, seconds: float = WAIT_S) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, what
        time.sleep(0.1)


def seen(tv: Page) -> Counter[str]:
    return Counter(tv.evaluate("JSON.parse(sessionStorage.getItem('journey.playsSeen') ?? '{}')"))


def ready_to_move_on(tv: Page) -> bool:
    """An item is on screen and the next one is decoded out of sight."""
    return tv.evaluate("""() => {
      const shown = document.querySelector('main [aria-hidden="false"] img');
      const next = document.querySelector('main [aria-hidden="true"].opacity-0 img');
      return Boolean(shown?.complete && next?.complete && next.naturalWidth > 0);
    }""")


def painted_with_next_ready(tv: Page) -> None:
    eventually(lambda: ready_to_move_on(tv), "the TV is not playing with its next item ready")
    tv.evaluate(A_FEW_FRAMES)


def next_item(tv: Page, item_ms: int) -> None:
    """Moves the TV's clock by one item and waits until the next item took the screen."""
    painted_with_next_ready(tv)
    before = sum(seen(tv).values())
    tv.clock.fast_forward(item_ms)
    eventually(lambda: sum(seen(tv).values()) > before, "the shown item never ended")


def tv_now(tv: Page) -> datetime:
    return datetime.fromtimestamp(tv.evaluate("Date.now()") / 1000, UTC)


def restart_as_an_item_ends(tv: Page, item_ms: int) -> None:
    """The page restarts (without its portal) the moment the shown item's play is over."""
    painted_with_next_ready(tv)
    tv.evaluate("sessionStorage.setItem('journey.restartAtNextEnd', '1')")
    with tv.expect_event("load"):
        tv.clock.fast_forward(item_ms)
