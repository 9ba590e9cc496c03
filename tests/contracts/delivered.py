"""Reading back what a mailer delivered, as (to, subject, body) triples."""

from __future__ import annotations

from collections.abc import Callable
from email import message_from_bytes, policy
from email.message import EmailMessage
from pathlib import Path

Mail = tuple[str, str, str]
Delivered = Callable[[], list[Mail]]


def as_mail(raw: bytes) -> Mail:
    message = message_from_bytes(raw, policy=policy.default)
    assert isinstance(message, EmailMessage)
    body = message.get_body(("plain",))
    assert body is not None
    text = body.get_content().replace("\r\n", "\n").rstrip("\n")
    return str(message["To"]), str(message["Subject"]), text


def read_outbox(outbox: Path) -> list[Mail]:
    """The .eml files of an outbox folder, oldest first."""
    files = sorted(outbox.glob("*.eml"), key=lambda file: file.stat().st_mtime_ns)
    return [as_mail(file.read_bytes()) for file in files]
