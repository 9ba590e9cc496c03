"""Marks that move whenever something a screen's manifest is made of changes (issue 28)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol


class ChangeMarks(Protocol):
    """One mark per scope (`rules.change_scopes`: a client's screens, playlists and licence;
    a user's medias and account). A write that changes what a manifest is made of bumps its
    scope's mark; a poll serves the manifest it kept while the marks it was read under are
    current. Writes bump after they commit, so a mark taken before a read never hides it."""

    def bump(self, scope: str) -> Hashable:
        """Give the scope a new mark (one small write; the scope need not exist yet), and
        return it."""
        ...

    def current(self, scope: str) -> Hashable:
        """The scope's mark as this process knows it: at most `staleness` behind the last
        bump (see each adapter), equal while nothing was bumped."""
        ...

    @property
    def staleness(self) -> float:
        """Seconds a bump may take to show in `current` here, at most (0: at once)."""
        ...
