"""A fleet on the embedded default, seeded straight through the library: `clients` Clients,
each with a valid licence, a playlist of three stored images and its share of `screens`
paired screens playing it, each with a device token known to the bench. The first Client is
the bench's signed-in one (bench_api's EMAIL) and also has `medias` more medias in its list."""

from __future__ import annotations

import secrets
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

from signage_http.wiring.portal import Portal

from bench.bench_api import EMAIL, PASSWORD
from signage_core.entities.clients import Client
from signage_core.entities.media import AssetType, Media
from signage_core.entities.playlists import Playlist, PlaylistItem
from signage_core.entities.screens import Screen
from signage_core.entities.users import Role
from signage_core.ids import new_id
from signage_core.rules.screens import secret_digest

IMAGE = b"\x89PNG\r\n\x1a\n" + b"\0" * 2048
ITEMS = 3


@dataclass(frozen=True, slots=True)
class Fleet:
    tokens: list[str]
    """Every screen's device token, screens of one client next to one another."""
    bench_client_screens: list[str]
    """The ids of the signed-in Client's screens."""


def seed_fleet(data_dir: Path, clients: int, screens: int, medias: int) -> Fleet:
    with Portal.local(data_dir) as portal:
        portal.seed_reference_data()
        owners = [_owner(portal, index) for index in range(clients)]
        tokens: list[str] = []
        first: list[str] = []
        with portal.backend.documents.db.transaction():
            _extra_medias(portal, owners[0], medias)
            for index, (client, user_id) in enumerate(owners):
                share = screens // clients + (index < screens % clients)
                found = _client_screens(portal, client, user_id, share)
                tokens += found
                first = first or [token.split(".")[0] for token in found]
        return Fleet(tokens, first)


def _owner(portal: Portal, index: int) -> tuple[Client, str]:
    """A Client account (the bench's own first) and its client record, licensed 30 days."""
    email = EMAIL if index == 0 else f"fleet-{index}@example.com"
    form = {"email": email, "password": PASSWORD, "name": f"Fleet {index}", "phone": "555"}
    user = portal.create_account({**form, "role": Role.CLIENT.value})
    now = datetime.now(UTC)
    client = Client(new_id(), f"Shop {index}", f"Fleet {index}", "555", email, user.id)
    client = replace(client, expire_date=now + timedelta(days=30), created_at=now)
    portal.backend.documents.clients.save(client)
    return client, user.id


def _extra_medias(portal: Portal, owner: tuple[Client, str], count: int) -> None:
    client, user_id = owner
    now = datetime.now(UTC)
    for index in range(count):
        media = Media(new_id(), f"Media {index}", AssetType.IMAGE, user_id, client.company_email)
        portal.backend.documents.medias.save(replace(media, created_at=now))


def _client_screens(portal: Portal, client: Client, user_id: str, count: int) -> list[str]:
    docs, now = portal.backend.documents, datetime.now(UTC)
    items = []
    for index in range(ITEMS):
        path = f"medias/{user_id}/fleet-{index}.png"
        portal.backend.blobs.put(path, [IMAGE], content_type="image/png")
        media = Media(new_id(), f"Slide {index}", AssetType.IMAGE, user_id, client.company_email)
        media = replace(media, file_path=path, file_size=len(IMAGE), created_at=now)
        docs.medias.save(media)
        items.append(PlaylistItem(media.id, "", 10.0, len(IMAGE)))
    playlist = Playlist(new_id(), "Fleet", client.id, user_id, tuple(items), created_at=now)
    docs.playlists.save(playlist)
    tokens = []
    for index in range(count):
        screen_id = new_id()
        token = f"{screen_id}.{secrets.token_urlsafe(32)}"
        screen = Screen(screen_id, f"TV {index}", client.id, playlist.id, secret_digest(token))
        docs.screens.save(replace(screen, created_at=now))
        tokens.append(token)
    return tokens
