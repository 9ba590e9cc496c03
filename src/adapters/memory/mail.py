"""A mailer that keeps every message in an outbox instead of sending it."""

from __future__ import annotations

import threading
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class SentMail:
    to: str
    subject: str
    body: str


class MemoryMailer:
    """Implements `Mailer`: `outbox` lists the messages in the order they were sent."""

    def __init__(self) -> None:
        self.outbox: list[SentMail] = []
        self._lock = threading.Lock()

    def send(self, to: str, subject: str, body: str) -> None:
        with self._lock:
            self.outbox.append(SentMail(to=to, subject=subject, body=body))

    def sent_to(self, address: str) -> list[SentMail]:
        """The messages sent to `address` (case-insensitive)."""
        wanted = address.casefold()
        with self._lock:
            return [mail for mail in self.outbox if mail.to.casefold() == wanted]
