"""The scopes of the change marks (`ports.change_marks`): what a write bumps and what a kept
manifest is checked against. A client's scope covers its document, its screens and its
playlists (and so its licence, the client's `Expire_date`); a user's scope covers the user's
document (the owner's active flag) and the medias the user owns."""

from __future__ import annotations


def client_scope(client_id: str) -> str:
    return f"client_{client_id}"


def user_scope(user_id: str) -> str:
    return f"user_{user_id}"
