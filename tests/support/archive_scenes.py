"""A populated portal and a comparable snapshot of it, for the archive tests."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from pathlib import Path

import pyotp
from signage_adapters.archive.contents import COLLECTIONS, portal_data
from signage_adapters.archive.export import export_archive
from signage_adapters.documents.query import Query
from signage_adapters.memory.clock import ManualClock
from signage_http.wiring.portal import Portal
from tests.support.archive_plays import play_some
from tests.support.media_files import jpeg_bytes, png_bytes

from signage_core.entities.emergencies import EmergencyInput
from signage_core.entities.schedule_forms import EntryForm

PASSWORD = "secret1"
URL_FIELDS = {"fileUrl", "thumbnailUrl", "logoUrl", "mediaURL", "imageUrl"}


@dataclass(frozen=True)
class Scene:
    """What a test needs to use the moved portal: the paired TV's device token, and the
    staff member's authenticator secret and recovery codes (the first one spent)."""

    client_id: str
    device_token: str
    admin_id: str
    secret: str
    recovery_codes: list[str]


def populate(portal: Portal) -> Scene:
    """A client with a logo, an image, a YouTube link, a saved video, a playlist, a payment and
    a paired TV playing the playlist (with the plays it reported) in a screen group scheduled
    on weekday mornings and an emergency message with the image on it; an Admin with
    two-factor sign-in who spent a recovery code."""
    uc = portal.use_cases
    portal.seed_reference_data()
    admin = portal.create_account({"name": "Ada", "phone": "5550100", "email": "ada@example.com",
                                   "password": PASSWORD, "role": "Admin"})  # fmt: skip
    user = uc.register()({"name": "Ann", "phone": "5550101", "email": "ann@example.com",
                          "password": PASSWORD})  # fmt: skip
    ann = portal.actor(user.id)
    package = uc.list_packages()(ann)[0]
    client = uc.create_client()(ann, {"businessName": "Ann's Bakery", "contactName": "Ann",
        "phone": "5550101", "companyEmail": "b@example.com", "typeBusiness": "Restaurant",
        "packageId": package.id, "locationNumber": "1", "password": PASSWORD})  # fmt: skip
    uc.upload_client_logo()(ann, client.id, portal.file("logo.png", png_bytes()), 400, 400)
    photo = uc.add_media()(ann, {"name": "Menu", "assetType": "image", "duration": 10},
                           portal.file("menu.jpg", jpeg_bytes()))  # fmt: skip
    link = uc.add_media()(ann, {"name": "Promo", "assetType": "youtube", "duration": 30,
                                "youtubeUrl": "https://youtu.be/dQw4w9WgXcQ"})  # fmt: skip
    uc.add_video()(ann, {"videoUrl": "https://youtu.be/dQw4w9WgXcQ", "videoTitle": "Promo",
                         "videoThumbnailUrl": "https://img.youtube.com/vi/dQw4w9WgXcQ/0.jpg",
                         "duration": "0:30"})  # fmt: skip
    playlist = uc.create_playlist()(ann, {"playlistName": "Morning",
                                          "mediaIds": [photo.id, link.id]})  # fmt: skip
    uc.record_payment()(portal.actor(admin.id), {"clientId": client.id,
        "packageId": package.id, "paymentMethod": "Cash", "paymentReference": "R-1"})  # fmt: skip
    token = pair_screen(portal, ann, playlist.id)
    lobby = uc.list_screens()(ann).items[0].screen.id
    group = uc.create_screen_group()(ann, "Front windows", (lobby,))
    breakfast = EntryForm("group", group.id, playlist.id, (0, 1, 2, 3, 4), "07:00", "11:00")
    uc.create_schedule_entry()(ann, replace(breakfast, switch="now", priority=2))
    play_some(portal, token, [photo.id, link.id], playlist.id)
    ends = portal.backend.clock.now() + timedelta(hours=2)
    uc.send_emergency()(ann, EmergencyInput("Closed at noon", "#336699", ends, photo.id))
    secret, codes = enrol_second_factor(portal, admin.id)
    return Scene(client.id, token, admin.id, secret, codes)


def pair_screen(portal: Portal, actor: object, playlist_id: str) -> str:
    """The device token of a TV paired as a screen playing `playlist_id`."""
    uc = portal.use_cases
    started = uc.start_pairing()()
    uc.create_screen()(actor, "Lobby", started.code, playlist_id)
    return uc.poll_pairing()(started.code, started.poll_token).device_token


def enrol_second_factor(portal: Portal, user_id: str) -> tuple[str, list[str]]:
    """Two-factor sign-in turned on for `user_id`, then one sign-in with its first recovery
    code (spent since)."""
    uc, clock = portal.use_cases, portal.backend.clock
    secret = uc.start_enrolment().signed_in(portal.actor(user_id), PASSWORD).secret
    codes = uc.confirm_enrolment()(user_id, pyotp.TOTP(secret).at(clock.now()))
    email = portal.backend.documents.users.get(user_id).email
    pending = uc.login()({"email": email, "password": PASSWORD})
    uc.complete_sign_in()(user_id, pending.log_id, codes[0])
    return secret, codes


def totp_now(portal: Portal, secret: str, later: timedelta = timedelta(0)) -> str:
    return pyotp.TOTP(secret).at(portal.backend.clock.now() + later)


def snapshot(portal: Portal) -> tuple[dict[str, object], dict[str, tuple[bytes, str]]]:
    """Every document without its links (a storage issues its own), and every file."""
    data = portal_data(portal.backend)
    documents = {name: [(i, strip_links(d)) for i, d in data.store_of(name).find(Query(name))]
                 for name in COLLECTIONS}  # fmt: skip
    files = {path: (b"".join(data.blobs.read(path)), data.blobs.metadata(path).content_type)
             for path in data.blobs.paths()}  # fmt: skip
    return documents, files


def strip_links(value: object) -> object:
    if isinstance(value, dict):
        return {k: strip_links(v) for k, v in value.items() if k not in URL_FIELDS}
    if isinstance(value, list):
        return [strip_links(item) for item in value]
    return value


def exported_scene(folder: Path, now: datetime) -> Path:
    """`folder`/good.zip: the archive of a local portal holding the `populate` scene."""
    with Portal.local(folder / "source", ManualClock(now)) as source:
        populate(source)
        export_archive(portal_data(source.backend), folder / "good.zip", now)
    return folder / "good.zip"
