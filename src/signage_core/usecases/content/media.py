"""The media library (scoped to the signed-in user's userId): list, read, edit, status, delete."""

from __future__ import annotations

from dataclasses import replace

from signage_core.access import own_media, require_client_role
from signage_core.entities.media import AssetType, Media
from signage_core.entities.users import Actor
from signage_core.errors import BackendUnavailable, ExternalServiceFailed
from signage_core.paging import Page, PageRequest
from signage_core.ports.blob_storage import BlobStorage
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.video_info_provider import VideoInfoProvider
from signage_core.rules.youtube import extract_youtube_id, youtube_file_size, youtube_thumbnail_url
from signage_core.usecases.billing.licence import LicenceGate
from signage_core.usecases.content.youtube_length import YoutubeLength
from signage_core.usecases.files.file_records import delete_record_then_files
from signage_core.usecases.files.stored_objects import media_objects
from signage_core.usecases.shared._checks import require_known, require_saved, require_valid
from signage_core.validation import messages as m
from signage_core.validation.durations import seconds_of
from signage_core.validation.fields import FormValues, text
from signage_core.validation.media import MEDIA_EDIT_FIELDS, validate_media


class ListMedia:
    """The actor's media, newest first; `active_only` for the playlist builder."""

    def __init__(self, medias: MediaRepository) -> None:
        self._medias = medias

    def __call__(
        self, actor: Actor, request: PageRequest, *, active_only: bool = False
    ) -> Page[Media]:
        require_client_role(actor)
        return self._medias.page_for_user(actor.user_id, request, active_only=active_only)


class GetMedia:
    def __init__(self, medias: MediaRepository) -> None:
        self._medias = medias

    def __call__(self, actor: Actor, media_id: str) -> Media:
        return own_media(self._medias, actor, media_id)


class EditMedia:
    """Change name, description, duration (and a link's URL); stored files stay as they are."""

    def __init__(
        self, medias: MediaRepository, gate: LicenceGate, video_info: VideoInfoProvider
    ) -> None:
        self._medias, self._gate, self._length = medias, gate, YoutubeLength(video_info)

    def __call__(self, actor: Actor, media_id: str, form: FormValues) -> Media:
        require_known(form, MEDIA_EDIT_FIELDS)
        self._gate(actor)
        media = own_media(self._medias, actor, media_id)
        current: dict[str, object] = {"name": media.name, "description": media.description}
        current |= {"duration": media.duration, "youtubeUrl": media.youtube_url}
        values = {**current, **form, "mode": "edit", "assetType": media.asset_type.value}
        require_valid(validate_media(values))
        duration = seconds_of(values) or 0.0
        name, description = text(values, "name"), text(values, "description")
        changed = replace(media, name=name, description=description, duration=duration)
        if media.asset_type is AssetType.YOUTUBE:
            url = text(values, "youtubeUrl") or media.youtube_url
            changed = replace(changed, duration=self._length.on_edit(media, url, form))
            changed = _relinked(changed, url)
        require_saved(self._medias.save_existing(changed), m.MEDIA_NOT_FOUND)
        return changed


def _relinked(media: Media, url: str) -> Media:
    """A video link's size follows its duration; a new URL brings its own thumbnail."""
    media = replace(media, file_size=youtube_file_size(media.duration))
    video_id = extract_youtube_id(url)
    if url == media.youtube_url or video_id is None:
        return media
    return replace(media, youtube_url=url, thumbnail_url=youtube_thumbnail_url(video_id))


class SetMediaStatus:
    def __init__(self, medias: MediaRepository, gate: LicenceGate) -> None:
        self._medias, self._gate = medias, gate

    def __call__(self, actor: Actor, media_id: str, status: bool) -> Media:
        self._gate(actor)
        changed = replace(own_media(self._medias, actor, media_id), status=status)
        require_saved(self._medias.save_existing(changed), m.MEDIA_NOT_FOUND)
        return changed


class DeleteMedia:
    """Delete the media record, then its stored file and thumbnail (`file_records`; on a
    record of the original portal, found from their links: `stored_objects`)."""

    def __init__(self, medias: MediaRepository, blobs: BlobStorage, gate: LicenceGate) -> None:
        self._medias, self._blobs, self._gate = medias, blobs, gate

    def __call__(self, actor: Actor, media_id: str) -> Media:
        self._gate(actor)
        media = own_media(self._medias, actor, media_id)
        paths = media_objects(self._blobs, media)
        delete_record_then_files(lambda: self._delete_record(media), self._blobs, paths)
        return media

    def _delete_record(self, media: Media) -> None:
        try:
            self._medias.delete(media.id)
        except BackendUnavailable:
            raise
        except Exception as error:
            raise ExternalServiceFailed(m.MEDIA_DELETE_FAILED) from error
