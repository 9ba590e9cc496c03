"""Each user's authenticator and recovery codes, kept by the backend apart from `users`."""

from __future__ import annotations

from typing import Protocol

from signage_core.entities.two_factor import SecondFactor


class SecondFactors(Protocol):
    """One record per user id (`entities.two_factor.SecondFactor`). The spending methods
    are atomic, so two requests with the same code cannot both succeed."""

    def find(self, user_id: str) -> SecondFactor | None: ...

    def save(self, factor: SecondFactor) -> None:
        """Insert or replace the record of `factor.user_id`, its recovery codes all unspent."""
        ...

    def delete(self, user_id: str) -> None:
        """Forget the user's record; nothing happens when there is none."""
        ...

    def spend_step(self, user_id: str, step: int) -> bool:
        """Record `step` as the last accepted time step when it is later than the kept
        one; False (nothing changed) when it is not, or there is no confirmed record."""
        ...

    def spend_recovery_code(self, user_id: str, digest: str) -> bool:
        """Spend `digest`, one of the confirmed record's recovery codes: it is no longer among
        them. False when it is not among them (spent already, maybe by a racing request)."""
        ...
