"""Entities with every field set to a non-default value, for round-trip and query tests."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from typing import Any

from signage_core.entities.catalogue import Business, Package
from signage_core.entities.clients import Client
from signage_core.entities.logs import Location, LocationStatus, LogAction, UserLog
from signage_core.entities.media import AssetType, Media
from signage_core.entities.payments import Payment, PaymentMethod
from signage_core.entities.playlists import LogoPosition, Playlist, PlaylistItem
from signage_core.entities.screens import Pairing, Screen
from signage_core.entities.users import Role, User
from signage_core.entities.videos import Video

MOMENT = datetime(2025, 1, 15, 12, 30, 45, 123456, tzinfo=UTC)


def at(days: float) -> datetime:
    """MOMENT shifted by `days`."""
    return MOMENT + timedelta(days=days)


def a_user(**changes: Any) -> User:
    user = User(
        id="uid-ada",
        name="Ada Lovelace",
        phone="5551234567",
        email="ada@example.com",
        role=Role.SUPERVISOR,
        status=False,
        created_at=MOMENT,
        created_by_admin=True,
    )
    return replace(user, **changes)


def a_client(**changes: Any) -> Client:
    client = Client(
        id="client-1",
        business_name="Café Lumière",
        contact_name="Ada Lovelace",
        phone="5551234567",
        company_email="hello@cafe.example",
        user_id="uid-ada",
        website="https://cafe.example",
        type_business="Restaurant",
        package_code="PRO-5",
        package_id="pkg-pro",
        location_number="12",
        username="ada",
        status=False,
        created_at=MOMENT,
        updated_at=at(1),
        expire_date=at(7),
        logo_url="/files/clients/logos/client-1_1736944245123",
        logo_path="clients/logos/client-1_1736944245123",
        time_zone="Europe/Madrid",
    )
    return replace(client, **changes)


def a_payment(**changes: Any) -> Payment:
    payment = Payment(
        id="payment-1",
        client_id="client-1",
        package_id="pkg-pro",
        package_code="PRO-5",
        amount=Decimal("49.99"),
        units=5,
        expire_date=at(30),
        payment_date=date(2025, 1, 15),
        method=PaymentMethod.ZELLE,
        reference="ZL-0001",
        status=False,
        provider_status="ACTIVE",
    )
    return replace(payment, **changes)


def a_package(**changes: Any) -> Package:
    package = Package(
        id="pkg-pro",
        code="PRO-5",
        description="Five TVs, thirty days",
        price=Decimal("49.99"),
        units=5,
        days=30,
        plan_id="P-5ML4271244454362WXNWU5NQ",
    )
    return replace(package, **changes)


def a_business(**changes: Any) -> Business:
    business = Business(id="business-1", types=("Business Office", "Restaurant", "Gym"))
    return replace(business, **changes)


def a_media(**changes: Any) -> Media:
    media = Media(
        id="media-1",
        name="Winter menu",
        asset_type=AssetType.VIDEO,
        user_id="uid-ada",
        user_email="ada@example.com",
        description="Soups and stews",
        duration=12.5,
        status=False,
        file_url="/files/medias/1736944245123_menu.mp4",
        youtube_url="",
        thumbnail_url="/files/medias/thumbnails/thumb_1736944245123_menu.jpg",
        file_size=1_048_576,
        created_at=MOMENT,
        file_path="medias/1736944245123_menu.mp4",
        thumbnail_path="medias/thumbnails/thumb_1736944245123_menu.jpg",
    )
    return replace(media, **changes)


def a_video(**changes: Any) -> Video:
    video = Video(
        id="video-1",
        title="Opening night",
        url="https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        thumbnail_url="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
        client_id="client-1",
        status=False,
        created_at=MOMENT,
    )
    return replace(video, **changes)


def a_playlist(**changes: Any) -> Playlist:
    playlist = Playlist(
        id="playlist-1",
        name="Lunch loop",
        client_id="client-1",
        user_id="uid-ada",
        items=(
            PlaylistItem("media-2", "/files/medias/2_b.jpg", 10.0, 2048),
            PlaylistItem("media-1", "/files/medias/1_a.mp4", 12.5, 1_048_576),
        ),
        status=False,
        total_duration=22.5,
        total_size=1_050_624,
        created_at=MOMENT,
        updated_at=at(2),
        show_logo=True,
        logo_position=LogoPosition.BOTTOM_RIGHT,
        show_banner=True,
        banner_text="Happy hour 5-7 pm",
        client_logo="/files/clients/logos/client-1_1736944245123",
    )
    return replace(playlist, **changes)


def a_login_log(**changes: Any) -> UserLog:
    log = UserLog(
        id="log-1",
        user_id="uid-ada",
        action=LogAction.USER_LOGIN,
        action_date_time=MOMENT,
        note="Successful login",
        login_time=MOMENT,
        logout_time=at(0.5),
        session_duration=43200,
        user_status="offline",
        location_status=LocationStatus.SUCCESS,
        location=Location(latitude=18.4861, longitude=-69.9312, accuracy=25.5),
        login_session_id="log-1",
    )
    return replace(log, **changes)


def a_screen(**changes: Any) -> Screen:
    screen = Screen(
        id="screen-1",
        name="Front window",
        client_id="client-1",
        playlist_id="playlist-1",
        token_digest="ab" * 32,
        created_at=MOMENT,
        last_seen_at=at(1),
        time_zone="America/New_York",
    )
    return replace(screen, **changes)


def a_pairing(**changes: Any) -> Pairing:
    return replace(Pairing("K7QX2M", "cd" * 32, at(1), screen_id="screen-1"), **changes)
