"""Signed download URLs: HMAC-SHA256 over the path and the expiry, with a secret kept in the
data directory (mode 0600)."""

from __future__ import annotations

import hashlib
import hmac
import os
import re
import secrets
from pathlib import Path

from .private_files import new_private_file, private_dir, tighten_if_present

KEY_FILE_NAME = "download-url.key"
SECRET_BYTES = 32
_EXPIRES = re.compile(r"[1-9][0-9]{0,11}")
"""A deadline as this storage writes it: canonical decimal seconds, at most 12 digits."""
_SIGNATURE = re.compile(r"[0-9a-f]{64}")


def sign(secret: bytes, path: str, expires: int) -> str:
    message = f"{path}\n{expires}".encode()
    return hmac.new(secret, message, hashlib.sha256).hexdigest()


def parse_expires(text: str) -> int | None:
    """The deadline of a link, or None unless `text` is written exactly as `sign`'s input
    is (no sign, space, underscore, leading zero or non-ASCII digit, which `int()` takes)."""
    return int(text) if _EXPIRES.fullmatch(text) else None


def signature_is_valid(secret: bytes, path: str, expires: int, signature: str) -> bool:
    """Constant-time comparison of `signature` with the one this secret makes (a value that
    is not 64 lowercase hex digits is refused first: `compare_digest` raises on non-ASCII)."""
    if not _SIGNATURE.fullmatch(signature):
        return False
    return hmac.compare_digest(sign(secret, path, expires), signature)


def load_or_create_secret(data_dir: Path) -> bytes:
    """The data directory's signing secret, created (random, mode 0600) on first use.

    A new secret is written to a temporary file and hard-linked into place, so two processes
    starting together agree on one secret and nobody reads a half-written file."""
    private_dir(data_dir)
    target = data_dir / KEY_FILE_NAME
    if not target.exists():
        _publish(target, secrets.token_hex(SECRET_BYTES))
    tighten_if_present(target)
    return bytes.fromhex(target.read_text(encoding="ascii").strip())


def _publish(target: Path, content: str) -> None:
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(8)}")
    fd = new_private_file(temporary)
    try:
        with os.fdopen(fd, "w", encoding="ascii") as out:
            out.write(content)
            out.flush()
            os.fsync(out.fileno())
        os.link(temporary, target)
    except FileExistsError:
        pass
    finally:
        temporary.unlink(missing_ok=True)
