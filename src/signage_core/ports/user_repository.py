from __future__ import annotations

from typing import Protocol

from signage_core.entities.users import User
from signage_core.paging import Page, PageRequest


class UserRepository(Protocol):
    """`users`, keyed by the authentication user id."""

    def get(self, user_id: str) -> User | None: ...

    def find_by_email(self, email: str) -> User | None:
        """Case-insensitive match on email."""
        ...

    def list_all(self) -> list[User]:
        """Every user, ordered by name."""
        ...

    def page(self, request: PageRequest) -> Page[User]:
        """By name case-folded, then first stored; `q` matches the name or the email."""
        ...

    def save(self, user: User) -> None:
        """Insert or replace the document with `user.id`."""
        ...

    def save_existing(self, user: User) -> bool:
        """Replace the stored document with `user.id` in one atomic step; False, and nothing
        written, when there is none (deleted meanwhile): an edit never brings a deleted
        user back."""
        ...

    def delete(self, user_id: str) -> None: ...
