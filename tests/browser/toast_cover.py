"""Whether the toasts on screen cover an element: the boxes of every toast against a target's."""

from __future__ import annotations

import time

from playwright.sync_api import Locator, Page


def box(locator: Locator) -> dict[str, float]:
    found = locator.bounding_box()
    assert found is not None, locator
    return found


def overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    apart_x = a["x"] + a["width"] <= b["x"] or b["x"] + b["width"] <= a["x"]
    apart_y = a["y"] + a["height"] <= b["y"] or b["y"] + b["height"] <= a["y"]
    return not (apart_x or apart_y)


def toast_boxes(page: Page) -> list[dict[str, float]]:
    """The boxes of the toasts on screen, read at once (a toast may close meanwhile)."""
    boxes: list[dict[str, float]] = page.locator("[data-toasts] [data-kind]").evaluate_all(
        "toasts => toasts.map(t => { const r = t.getBoundingClientRect();"
        " return { x: r.x, y: r.y, width: r.width, height: r.height }; })"
    )
    return boxes


def covered(page: Page, targets: list[Locator]) -> list[str]:
    """The visible targets some toast overlaps (none when the toasts leave them all free)."""
    boxes = toast_boxes(page)
    return [
        str(target)
        for target in targets
        if target.is_visible() and any(overlap(toast, box(target)) for toast in boxes)
    ]


def covered_after_settling(page: Page, targets: list[Locator], seconds: float = 2) -> list[str]:
    """The targets still covered once the page had `seconds` to make room (it does so on the
    frame after a toast appears); none as soon as none is covered."""
    deadline = time.monotonic() + seconds
    while (found := covered(page, targets)) and time.monotonic() < deadline:
        page.wait_for_timeout(100)
    return found


def in_viewport(page: Page, target: Locator) -> bool:
    """The whole target shows inside the viewport (not scrolled above or below it)."""
    size = page.viewport_size
    assert size is not None
    found = box(target)
    return found["y"] >= 0 and found["y"] + found["height"] <= size["height"]
