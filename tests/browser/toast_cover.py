"""Whether the toasts on screen cover an element: the boxes of every toast against a target's."""

from __future__ import annotations

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
    toasts = page.locator("[data-toasts] [data-kind]")
    return [box(toasts.nth(i)) for i in range(toasts.count())]


def covered(page: Page, targets: list[Locator]) -> list[str]:
    """The visible targets some toast overlaps (none when the toasts leave them all free)."""
    boxes = toast_boxes(page)
    return [
        str(target)
        for target in targets
        if target.is_visible() and any(overlap(toast, box(target)) for toast in boxes)
    ]


def in_viewport(page: Page, target: Locator) -> bool:
    """The whole target shows inside the viewport (not scrolled above or below it)."""
    size = page.viewport_size
    assert size is not None
    found = box(target)
    return found["y"] >= 0 and found["y"] + found["height"] <= size["height"]
