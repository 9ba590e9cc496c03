"""What a backend declares to the composition root (`backend_registry`): how it is built, its
own settings, its session-secret rule, where the browser loads its stored files from, and
where its reads run. Every field is required: a backend that forgot its session-secret rule
is refused when it is declared, never given a random key per process by default.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from signage_core.ports.backend import Backend
from signage_core.ports.clock import Clock

if TYPE_CHECKING:
    from signage_http.wiring.settings import Settings

CSRF_KEY_LABEL = b"signage-http-csrf"
SecretRule = Callable[["Settings"], str]


@dataclass(frozen=True, slots=True, kw_only=True)
class BackendKind:
    name: str
    """What SIGNAGE_BACKEND names it by."""
    build: Callable[[Settings, Clock | None], Backend]
    """The bundle on these settings; `Clock` replaces the system clock (tests)."""
    settings: tuple[str, ...]
    """The variables of its own it reads, besides the common ones (docs/operations.md)."""
    problem: Callable[[Settings], str]
    """One line naming the first missing or wrong one of its settings; "" when all are right."""
    session_secret: SecretRule
    """The session, CSRF and device-cookie key: shared by every process on the same data."""
    file_origins: Callable[[Settings], tuple[str, ...]]
    """Where the browser loads stored files from when that is not the portal itself."""
    reads_in_process: bool
    """Its documents are read in this process, fast enough to read on the event loop."""
    swept_at_start: bool
    """`signage serve` sweeps its leftover files at each start (a cheap walk of a folder)."""
    data_in_data_dir: bool
    """Its data lives in SIGNAGE_DATA_DIR (the first Admin's password is written there too)."""
    backfill: Callable[[Settings], list[str]]
    """`signage backfill`: adds the helper fields older documents lack; a line per back-fill."""


def no_problem(settings: Settings) -> str:
    """For a backend with no settings of its own."""
    return ""


def nothing_to_backfill(settings: Settings) -> list[str]:
    """For a backend that keeps no helper field in its documents."""
    return ["Nothing to back-fill: this backend keeps no helper field."]


def key_per_process(settings: Settings) -> str:
    """A fresh random key each start: only for a backend whose data dies with its process."""
    return secrets.token_hex(32)


def key_of_the_data_dir(settings: Settings) -> str:
    """Derived from the data directory's key with a label of its own (the download-URL
    signatures never share a key with it): every process on that directory, and every
    restart, signs with it."""
    from signage_adapters.local.blob_signing import load_or_create_secret

    master = load_or_create_secret(settings.data_dir)
    return hmac.new(master, CSRF_KEY_LABEL, hashlib.sha256).hexdigest()


def key_of_the_setting(settings: Settings) -> str:
    """SIGNAGE_SECRET_KEY, shared by every instance (checked by the backend's `problem`)."""
    return settings.firebase.secret_key
