from __future__ import annotations

from typing import Protocol


class Mailer(Protocol):
    def send(self, to: str, subject: str, body: str) -> None:
        """Deliver a plain-text message; raises `signage_core.errors.ExternalServiceFailed`."""
        ...
