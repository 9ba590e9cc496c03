"""The accounts of an archive, checked before any is written: each with a uid and an email
every identity accepts, no email (case-folded) or uid twice."""

from __future__ import annotations

from typing import Any

from signage_core.ports.identity_provider import AccountRecord, InvalidEmail

from ..accounts.rules import checked_email, email_key
from .limits import MAX_UID_CHARS
from .values import ArchiveError, first_twice


def checked_accounts(entries: Any) -> list[AccountRecord]:
    if not isinstance(entries, list):
        raise ArchiveError("accounts.json is not a list of accounts")
    accounts = [_account(entry) for entry in entries]
    _check_unique("uid", [record.uid for record in accounts])
    _check_unique("email", [email_key(record.email) for record in accounts])
    return accounts


def _account(entry: Any) -> AccountRecord:
    if not isinstance(entry, dict) or not entry.get("uid") or not entry.get("email"):
        raise ArchiveError("accounts.json: an account has no uid or email")
    uid, email, hashed = entry["uid"], entry["email"], entry.get("passwordHash") or ""
    disabled = entry.get("disabled", False)
    if (
        not all(isinstance(text, str) for text in (uid, email, hashed))
        or type(disabled) is not bool
    ):
        raise ArchiveError(f"accounts.json: the account {str(uid)[:80]!r} has a value of the "
                           "wrong type")  # fmt: skip
    _check_uid(uid)
    try:
        return AccountRecord(uid, checked_email(email), disabled, hashed)
    except InvalidEmail:
        raise ArchiveError(f"accounts.json: {email[:120]!r} is not a valid email") from None


def _check_uid(uid: str) -> None:
    if len(uid) > MAX_UID_CHARS or "/" in uid:
        raise ArchiveError(f"accounts.json: the uid {uid[:80]!r} is not one every identity "
                           f"accepts (at most {MAX_UID_CHARS} characters, no '/')")  # fmt: skip


def _check_unique(what: str, values: list[str]) -> None:
    twice = first_twice(values)
    if twice is not None:
        raise ArchiveError(f"accounts.json holds the {what} {twice!r} twice")
