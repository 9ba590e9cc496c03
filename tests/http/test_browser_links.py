"""File links in API answers, tried as someone holding one would: a browser is handed a link
that stops opening soon after (1 hour past the end of the 30-minute window it was handed out
in), never the long-lived link stored in the documents for the TV boxes. Embedded backend, whose
links carry a deadline; Firebase's token links have none and are handed out as stored."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from tests.http.api_support import START, Api, World
from tests.http.scene import VIDEO_URL, png_bytes
from tests.support.pages import items

from signage_core.entities.users import User
from signage_core.entities.videos import Video
from signage_core.ids import new_id
from signage_core.ports.blob_storage import LINK_INVALID

DEADLINE = START + timedelta(minutes=30) + timedelta(hours=1)
"""START (12:00) opens the window 12:00-12:30: its links open until 13:30."""
IMAGE = {"name": "Poster", "assetType": "image", "duration": "10"}


@dataclass
class Shop:
    world: World
    user: User
    api: Api
    media: dict[str, Any]
    client_id: str
    playlist_id: str

    def stored_media_link(self) -> str:
        return str(self.world.backend.documents.medias.get(self.media["id"]).file_url)

    def stored_logo_link(self) -> str:
        return str(self.world.backend.documents.clients.get(self.client_id).logo_url)


@pytest.fixture
def shop(local_world: World) -> Shop:
    """A Client with an uploaded image, an uploaded logo and a playlist showing both."""
    user = local_world.add_user("lena")
    client = local_world.add_client(user)
    api = local_world.signed_in(user)
    upload = {"file": ("poster.png", png_bytes(), "image/png")}
    media = api.post("/api/medias", data=IMAGE, files=upload).json()
    logo = {"file": ("logo.png", png_bytes(64, 64), "image/png")}
    assert api.post(f"/api/clients/{client.id}/logo", files=logo).status_code == 200
    body = {"playlistName": "Lunch", "mediaIds": [media["id"]], "showLogo": True}
    playlist = api.post("/api/playlists", json={**body, "logoPosition": "top-right"}).json()
    return Shop(local_world, user, api, media, client.id, playlist["id"])


def expiry(url: str) -> datetime:
    return datetime.fromtimestamp(int(parse_qs(urlsplit(url).query)["expires"][0]), START.tzinfo)


def respelled(url: str, **changes: str) -> str:
    split = urlsplit(url)
    query = {key: values[0] for key, values in parse_qs(split.query).items()}
    query.update(changes)
    return f"{split.path}?{'&'.join(f'{key}={value}' for key, value in query.items())}"


def opens(api: Api, url: str) -> bool:
    answer = api.get(url)
    assert answer.status_code in (200, 403), answer.text
    if answer.status_code == 403:
        assert answer.json()["message"] == LINK_INVALID
    return bool(answer.status_code == 200)


def links_in_answers(shop: Shop) -> dict[str, str]:
    """Every stored file link the API hands out, by where it is found."""
    api, media_path = shop.api, f"/api/medias/{shop.media['id']}"
    playlist = api.get(f"/api/playlists/{shop.playlist_id}").json()
    edited = api.patch(media_path, json={"name": "Poster 2"}).json()
    return {
        "upload": shop.media["fileUrl"],
        "media list": items(api.get("/api/medias").json())[0]["fileUrl"],
        "media": api.get(media_path).json()["fileUrl"],
        "media edit": edited["fileUrl"],
        "media status": api.put(f"{media_path}/status", json={"status": True}).json()["fileUrl"],
        "playlist item": playlist["playlistMedias"][0]["mediaUrl"],
        "playlist logo": playlist["clientLogo"],
        "playlist list": items(api.get("/api/playlists").json())[0]["clientLogo"],
        "client": api.get(f"/api/clients/{shop.client_id}").json()["logoUrl"],
        "session": api.get("/api/auth/me").json()["client"]["logoUrl"],
        "login": shop.world.client().login(shop.user.email)["client"]["logoUrl"],
    }


def test_every_answer_hands_out_a_short_link_never_the_stored_one(shop: Shop):
    stored = {shop.stored_media_link(), shop.stored_logo_link()}
    assert all(expiry(link) > START + timedelta(days=3000) for link in stored)
    for where, link in links_in_answers(shop).items():
        assert link not in stored, where
        assert expiry(link) == DEADLINE, where
        assert opens(shop.api, link), where


def test_an_answers_link_dies_after_its_lifetime_while_the_stored_link_still_plays(shop: Shop):
    link = shop.media["fileUrl"]
    shop.world.clock.set(DEADLINE)
    assert opens(shop.api, link)
    shop.world.clock.set(DEADLINE + timedelta(seconds=1))
    assert not opens(shop.api, link)
    assert opens(shop.api, shop.stored_media_link())  # what the TV box plays
    fresh = shop.api.get(f"/api/medias/{shop.media['id']}").json()["fileUrl"]
    assert opens(shop.api, fresh)


def test_answers_within_a_window_share_a_link_so_browsers_can_cache_it(shop: Shop):
    def link_at(moment: datetime) -> str:
        shop.world.clock.set(moment)
        return str(shop.api.get(f"/api/medias/{shop.media['id']}").json()["fileUrl"])

    first = link_at(START)
    assert link_at(START + timedelta(minutes=29, seconds=59)) == first
    following = link_at(START + timedelta(minutes=30))
    assert following != first
    assert expiry(following) == DEADLINE + timedelta(minutes=30)


def test_a_tampered_answer_link_opens_nothing(shop: Shop):
    api, link = shop.api, shop.media["fileUrl"]
    query = parse_qs(urlsplit(link).query)
    expires, signature = query["expires"][0], query["signature"][0]
    logo_path = urlsplit(api.get(f"/api/clients/{shop.client_id}").json()["logoUrl"]).path
    assert not opens(api, respelled(link, expires=str(int(expires) + 86400)))  # a longer life
    assert not opens(api, respelled(link, signature=signature[::-1]))
    assert not opens(api, f"{logo_path}?expires={expires}&signature={signature}")  # another file


def test_a_link_that_is_not_a_stored_file_is_handed_out_as_it_is(shop: Shop, local_world: World):
    thumbnail = "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg"
    video = Video(new_id(), "Intro", VIDEO_URL, thumbnail, shop.client_id)
    local_world.backend.documents.videos.save(video)
    listed = items(shop.api.get("/api/videos").json())
    assert [found["videoThumbnailUrl"] for found in listed] == [thumbnail]
