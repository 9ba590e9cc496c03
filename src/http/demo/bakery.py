"""What `signage demo` adds, through the use cases as a person would: a bakery that
registered, completed its profile with a logo, filled its library with two pictures, a video
and a YouTube link, built a playlist with both overlays, and paid for a package."""

from __future__ import annotations

from dataclasses import dataclass

from signage_http.demo.pictures import picture
from signage_http.demo.tiny_mp4 import tiny_mp4
from signage_http.wiring.portal import Portal

from signage_core.entities.clients import Client
from signage_core.entities.media import Media
from signage_core.entities.playlists import Playlist
from signage_core.entities.users import Actor, Role
from signage_core.errors import Conflict

EMAIL = "maria@cornerbakery.example"
PASSWORD = "bakery-2025"  # noqa: S105 - the demo client's published password
YOUTUBE_URL = "https://www.youtube.com/watch?v=aqz-KE-bpKQ"
ALREADY_THERE = f"The demo client {EMAIL} already exists: nothing was added."


@dataclass(frozen=True, slots=True)
class DemoPortal:
    """The demo client's sign-in and what was made for it."""

    email: str
    password: str
    client: Client
    medias: tuple[Media, ...]
    playlist: Playlist


def create_demo(portal: Portal, staff: Actor) -> DemoPortal:
    """Adds the demo client; `staff` records its payment. Conflict when it is there already."""
    if portal.backend.documents.users.find_by_email(EMAIL) is not None:
        raise Conflict(ALREADY_THERE)
    uc = portal.use_cases
    user = uc.register()(
        {"name": "Maria Lopez", "phone": "5550142", "email": EMAIL, "password": PASSWORD}
    )
    maria = portal.actor(user.id)
    client = _client(portal, maria)
    medias = _medias(portal, maria)
    playlist = uc.create_playlist()(maria, _playlist_form(medias))
    uc.record_payment()(
        staff,
        {
            "clientId": client.id,
            "packageId": client.package_id,
            "paymentMethod": "Cash",
            "paymentReference": "Receipt 1042",
        },
    )
    return DemoPortal(EMAIL, PASSWORD, client, medias, playlist)


def _client(portal: Portal, maria: Actor) -> Client:
    uc = portal.use_cases
    standard = next(p for p in uc.list_packages()(maria) if p.code == "Standard")
    client = uc.create_client()(
        maria,
        {
            "businessName": "Corner Bakery",
            "contactName": "Maria Lopez",
            "phone": "5550142",
            "companyEmail": EMAIL,
            "website": "https://cornerbakery.example",
            "typeBusiness": "Restaurant",
            "packageId": standard.id,
            "locationNumber": "2",
            "password": PASSWORD,
        },
    )
    logo = portal.file("logo.png", picture((400, 400), "darkgoldenrod", "Corner Bakery", "PNG"))
    return uc.upload_client_logo()(maria, client.id, logo, 400, 400)


def _medias(portal: Portal, maria: Actor) -> tuple[Media, ...]:
    add = portal.use_cases.add_media()
    croissants = picture((1280, 720), "peru", "Croissants")
    loyalty = picture((1080, 1080), "darkslateblue", "Loyalty card", "PNG")
    oven = portal.file("oven.mp4", tiny_mp4(10, 10, 160, 96))
    oven_poster = portal.file("thumb_oven.jpg", picture((1280, 720), "sienna", "Oven tour"))
    return (
        add(
            maria,
            {
                "name": "Fresh croissants",
                "description": "Morning special",
                "assetType": "image",
                "duration": 10,
            },
            portal.file("c.jpg", croissants),
        ),
        add(
            maria,
            {
                "name": "Loyalty card",
                "description": "Tenth coffee free",
                "assetType": "image",
                "duration": 10,
            },
            portal.file("loyalty.png", loyalty),
        ),
        add(maria, {"name": "Oven tour", "assetType": "video", "duration": 1}, oven, oven_poster),
        add(
            maria,
            {
                "name": "Big Buck Bunny",
                "assetType": "youtube",
                "duration": 65,
                "youtubeUrl": YOUTUBE_URL,
            },
        ),
    )


def _playlist_form(medias: tuple[Media, ...]) -> dict[str, object]:
    return {
        "playlistName": "Morning loop",
        "mediaIds": [media.id for media in medias[:3]],
        "showLogo": True,
        "logoPosition": "bottom-right",
        "showBanner": True,
        "bannerText": "Fresh bread every morning from 7 am",
    }


def staff_actor(portal: Portal, email: str) -> Actor | None:
    """The Admin `email`, else any Admin, to record the demo's payment."""
    users = portal.backend.documents.users
    admin = users.find_by_email(email)
    if admin is None or admin.role is not Role.ADMIN:
        admin = next((u for u in users.list_all() if u.role is Role.ADMIN), None)
    return None if admin is None else portal.actor(admin.id)
