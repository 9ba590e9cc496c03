"""The scopes of the change marks (`ports.change_marks`): what a write bumps and what a kept
manifest is checked against. A client's scope covers its document, its screens, its
playlists (and so its licence, the client's `Expire_date`) and its emergency messages; a
user's scope covers the user's document (the owner's active flag) and the medias the user
owns; the every-client scope covers the emergency messages staff send to every client's
screens (every screen's manifest is read under it)."""

from __future__ import annotations

EVERY_CLIENT_SCOPE = "everyClient"


def client_scope(client_id: str) -> str:
    return f"client_{client_id}"


def user_scope(user_id: str) -> str:
    return f"user_{user_id}"


def emergency_scope(client_id: str) -> str:
    """The scope an emergency message of `client_id` bumps ('': every client's)."""
    return client_scope(client_id) if client_id else EVERY_CLIENT_SCOPE
