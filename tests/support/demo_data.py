"""Demo data through the HTTP API: a client with a logo-less profile, media of every kind, a
playlist and a payment. Used by the screenshot session."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx
from tests.support.media_files import jpeg_bytes, png_bytes
from tests.support.portal import DEMO_VIDEO, Portal
from tests.support.tiny_mp4 import tiny_mp4

DEMO_EMAIL = "maria@cornerbakery.example"
DEMO_PASSWORD = "bakery-2025"


@dataclass(frozen=True)
class Demo:
    email: str
    password: str
    client: dict[str, Any]
    medias: list[dict[str, Any]]
    playlist: dict[str, Any]


def _ok(response: httpx.Response) -> Any:
    response.raise_for_status()
    return response.json() if response.content else None


def _register(portal: Portal) -> None:
    body = {"name": "Maria Lopez", "phone": "5550142", "email": DEMO_EMAIL}
    with portal.api() as api:
        _ok(api.post("/api/auth/register", json={**body, "password": DEMO_PASSWORD}))


def _package(api: httpx.Client, code: str) -> str:
    packages = _ok(api.get("/api/packages"))
    return str(next(p["id"] for p in packages if p["packageCode"] == code))


def _client(api: httpx.Client) -> Any:
    form = {
        "businessName": "Corner Bakery",
        "contactName": "Maria Lopez",
        "phone": "5550142",
        "companyEmail": DEMO_EMAIL,
        "website": "https://cornerbakery.example",
        "typeBusiness": "Restaurant",
        "packageId": _package(api, "Standard"),
        "locationNumber": "2",
        "password": DEMO_PASSWORD,
    }
    return _ok(api.post("/api/clients", json=form))


def upload_media(api: httpx.Client, fields: dict[str, str], files: dict[str, Any]) -> Any:
    """multipart/form-data always, also for a link without a file."""
    parts = {name: (None, value) for name, value in fields.items()}
    return _ok(api.post("/api/medias", files={**parts, **files}))


def add_image(api: httpx.Client, name: str, description: str, file: tuple[str, bytes, str]) -> Any:
    fields = {"assetType": "image", "name": name, "description": description, "duration": "10"}
    return upload_media(api, fields, {"file": file})


def add_youtube_link(api: httpx.Client, name: str, url: str, seconds: int) -> Any:
    fields = {"assetType": "youtube", "name": name, "description": "", "duration": str(seconds)}
    return upload_media(api, {**fields, "youtubeUrl": url}, {})


def _medias(api: httpx.Client) -> list[Any]:
    croissants = jpeg_bytes((1280, 720), "peru", "Croissants")
    loyalty = png_bytes((1080, 1080), "darkslateblue", "Loyalty card")
    thumbnail = jpeg_bytes((1280, 720), "sienna", "Oven tour")
    video = {"assetType": "video", "name": "Oven tour", "description": "", "duration": "1"}
    video_files = {
        "file": ("oven.mp4", tiny_mp4(10, 10, 160, 96), "video/mp4"),
        "thumbnail": ("thumb_oven.jpg", thumbnail, "image/jpeg"),
    }
    return [
        add_image(api, "Fresh croissants", "Morning special", ("c.jpg", croissants, "image/jpeg")),
        add_image(api, "Loyalty card", "Tenth coffee free", ("loyalty.png", loyalty, "image/png")),
        upload_media(api, video, video_files),
        add_youtube_link(api, DEMO_VIDEO.title, DEMO_VIDEO.watch_url, 65),
    ]


def _logo(api: httpx.Client, client_id: str) -> None:
    logo = png_bytes((400, 400), "darkgoldenrod", "Corner Bakery")
    response = api.post(f"/api/clients/{client_id}/logo", files={"file": ("logo.png", logo)})
    response.raise_for_status()


def _video(api: httpx.Client) -> None:
    body = {"videoUrl": DEMO_VIDEO.watch_url, "videoTitle": DEMO_VIDEO.title}
    info = _ok(api.get("/api/videos/info", params={"url": DEMO_VIDEO.watch_url}))
    _ok(api.post("/api/videos", json={**body, "videoThumbnailUrl": info["thumbnailUrl"]}))


def _playlist(api: httpx.Client, medias: list[Any]) -> Any:
    body = {
        "playlistName": "Morning loop",
        "mediaIds": [media["id"] for media in medias[:3]],
        "showLogo": True,
        "logoPosition": "bottom-right",
        "showBanner": True,
        "bannerText": "Fresh bread every morning from 7 am",
    }
    return _ok(api.post("/api/playlists", json=body))


def _payment(portal: Portal, client_id: str) -> None:
    with portal.admin_api() as api:
        body = {"clientId": client_id, "packageId": _package(api, "Standard")}
        body |= {"paymentMethod": "Cash", "paymentReference": "Receipt 1042"}
        _ok(api.post("/api/payments", json=body))


def create_demo(portal: Portal) -> Demo:
    _register(portal)
    with portal.api(DEMO_EMAIL, DEMO_PASSWORD) as api:
        client = _client(api)
        _logo(api, client["id"])
        medias = _medias(api)
        _video(api)
        playlist = _playlist(api, medias)
    _payment(portal, client["id"])
    return Demo(DEMO_EMAIL, DEMO_PASSWORD, client, medias, playlist)
