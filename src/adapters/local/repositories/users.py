"""`users` on SQLite."""

from __future__ import annotations

from signage_core.entities.users import User

from ..database import Database
from ..mapping import users as mapping
from ..schema import field
from ..store import Collection

_EMAIL = f"lower(trim({field('email')})) = lower(trim(?))"


class SqliteUserRepository:
    """Implements `UserRepository`."""

    def __init__(self, db: Database) -> None:
        self._docs = Collection(db, mapping.COLLECTION)

    def get(self, user_id: str) -> User | None:
        data = self._docs.get(user_id)
        return mapping.from_document(user_id, data) if data is not None else None

    def find_by_email(self, email: str) -> User | None:
        rows = self._docs.select(_EMAIL, (email,), limit=1)
        return next((mapping.from_document(*row) for row in rows), None)

    def list_all(self) -> list[User]:
        rows = self._docs.select(order=f"lower({field('name')}), id")
        return [mapping.from_document(*row) for row in rows]

    def save(self, user: User) -> None:
        self._docs.put(user.id, mapping.to_document(user))

    def delete(self, user_id: str) -> None:
        self._docs.delete(user_id)
