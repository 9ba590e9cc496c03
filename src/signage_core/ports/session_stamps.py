"""The stamp each signed-in session carries; a new stamp ends the user's older sessions."""

from __future__ import annotations

from typing import Protocol


class SessionStamps(Protocol):
    """Per user, the stamp of their valid sessions, kept in the backend so every server
    instance checks it. A session started with another stamp has ended (the password was
    changed or reset, or an admin deactivated, deleted or re-roled the user)."""

    def current(self, user_id: str) -> str:
        """The user's stamp; '' for a user whose sessions never had to end."""
        ...

    def save(self, user_id: str, stamp: str) -> None: ...
