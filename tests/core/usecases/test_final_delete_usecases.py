"""Issue 22: an edit whose record another request deletes between the edit's read and its
write ends as the record's own not-found error, and the record stays deleted (nothing
written, nothing logged). The repositories are the real memory ones; `DeletedOnceRead` only
lets the delete land at that moment, every time."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from signage_adapters.memory.video_info import MemoryVideoInfo
from tests.core.usecases.world import YOUTUBE_URL, World

from signage_core.entities.logs import LogAction
from signage_core.errors import AccessDenied, NotFound
from signage_core.usecases.accounts.preferences import ChooseLanguage
from signage_core.usecases.accounts.user_admin import SetUserStatus
from signage_core.usecases.accounts.users import UpdateUser
from signage_core.usecases.billing.licence import LicenceGate
from signage_core.usecases.billing.payment_edit import EditPayment
from signage_core.usecases.billing.payments import SetPaymentStatus
from signage_core.usecases.content.media import EditMedia, SetMediaStatus
from signage_core.usecases.content.playlists import SetPlaylistStatus, UpdatePlaylist
from signage_core.usecases.content.videos import EditVideo, SetVideoStatus

VIDEO = {
    "videoUrl": YOUTUBE_URL,
    "videoTitle": "Promo",
    "videoThumbnailUrl": "https://img/1.jpg",
    "duration": 30,
}


class DeletedOnceRead:
    """A repository whose record is deleted (by `delete`) right after it is read."""

    def __init__(self, inner: Any, delete: Callable[[str], object]) -> None:
        self._inner, self._delete = inner, delete

    def get(self, record_id: str) -> Any:
        found = self._inner.get(record_id)
        if found is not None:
            self._delete(record_id)
        return found

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


def exactly(message: str) -> str:
    return f"^{re.escape(message)}$"


def gate(world: World) -> LicenceGate:
    return LicenceGate(world.docs.clients, world.docs.payments, world.clock)


MEDIA_EDITS = {
    "edit": lambda medias, w: (
        lambda a, i: EditMedia(medias, gate(w), MemoryVideoInfo())(a, i, {"name": "New"})
    ),
    "status": lambda medias, w: lambda a, i: SetMediaStatus(medias, gate(w))(a, i, False),
}


@pytest.mark.parametrize("edit", sorted(MEDIA_EDITS))
def test_a_media_deleted_while_edited_is_not_found_and_stays_deleted(world, edit):
    actor, _ = world.customer()
    media = world.add_image(actor)
    medias = DeletedOnceRead(world.docs.medias, world.docs.medias.delete)
    with pytest.raises(NotFound, match=exactly("Media not found")):
        MEDIA_EDITS[edit](medias, world)(actor, media.id)
    assert world.docs.medias.get(media.id) is None
    assert world.docs.medias.list_for_user(actor.user_id) == []


PLAYLIST_EDITS = {
    "edit": lambda lists, w: (
        lambda a, i: UpdatePlaylist(w.docs.medias, lists, gate(w), w.clock)(
            a,
            i,
            {
                "playlistName": "New",
                "mediaIds": [m.id for m in w.docs.medias.list_for_user(a.user_id)],
            },
        )
    ),
    "status": lambda lists, w: lambda a, i: SetPlaylistStatus(lists, gate(w))(a, i, False),
}


@pytest.mark.parametrize("edit", sorted(PLAYLIST_EDITS))
def test_a_playlist_deleted_while_edited_is_not_found_and_stays_deleted(world, edit):
    actor, client = world.customer()
    media = world.add_image(actor)
    form = {"playlistName": "Old", "mediaIds": [media.id]}
    playlist = world.uc.create_playlist()(actor, form)
    playlists = DeletedOnceRead(world.docs.playlists, world.docs.playlists.delete)
    with pytest.raises(NotFound, match=exactly("Playlist not found")):
        PLAYLIST_EDITS[edit](playlists, world)(actor, playlist.id)
    assert world.docs.playlists.get(playlist.id) is None
    assert world.docs.playlists.list_for_client(client.id) == []


VIDEO_EDITS = {
    "edit": lambda videos, w: (
        lambda a, i: EditVideo(videos, w.docs.medias, gate(w), MemoryVideoInfo())(
            a, i, {"videoTitle": "New"}
        )
    ),
    "status": lambda videos, w: (
        lambda a, i: SetVideoStatus(videos, w.docs.medias, gate(w))(a, i, False)
    ),
}


@pytest.mark.parametrize("edit", sorted(VIDEO_EDITS))
def test_a_video_deleted_while_edited_is_not_found_and_stays_deleted(world, edit):
    actor, client = world.customer()
    video = world.uc.add_video()(actor, VIDEO)
    world.docs.medias.delete(video.id)
    videos = DeletedOnceRead(world.docs.videos, world.docs.videos.delete)
    with pytest.raises(NotFound, match=exactly("Video not found.")):
        VIDEO_EDITS[edit](videos, world)(actor, video.id)
    assert world.docs.videos.get(video.id) is None
    assert world.docs.medias.get(video.id) is None
    assert world.docs.videos.list_for_client(client.id) == []


def test_a_videos_library_item_deleted_meanwhile_is_not_brought_back(world):
    actor, _ = world.customer()
    video = world.uc.add_video()(actor, VIDEO)
    medias = DeletedOnceRead(world.docs.medias, world.docs.medias.delete)
    edited = EditVideo(world.docs.videos, medias, gate(world), MemoryVideoInfo())(
        actor, video.id, {"videoTitle": "New"}
    )
    assert world.docs.videos.get(video.id) == edited
    assert world.docs.medias.get(video.id) is None


def update_user(users: Any, w: World) -> Callable[[Any, str], object]:
    edit = UpdateUser(users, w.docs.user_logs, w.docs.session_stamps, w.clock)
    return lambda actor, user_id: edit(actor, user_id, {"name": "New Name"})


def set_user_status(users: Any, w: World) -> Callable[[Any, str], object]:
    switch = SetUserStatus(w.identity, users, w.docs.user_logs, w.docs.session_stamps, w.clock)
    return lambda actor, user_id: switch(actor, user_id, False)


@pytest.mark.parametrize(
    ("edit", "logged"),
    [(update_user, LogAction.UPDATE_USER), (set_user_status, LogAction.TOGGLE_USER_STATUS)],
)
def test_a_user_deleted_while_edited_is_not_found_stays_deleted_and_is_not_logged(
    world, edit, logged
):
    admin = world.staff()
    ann = world.signup()
    users = DeletedOnceRead(world.docs.users, world.docs.users.delete)
    with pytest.raises(NotFound, match=exactly("User not found.")):
        edit(users, world)(admin, ann.user_id)
    assert world.docs.users.get(ann.user_id) is None
    assert ann.user_id not in {user.id for user in world.docs.users.list_all()}
    assert logged not in {log.action for log in world.docs.user_logs.list_recent()}


def test_a_user_deleted_while_choosing_a_language_is_refused_and_stays_deleted(world):
    ann = world.signup()
    users = DeletedOnceRead(world.docs.users, world.docs.users.delete)
    with pytest.raises(AccessDenied):
        ChooseLanguage(users)(ann, "es")
    assert world.docs.users.get(ann.user_id) is None


PAYMENT_EDITS = {
    "status": lambda pays, w: lambda a, i: SetPaymentStatus(w.docs.clients, pays)(a, i, False),
    "edit": lambda pays, w: (
        lambda a, i: EditPayment(w.docs.clients, pays, w.docs.catalogue)(
            a, i, {"paymentReference": "R-2"}
        )
    ),
}


@pytest.mark.parametrize("edit", sorted(PAYMENT_EDITS))
def test_a_payment_deleted_while_edited_is_not_found_and_stays_deleted(world, edit):
    _, client = world.customer()
    admin = world.staff()
    form = {"clientId": client.id, "packageId": "pkg-basic", "paymentMethod": "Cash"}
    payment = world.uc.record_payment()(admin, {**form, "paymentReference": "R-1"})
    payments = DeletedOnceRead(
        world.docs.payments, lambda _: world.docs.clients.delete_with_payments(client.id)
    )
    with pytest.raises(NotFound, match=exactly("Payment not found.")):
        PAYMENT_EDITS[edit](payments, world)(admin, payment.id)
    assert world.docs.payments.get(payment.id) is None
    assert world.docs.payments.list_all() == []
