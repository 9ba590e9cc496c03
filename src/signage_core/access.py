"""Spec §6, who may act: roles, and which objects a signed-in actor may see or change.

- Staff (Supervisor, Admin) manage users and clients; only an Admin creates, (de)activates
  or deletes users and clients; a Client's features (media, videos, playlists, dashboard) are
  its own.
- The client record is the one whose userId is the signed-in user (`own_client`).
- Media are limited to the user's own userId; playlists and payments to the user's client.
- Editing another client's video, and loading it into the edit screen, is refused ('You are
  not authorized to edit this video.').
- Any other tenant's object is NotFound, never Forbidden (its existence is not told).

- A login (and every later request of its session) is refused when the users document is
  missing or its status is false (`active_user`); that status is the one record of a
  deactivated user (the identity service's own disabled flag is not consulted).

An expired licence blocking writes is `usecases.billing.licence.LicenceGate`.
"""

from __future__ import annotations

from signage_core.entities.clients import Client
from signage_core.entities.media import Media
from signage_core.entities.users import Actor, Role, User
from signage_core.entities.videos import Video
from signage_core.errors import AccessDenied, Forbidden, NotFound, ProfileIncomplete
from signage_core.ports.client_repository import ClientRepository
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.user_repository import UserRepository
from signage_core.validation import messages as m

NOT_AUTHORIZED = "You are not authorized to perform this action."
"""Ours: the spec shows no text for a role that may not act (docs/decisions.md)."""


def require_staff(actor: Actor) -> None:
    if not actor.is_staff:
        raise Forbidden(NOT_AUTHORIZED)


def require_admin(actor: Actor) -> None:
    if not actor.is_admin:
        raise Forbidden(NOT_AUTHORIZED)


def require_client_role(actor: Actor) -> None:
    """Client-scoped features (media, videos, playlists, dashboard) are the Client's own."""
    if actor.role is not Role.CLIENT:
        raise Forbidden(NOT_AUTHORIZED)


def own_client(
    actor: Actor, clients: ClientRepository, missing: str = m.PROFILE_INCOMPLETE
) -> Client:
    """The client profile whose userId is the actor; ProfileIncomplete when there is none."""
    client = clients.find_by_user(actor.user_id)
    if client is None:
        raise ProfileIncomplete(missing)
    return client


def can_see_client(actor: Actor, client: Client) -> bool:
    """Staff see every client; a Client sees only the profile it owns."""
    return actor.is_staff or client.user_id == actor.user_id


def visible_client(clients: ClientRepository, actor: Actor, client_id: str) -> Client:
    """The client, when the actor may see it; otherwise 'The client does not exist.'"""
    client = clients.get(client_id)
    if client is None or not can_see_client(actor, client):
        raise NotFound(m.CLIENT_NOT_FOUND)
    return client


def active_user(user: User | None, email: str) -> User:
    """The user who may sign in: AccessDenied 'not registered' when there is no users document
    for the account, 'deactivated' when its status is false."""
    if user is None:
        raise AccessDenied(m.ACCESS_DENIED_UNREGISTERED.format(email=email))
    if not user.status:
        raise AccessDenied(m.ACCESS_DENIED_DEACTIVATED.format(name=user.name or user.email))
    return user


def visible_user(users: UserRepository, actor: Actor, user_id: str) -> User:
    """The user, when the actor may see it: staff see everyone, a Client only themself."""
    user = users.get(user_id)
    if user is None or not (actor.is_staff or user.id == actor.user_id):
        raise NotFound(m.USER_NOT_FOUND)
    return user


def own_media(medias: MediaRepository, actor: Actor, media_id: str) -> Media:
    """The actor's media item; another user's is 'Media not found' like a missing one."""
    require_client_role(actor)
    media = medias.get(media_id)
    if media is None or media.user_id != actor.user_id:
        raise NotFound(m.MEDIA_NOT_FOUND)
    return media


def require_video_owner(video: Video, client: Client) -> None:
    """Only the client a video belongs to may edit it."""
    if video.client_id != client.id:
        raise Forbidden(m.VIDEO_EDIT_FORBIDDEN)
