"""What a signed-in user chooses for themselves: the language of every screen."""

from __future__ import annotations

from dataclasses import replace

from signage_core.access import active_user
from signage_core.entities.users import LANGUAGES, Actor, User
from signage_core.errors import ValidationFailed
from signage_core.ports.user_repository import UserRepository
from signage_core.validation import messages as m


class ChooseLanguage:
    """Remembers the actor's language (one of LANGUAGES) on their user, so every browser they
    sign in from shows it."""

    def __init__(self, users: UserRepository) -> None:
        self._users = users

    def __call__(self, actor: Actor, language: str) -> User:
        if language not in LANGUAGES:
            raise ValidationFailed({"language": m.LANGUAGE_UNKNOWN})
        found = active_user(self._users.get(actor.user_id), actor.email)
        user = replace(found, language=language)
        saved = user if self._users.save_existing(user) else None  # None: deleted meanwhile
        return active_user(saved, actor.email)
