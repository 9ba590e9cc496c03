"""The embedded storage's download links, `{base}/{path}?expires=&signature=`: made with the
data directory's secret, proven by their query, and recognised only as they are written."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from urllib.parse import quote, unquote

from .blob_paths import check_object_path
from .blob_signing import parse_expires, sign, signature_is_valid

_QUERY = re.compile(r"expires=([^&]*)&signature=([^&]*)")


@dataclass(frozen=True, slots=True)
class SignedLink:
    """A link read back into its parts, not yet proven."""

    path: str
    expires: str
    signature: str


class LinkSigner:
    def __init__(self, secret: bytes, base_url: str) -> None:
        self._secret = secret
        self._base_url = base_url.rstrip("/")

    def link(self, path: str, expires: int) -> str:
        """The link to `path` that opens until `expires` (Unix seconds) included."""
        signature = sign(self._secret, path, expires)
        return f"{self._base_url}/{quote(path, safe='/')}?expires={expires}&signature={signature}"

    def holds(self, path: str, expires: str, signature: str, now: datetime) -> bool:
        """True when `signature` was made here for `path` and `expires` has not passed."""
        try:
            check_object_path(path)
        except ValueError:
            return False
        deadline = parse_expires(expires)
        if deadline is None or now.timestamp() > deadline:
            return False
        return signature_is_valid(self._secret, path, deadline, signature)

    def path_in(self, url: str) -> str:
        """The path in a link spelled as `link` spells links, expired or not ('' else)."""
        found = self.read(url)
        return found.path if found is not None else ""

    def read(self, url: str) -> SignedLink | None:
        """The parts of `url` when it is spelled exactly as `link` spells links (this base,
        the path quoted the same way, `expires` then `signature`, nothing else), else None."""
        base = f"{self._base_url}/"
        quoted, mark, query = url.removeprefix(base).partition("?")
        found = _QUERY.fullmatch(query)
        if not url.startswith(base) or not mark or found is None:
            return None
        path = _path_of(quoted)
        return None if path is None else SignedLink(path, found[1], found[2])


def _path_of(quoted: str) -> str | None:
    """The object path `quoted` spells, when `link` would spell that path the same way."""
    try:
        path = unquote(quoted, errors="strict")
    except UnicodeDecodeError:
        return None
    return path if path and quote(path, safe="/") == quoted else None
