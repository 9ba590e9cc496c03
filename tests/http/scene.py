"""A scene of two tenants with content, built through the ports, plus sample files."""

from __future__ import annotations

import io
from dataclasses import dataclass, replace
from datetime import time, timedelta
from decimal import Decimal

from PIL import Image
from tests.http.api_support import World

from signage_core.entities.clients import Client
from signage_core.entities.emergencies import EmergencyMessage
from signage_core.entities.media import AssetType, Media
from signage_core.entities.payments import Payment, PaymentMethod
from signage_core.entities.playlists import Playlist, PlaylistItem
from signage_core.entities.schedules import ScheduleEntry, TargetKind
from signage_core.entities.screen_groups import ScreenGroup
from signage_core.entities.screens import Pairing, Screen
from signage_core.entities.users import Role, User
from signage_core.entities.videos import Video
from signage_core.ids import new_id
from signage_core.limits import PAIRING_LIFETIME
from signage_core.rules.screens import (
    new_device_token,
    new_pairing_code,
    new_secret,
    secret_digest,
)

VIDEO_URL = "https://www.youtube.com/watch?v=dQw4w9WgXcQ"


def png_bytes(width: int = 32, height: int = 16) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (200, 30, 30)).save(buffer, format="PNG")
    return buffer.getvalue()


def jpeg_bytes(width: int = 32, height: int = 16) -> bytes:
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), (30, 30, 200)).save(buffer, format="JPEG")
    return buffer.getvalue()


def mp4_bytes(size: int = 4096) -> bytes:
    head = b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom"
    return head + b"\x00" * (size - len(head))


@dataclass
class Scene:
    """Client A (with media, a video, a playlist, a payment and a screen playing the
    playlist, its player holding `device_token`, in A's group `group`, and an emergency
    message on its screens), client B, a user without a client profile that staff act on,
    and a TV box waiting with a pairing code (polled with `poll_token`)."""

    a: User
    a_client: Client
    b: User
    b_client: Client
    target: User
    media: Media
    video: Video
    playlist: Playlist
    payment: Payment
    screen: Screen
    device_token: str
    pairing: Pairing
    poll_token: str
    group: ScreenGroup
    emergency: EmergencyMessage
    schedule: ScheduleEntry

    def ids(self) -> dict[str, str]:
        return {
            "a_user": self.a.id,
            "a_client": self.a_client.id,
            "b_client": self.b_client.id,
            "user": self.target.id,
            "media": self.media.id,
            "video": self.video.id,
            "playlist": self.playlist.id,
            "payment": self.payment.id,
            "screen": self.screen.id,
            "code": self.pairing.code,
            "group": self.group.id,
            "emergency": self.emergency.id,
            "entry": self.schedule.id,
        }


def add_media(world: World, owner: User, **changes: object) -> Media:
    media = Media(
        id=new_id(),
        name=str(changes.pop("name", "Poster")),
        asset_type=AssetType(str(changes.pop("asset_type", AssetType.IMAGE))),
        user_id=owner.id,
        user_email=owner.email,
        duration=10.0,
        file_url="/files/medias/poster.png?token=x",
        file_size=1234,
        created_at=world.clock.now(),
    )
    media = replace(media, **changes)
    world.backend.documents.medias.save(media)
    return media


def build_scene(world: World) -> Scene:
    docs = world.backend.documents
    a, b = world.add_user("anna"), world.add_user("boris")
    a_client, b_client = world.add_client(a), world.add_client(b)
    media = add_media(world, a)
    video = Video(new_id(), "Intro", VIDEO_URL, "https://i.ytimg.com/x.jpg", a_client.id)
    docs.videos.save(video)
    item = PlaylistItem(media.id, media.file_url, media.duration, media.file_size)
    playlist = Playlist(
        new_id(), "Morning", a_client.id, a.id, (item,), created_at=world.clock.now()
    )
    docs.playlists.save(playlist)
    payment = Payment(
        id=new_id(),
        client_id=a_client.id,
        package_id="pkg-basic",
        package_code="Basic",
        amount=Decimal("19.99"),
        units=1,
        expire_date=world.clock.now() + timedelta(days=30),
        payment_date=world.clock.now().date(),
        method=PaymentMethod.CASH,
        reference=f"R-{new_id()}",
    )
    docs.payments.save(payment)
    target = world.add_user("tess", Role.CLIENT)
    screen, device_token = _screen(world, a_client, playlist)
    pairing, poll_token = _pairing(world)
    group = ScreenGroup(new_id(), a_client.id, "Windows", (screen.id,), world.clock.now())
    docs.screen_groups.save(group)
    return Scene(
        a, a_client, b, b_client, target, media, video, playlist, payment, screen, device_token,
        pairing, poll_token, group, _emergency(world, a, a_client),
        _schedule(world, screen, playlist),
    )  # fmt: skip


def _schedule(world: World, screen: Screen, playlist: Playlist) -> ScheduleEntry:
    """Client A's screen plays `playlist` on weekday mornings."""
    entry = ScheduleEntry(
        new_id(), screen.client_id, TargetKind.SCREEN, screen.id, playlist.id,
        frozenset(range(5)), time(7), time(11), created_at=world.clock.now(),
    )  # fmt: skip
    world.backend.documents.schedules.save(entry)
    return entry


def _emergency(world: World, sender: User, client: Client) -> EmergencyMessage:
    now = world.clock.now()
    message = EmergencyMessage(
        new_id(), client.id, "Closed for a drill", "#cc0000", now, now + timedelta(hours=1),
        sender.id, sender.email,
    )  # fmt: skip
    world.backend.documents.emergencies.save(message)
    return message


def _screen(world: World, client: Client, playlist: Playlist) -> tuple[Screen, str]:
    screen_id = new_id()
    token = new_device_token(screen_id)
    screen = Screen(screen_id, "Front", client.id, playlist.id, secret_digest(token))
    world.backend.documents.screens.save(replace(screen, created_at=world.clock.now()))
    return screen, token


def _pairing(world: World) -> tuple[Pairing, str]:
    token = new_secret()
    expires = world.clock.now() + PAIRING_LIFETIME
    pairing = Pairing(new_pairing_code(), secret_digest(token), expires)
    world.backend.documents.pairings.save(pairing)
    return pairing, token
