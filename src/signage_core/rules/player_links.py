"""The links a screen's manifest hands its player (docs/decisions.md, "Manifest links"):
`{base}/{screen id}/{object path}?expires=&signature=`, an HMAC-SHA256 over the screen, the
path and the deadline. The deadline is the start of the window the moment falls in plus the
life (windows of half the life, from the Unix epoch), so every poll within a window gets the
same link (the manifest's ETag stays) and a link opens between half its life and its life."""

from __future__ import annotations

import hashlib
import hmac
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from urllib.parse import quote

_EXPIRES = re.compile(r"[1-9][0-9]{0,11}")
"""A deadline as links are written: canonical ASCII decimal seconds, at most 12 digits."""
_SIGNATURE = re.compile(r"[0-9a-f]{64}")


def link_deadline(now: datetime, life: timedelta) -> int:
    """When a link handed out at `now` stops opening (Unix seconds)."""
    window = max(int(life.total_seconds()) // 2, 1)
    start = int(now.timestamp()) // window * window
    return start + int(life.total_seconds())


@dataclass(frozen=True, slots=True)
class PlayerLinks:
    """Makes and proves the links of one portal: its key, where they are served, their life."""

    key: bytes
    base_url: str
    life: timedelta

    def deadline(self, now: datetime) -> int:
        """The deadline of the links handed out at `now` (the same all through a window)."""
        return link_deadline(now, self.life)

    def link(self, screen_id: str, path: str, now: datetime) -> str:
        expires = link_deadline(now, self.life)
        signature = self._sign(screen_id, path, expires)
        where = f"{self.base_url.rstrip('/')}/{quote(screen_id, safe='')}/{quote(path, safe='/')}"
        return f"{where}?expires={expires}&signature={signature}"

    def holds(self, screen_id: str, path: str, query: Mapping[str, str], now: datetime) -> bool:
        """True when `query` is exactly the proof `link` wrote and its deadline has not passed."""
        expires, signature = query.get("expires", ""), query.get("signature", "")
        if set(query) != {"expires", "signature"} or not _EXPIRES.fullmatch(expires):
            return False
        if now.timestamp() > int(expires) or not _SIGNATURE.fullmatch(signature):
            return False
        return hmac.compare_digest(self._sign(screen_id, path, int(expires)), signature)

    def _sign(self, screen_id: str, path: str, expires: int) -> str:
        message = f"{screen_id}\n{path}\n{expires}".encode()
        return hmac.new(self.key, message, hashlib.sha256).hexdigest()
