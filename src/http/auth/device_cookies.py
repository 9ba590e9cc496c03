"""Device cookies (OWASP, 'Slow down online guessing attacks with device cookies').

A browser that signed in to an account carries an entry signed for that account in the
`signage_device` cookie; `Login` and `RequestPasswordReset` then count its attempts per
device instead of holding it with unknown browsers (`signage_core.usecases.shared.throttle`). An
entry is `nonce.issued.signature`: 16 random bytes in hex (the device's id), the issue time
in whole seconds, and the HMAC-SHA256 of both and the folded email, with a key derived from
the app's key; no email is in it. One cookie keeps the entries of the last MAX_ACCOUNTS
accounts signed in from the browser (a shop's shared computer). An entry older than
DEVICE_LIFETIME, more than CLOCK_SKEW in the future (another instance's clock), or signed
for another email gives nothing.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from datetime import timedelta

from litestar.datastructures import Cookie
from litestar.types import Scope
from signage_http.request_path.asgi_headers import cookie_value

from signage_core.ports.clock import Clock

DEVICE_COOKIE = "signage_device"
DEVICE_COOKIE_PATH = "/api/auth"
"""Only the sign-in and reset routes read it."""
DEVICE_LIFETIME = timedelta(days=365)
MAX_ACCOUNTS = 5
CLOCK_SKEW = timedelta(minutes=5)
_KEY_LABEL = b"signage-http-device-cookie"
_ENTRY = re.compile(r"([0-9a-f]{32})\.([0-9]{1,12})\.([0-9a-f]{64})")
_SEPARATOR = "-"


class DeviceCookies:
    """Device ids read from, and entries added to, the device cookie of a request."""

    def __init__(self, secret: str, clock: Clock, *, secure: bool) -> None:
        self._key = hmac.new(secret.encode(), _KEY_LABEL, hashlib.sha256).digest()
        self._clock, self._secure = clock, secure

    def device(self, scope: Scope, email: str) -> str:
        """The id of the request's live entry signed for `email`; '' when it has none."""
        signed = (entry for entry in self._entries(scope) if self._signed_for(entry, email))
        return next((nonce for nonce, _, _ in signed), "")

    def renewed(self, scope: Scope, email: str) -> Cookie:
        """The cookie for a sign-in to `email`: a new entry first, in place of its old one,
        then the other accounts' live entries."""
        nonce, issued = secrets.token_hex(16), str(int(self._clock.now().timestamp()))
        others = [e for e in self._entries(scope) if not self._signed_for(e, email)]
        entries = [(nonce, issued, self._sign(nonce, issued, email)), *others]
        value = _SEPARATOR.join(".".join(entry) for entry in entries[:MAX_ACCOUNTS])
        return Cookie(
            key=DEVICE_COOKIE,
            value=value,
            path=DEVICE_COOKIE_PATH,
            max_age=int(DEVICE_LIFETIME.total_seconds()),
            secure=self._secure,
            httponly=True,
            samesite="lax",
        )

    def _entries(self, scope: Scope) -> list[tuple[str, str, str]]:
        texts = cookie_value(scope, DEVICE_COOKIE).split(_SEPARATOR)
        found = [match.groups() for match in map(_ENTRY.fullmatch, texts) if match is not None]
        now = self._clock.now().timestamp()
        oldest, newest = now - DEVICE_LIFETIME.total_seconds(), now + CLOCK_SKEW.total_seconds()
        return [(nonce, at, mac) for nonce, at, mac in found if oldest < int(at) <= newest]

    def _signed_for(self, entry: tuple[str, str, str], email: str) -> bool:
        nonce, issued, signature = entry
        return hmac.compare_digest(signature, self._sign(nonce, issued, email))

    def _sign(self, nonce: str, issued: str, email: str) -> str:
        message = f"{nonce}.{issued}.{email.strip().casefold()}".encode()
        return hmac.new(self._key, message, hashlib.sha256).hexdigest()
