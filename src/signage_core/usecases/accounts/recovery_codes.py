"""Recovery codes: ten single-use codes shown once at enrolment, kept only as digests.

A code is 16 random base32 letters and digits (80 bits), shown in groups of four. With that
much entropy a salted SHA-256 is enough to keep them (docs/decisions.md, "Two-factor sign-in");
the user id is the salt, so equal codes of two users never share a digest.
"""

from __future__ import annotations

import base64
import hashlib
import secrets

RECOVERY_CODES = 10
CODE_BYTES = 10
GROUP = 4


def new_recovery_code() -> str:
    letters = base64.b32encode(secrets.token_bytes(CODE_BYTES)).decode("ascii").lower()
    return "-".join(letters[start : start + GROUP] for start in range(0, len(letters), GROUP))


def new_recovery_codes() -> list[str]:
    return [new_recovery_code() for _ in range(RECOVERY_CODES)]


def normalized(code: str) -> str:
    """As typed, without spaces and dashes, case-folded."""
    return "".join(code.split()).replace("-", "").casefold()


def recovery_digest(user_id: str, code: str) -> str:
    return hashlib.sha256(f"{user_id}:{normalized(code)}".encode()).hexdigest()


def looks_like_totp(code: str) -> bool:
    """Six digits (spaces allowed, as apps show them): a code from the app."""
    typed = "".join(code.split())
    return len(typed) == 6 and typed.isascii() and typed.isdigit()
