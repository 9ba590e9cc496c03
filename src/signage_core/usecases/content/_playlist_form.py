"""The playlist form: its items from the owner's active media, totals and overlays."""

from __future__ import annotations

from dataclasses import replace

from signage_core.entities.clients import Client
from signage_core.entities.media import AssetType, Media
from signage_core.entities.playlists import LogoPosition, Playlist, PlaylistItem
from signage_core.entities.users import Actor
from signage_core.errors import ValidationFailed
from signage_core.ports.media_repository import MediaRepository
from signage_core.rules.playlists import playlist_totals
from signage_core.validation import messages as m
from signage_core.validation.fields import FormValues, is_true, text
from signage_core.validation.playlists import LOGO_POSITIONS

MEDIA_NOT_AVAILABLE = "Only your active media can be added to a playlist."
"""Ours: spec §4 offers only the signed-in user's active media to the builder."""


def media_ids(form: FormValues) -> list[str]:
    """The selected media ids, in order, each once."""
    raw = form.get("mediaIds")
    ids = raw if isinstance(raw, list | tuple) else []
    return list(dict.fromkeys(i.strip() for i in ids if isinstance(i, str) and i.strip()))


def item_of(media: Media) -> PlaylistItem:
    url = media.file_url or media.youtube_url
    return PlaylistItem(media.id, url, media.duration, media.file_size)


def playlist_items(medias: MediaRepository, actor: Actor, ids: list[str]) -> list[PlaylistItem]:
    """Items for the ids; any id that is not the actor's own active media refuses the form."""
    items = []
    for media_id in ids:
        media = medias.get(media_id)
        if media is None or media.user_id != actor.user_id or not media.status:
            raise ValidationFailed({"mediaIds": MEDIA_NOT_AVAILABLE})
        if media.asset_type is AssetType.YOUTUBE and media.duration <= 0:
            raise ValidationFailed({"mediaIds": m.YOUTUBE_NEEDS_DURATION})
        items.append(item_of(media))
    return items


def with_form(
    playlist: Playlist, form: FormValues, items: list[PlaylistItem], client: Client
) -> Playlist:
    """The playlist with the form's name, items (and their totals), overlays and the logo."""
    total_duration, total_size = playlist_totals(items)
    position = text(form, "logoPosition")
    return replace(
        playlist,
        name=text(form, "playlistName"),
        items=tuple(items),
        total_duration=total_duration,
        total_size=total_size,
        show_logo=is_true(form, "showLogo"),
        logo_position=LogoPosition(position) if position in LOGO_POSITIONS else None,
        show_banner=is_true(form, "showBanner"),
        banner_text=text(form, "bannerText"),
        client_logo=client.logo_url,
    )
