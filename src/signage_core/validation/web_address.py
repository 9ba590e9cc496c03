"""Web addresses a user types (a client's website, a video's link and thumbnail).

Only http and https are addresses: `javascript:`, `data:`, `vbscript:` and every other scheme
are refused before anything is stored, whatever the entry point. A bare domain
("sunny.example", "www.sunny.example/menu") is what people type for a website and stays
accepted as it was before the rule; a browser opens it as https. The web app's
`lib/web-address.ts` is the same rule, run on the same shared cases.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from signage_core.validation.fields import Check

_LABEL = r"[\w-]+"
_REST = r"(?::[0-9]{1,5})?(?:[/?#]\S*)?"
"""An optional port, then a path, query or fragment."""
ABSOLUTE_ADDRESS = re.compile(
    rf"[hH][tT][tT][pP][sS]?://(?:[^\s/?#@]+@)?(?:{_LABEL}(?:\.{_LABEL})*|\[[0-9A-Fa-f:.]+\]){_REST}"
)
BARE_ADDRESS = re.compile(rf"{_LABEL}(?:\.{_LABEL})+{_REST}")
"""A host with at least one dot, no scheme."""


def is_web_address(value: str) -> bool:
    """An http(s) URL with a host, or a bare domain; never another scheme."""
    if not value.isprintable() or any(character.isspace() for character in value):
        return False
    pattern = ABSOLUTE_ADDRESS if "://" in value else BARE_ADDRESS
    return pattern.fullmatch(value) is not None


@dataclass(frozen=True, slots=True)
class WebAddress:
    """A non-empty value is a web address (`is_web_address`)."""

    message: str

    def __call__(self, value: str) -> str | None:
        return self.message if value and not is_web_address(value) else None


def web_address(message: str) -> Check:
    """A format check (passes on an empty value, like the others in `fields`)."""
    return WebAddress(message)
