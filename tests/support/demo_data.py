"""The demo data of `signage demo` on a running test portal (the screenshot session), and
media, logos, playlists and screens added through the HTTP API as the web app sends them (the
browser journeys)."""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from typing import Any

import httpx
from signage_http.demo import bakery as demo_content
from tests.support.pages import items
from tests.support.portal import Portal, signage_command

DEMO_EMAIL, DEMO_PASSWORD = demo_content.EMAIL, demo_content.PASSWORD


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


def create_demo(portal: Portal) -> Demo:
    """`signage demo` on the running portal's data directory (what an operator runs to try
    the portal), then the demo client's profile and playlist as the API shows them."""
    command = [str(signage_command()), "demo", "--data-dir", str(portal.data_dir)]
    env = {key: value for key, value in os.environ.items() if not key.startswith("SIGNAGE_")}
    subprocess.run(command, check=True, capture_output=True, env=env)
    with portal.api(DEMO_EMAIL, DEMO_PASSWORD) as api:
        client = _ok(api.get("/api/auth/me"))["client"]
        medias = items(_ok(api.get("/api/medias")))
        playlists = items(_ok(api.get("/api/playlists")))
    return Demo(DEMO_EMAIL, DEMO_PASSWORD, client, medias, playlists[0])


def upload_logo(api: httpx.Client, client_id: str, file: tuple[str, bytes, str]) -> Any:
    """The client's logo, as Business Information uploads it (a playlist's logo overlay)."""
    return _ok(api.post(f"/api/clients/{client_id}/logo", files={"file": file}))


def add_playlist(api: httpx.Client, name: str, medias: list[Any], banner: str) -> Any:
    """A playlist of these media with the logo (bottom right) and this banner text."""
    form = {"playlistName": name, "mediaIds": [media["id"] for media in medias]}
    form |= {"showLogo": True, "logoPosition": "bottom-right"}
    return _ok(api.post("/api/playlists", json={**form, "showBanner": True, "bannerText": banner}))


def add_screen(api: httpx.Client, name: str, pairing_code: str, playlist_id: str | None) -> Any:
    """Pair the TV showing `pairing_code` (POST /api/screens, as the Screens page does)."""
    body = {"name": name, "pairingCode": pairing_code, "playlistId": playlist_id}
    return _ok(api.post("/api/screens", json=body))
