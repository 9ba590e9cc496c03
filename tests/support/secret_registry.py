"""The secrets of a test session, which no log line may carry (tests/support/secret_logs.py).

Three kinds: the ones the test support configures (the Firebase web API key, the PayPal and
YouTube stand-ins' keys, the test users' password), the ones a test sets in the environment
(every `SIGNAGE_*` secret setting), and the ones the portal issues while the tests run (each
app's session key, session ids, reset tokens, first Admin passwords, the TV boxes' poll and
device tokens, Firebase ID and refresh tokens, PayPal access tokens), noted as they are made.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable
from typing import Any

SECRET_SETTINGS = (
    "SIGNAGE_FIREBASE_API_KEY",
    "SIGNAGE_SECRET_KEY",
    "SIGNAGE_PAYPAL_SECRET",
    "SIGNAGE_SMTP_PASSWORD",
    "SIGNAGE_YOUTUBE_API_KEY",
)
SHORTEST = 8
"""Shorter values ("yt", "sec" in settings tests) are words, not secrets worth a search."""


class SecretRegistry:
    def __init__(self) -> None:
        self.configured: set[str] = set()
        """Searched as substrings (few)."""
        self.issued: set[str] = set()
        """Searched as whole tokens (many: one per session id, reset token...)."""

    def configure(self, *values: str) -> None:
        self.configured.update(value for value in values if len(value) >= SHORTEST)

    def issue(self, value: object) -> None:
        if isinstance(value, str) and len(value) >= SHORTEST:
            self.issued.add(value)

    def read_environment(self) -> None:
        self.configure(*(os.environ.get(name, "") for name in SECRET_SETTINGS))

    def note_results(self, owner: Any, name: str) -> None:
        """Wrap `owner.name` so that every value it returns is noted as issued."""
        original: Callable[..., Any] = getattr(owner, name)

        @functools.wraps(original)
        def noting(*args: Any, **kwargs: Any) -> Any:
            result = original(*args, **kwargs)
            self.issue(result)
            return result

        setattr(owner, name, noting)

    def note_fields(self, owner: Any, name: str, *fields: str) -> None:
        """Wrap `owner.name` so that the `fields` of every answer it returns (a mapping or an
        object) are noted, each dot-separated part of them (a JWT's) on its own."""
        original: Callable[..., Any] = getattr(owner, name)

        @functools.wraps(original)
        def noting(*args: Any, **kwargs: Any) -> Any:
            result = original(*args, **kwargs)
            for field in fields:
                found = result.get(field) if isinstance(result, dict) else getattr(result, field)
                for part in str(found or "").split("."):
                    self.issue(part)
            return result

        setattr(owner, name, noting)


def session_registry() -> SecretRegistry:
    """The registry with the support's constants, noting what the portal issues from now on."""
    from signage_adapters.accounts.reset_tokens import ResetTokenPolicy
    from signage_adapters.firebase.identity_rest import IdentityToolkit
    from signage_adapters.paypal.client import PayPalClient
    from signage_http import app
    from signage_http.auth import sessions
    from tests.http.api_support import PASSWORD
    from tests.support.emulators import API_KEY
    from tests.support.paypal_stand_in import SECRET
    from tests.support.portal import YOUTUBE_API_KEY

    from signage_core.rules import screens
    from signage_core.usecases.accounts.opening import CreateFirstAdmin

    registry = SecretRegistry()
    registry.configure(API_KEY, SECRET, YOUTUBE_API_KEY, PASSWORD)
    registry.note_results(app, "app_secret")
    registry.note_results(sessions, "new_session_id")
    registry.note_results(ResetTokenPolicy, "keep")
    registry.note_results(CreateFirstAdmin, "__call__")
    registry.note_results(screens, "new_secret")
    registry.note_fields(IdentityToolkit, "_call", "idToken", "refreshToken")
    registry.note_fields(PayPalClient, "_issue_token", "value")
    return registry
