"""Adding media: an image or video file streamed to storage (with an optional video
thumbnail), or a video link sized by its duration. Stored files never outlive a refused save;
a save whose outcome is unknown leaves them to the sweep (`file_records`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from enum import StrEnum

from signage_core.entities.media import AssetType, Media
from signage_core.entities.users import Actor
from signage_core.file_types import THUMBNAIL_TYPES
from signage_core.ids import new_id
from signage_core.limits import MAX_MEDIA_BYTES, MAX_MEDIA_PIXELS, MAX_THUMBNAIL_BYTES
from signage_core.ports.blob_storage import BlobStorage
from signage_core.ports.clock import Clock
from signage_core.ports.image_thumbnailer import ImageThumbnailer
from signage_core.ports.media_repository import MediaRepository
from signage_core.ports.video_info_provider import VideoInfoProvider
from signage_core.rules.youtube import extract_youtube_id, youtube_file_size, youtube_thumbnail_url
from signage_core.storage_paths import UploadStamps, media_path, thumbnail_path
from signage_core.usecases.billing.licence import LicenceGate
from signage_core.usecases.content.youtube_length import YoutubeLength
from signage_core.usecases.files.file_records import record_stored_files
from signage_core.usecases.files.uploads import (
    Upload,
    checked,
    discard,
    limited,
    within_pixels,
)
from signage_core.usecases.shared._checks import require_known, require_valid
from signage_core.validation import messages as m
from signage_core.validation.durations import seconds_of
from signage_core.validation.fields import FormValues, text
from signage_core.validation.media import FILE_RULES, MEDIA_ADD_FIELDS, validate_media


class UploadStage(StrEnum):
    """Spec §4's upload progress (thumbnail generation happens in the browser)."""

    PREPARING = "preparing"
    UPLOADING = "uploading"
    UPLOADING_THUMBNAIL = "uploading thumbnail"
    SAVING = "saving record"
    COMPLETE = "complete"


MediaProgress = Callable[[UploadStage, int], None]
"""Called with the stage and the bytes written so far in that stage."""


def _file_values(file: Upload | None) -> dict[str, object]:
    if file is None:
        return {}
    return {"fileName": file.filename, "fileSize": file.size, "contentType": file.content_type}


def _checked_files(
    form: FormValues, file: Upload | None, thumbnail: Upload | None
) -> tuple[Upload | None, Upload | None]:
    """The file and a video's thumbnail, typed by their content (UnsupportedContent when an
    image is not JPG/PNG, a video not MP4, a thumbnail not JPG) and refused when their header
    declares more than `MAX_MEDIA_PIXELS` (ValidationFailed)."""
    kind = text(form, "assetType")
    rule = FILE_RULES.get(kind)
    too_big = m.MEDIA_IMAGE_TOO_BIG_DIMENSIONS
    if file is not None and rule is not None:
        file = checked(file, rule.content_types, "file", rule.wrong_type)
        file = within_pixels(file, MAX_MEDIA_PIXELS, "file", too_big)
    if thumbnail is not None and kind == AssetType.VIDEO:
        thumbnail = checked(thumbnail, THUMBNAIL_TYPES, "thumbnail", m.THUMBNAIL_WRONG_TYPE)
        thumbnail = within_pixels(thumbnail, MAX_MEDIA_PIXELS, "thumbnail", too_big)
    return file, thumbnail


class AddMedia:
    """Add an image, video or video link to the actor's library (licence gate first). An
    image gets a grid thumbnail made on the server; a video keeps the browser's thumbnail."""

    def __init__(
        self,
        medias: MediaRepository,
        blobs: BlobStorage,
        thumbnailer: ImageThumbnailer,
        gate: LicenceGate,
        clock: Clock,
        video_info: VideoInfoProvider,
    ) -> None:
        self._medias, self._blobs, self._gate, self._clock = medias, blobs, gate, clock
        self._thumbnailer, self._length = thumbnailer, YoutubeLength(video_info)
        self._stamps = UploadStamps(clock)

    def __call__(
        self,
        actor: Actor,
        form: FormValues,
        file: Upload | None = None,
        thumbnail: Upload | None = None,
        on_progress: MediaProgress | None = None,
    ) -> Media:
        require_known(form, MEDIA_ADD_FIELDS)
        file, thumbnail = _checked_files(form, file, thumbnail)
        self._gate(actor)
        report = on_progress or (lambda stage, done: None)
        report(UploadStage.PREPARING, 0)
        require_valid(validate_media({**form, **_file_values(file), "mode": "add"}))
        media = self._new_media(actor, form)
        stored: list[str] = []
        if media.asset_type is not AssetType.YOUTUBE and file is not None:
            try:
                media = self._store_files(media, file, thumbnail, stored, report)
            except BaseException:
                discard(self._blobs, stored)
                raise
        report(UploadStage.SAVING, 0)
        record_stored_files(lambda: self._medias.save(media), self._blobs, stored)
        report(UploadStage.COMPLETE, media.file_size)
        return media

    def _new_media(self, actor: Actor, form: FormValues) -> Media:
        kind, duration = AssetType(text(form, "assetType")), seconds_of(form) or 0.0
        media = Media(
            id=new_id(),
            name=text(form, "name"),
            asset_type=kind,
            user_id=actor.user_id,
            user_email=actor.email,
            description=text(form, "description"),
            duration=duration,
            status=True,
            created_at=self._clock.now(),
        )
        if kind is not AssetType.YOUTUBE:
            return media
        url = text(form, "youtubeUrl")
        thumbnail = youtube_thumbnail_url(extract_youtube_id(url) or "")
        duration = self._length(url, form)
        size = youtube_file_size(duration)
        return replace(
            media, youtube_url=url, thumbnail_url=thumbnail, duration=duration, file_size=size
        )

    def _store_files(
        self,
        media: Media,
        file: Upload,
        thumbnail: Upload | None,
        stored: list[str],
        report: MediaProgress,
    ) -> Media:
        stamp = self._stamps.next()
        path = media_path(stamp, file.filename)
        limit = (MAX_MEDIA_BYTES, "file", m.MEDIA_FILE_TOO_LARGE)
        uploading = UploadStage.UPLOADING
        size = self._put(path, file, limit, stored, lambda done: report(uploading, done))
        media = replace(media, file_path=path, file_size=size, file_url=self._url(path))
        thumb_path = thumbnail_path(stamp, file.filename)
        if media.asset_type is AssetType.IMAGE:
            return self._image_thumbnail(media, thumb_path, stored)
        if thumbnail is None:
            return media
        stage = UploadStage.UPLOADING_THUMBNAIL
        limit = (MAX_THUMBNAIL_BYTES, "thumbnail", m.THUMBNAIL_TOO_LARGE)
        self._put(thumb_path, thumbnail, limit, stored, lambda done: report(stage, done))
        return replace(media, thumbnail_path=thumb_path, thumbnail_url=self._url(thumb_path))

    def _image_thumbnail(self, media: Media, path: str, stored: list[str]) -> Media:
        """The stored image's grid thumbnail; none when the image cannot be decoded."""
        small = self._thumbnailer.thumbnail(self._blobs.read(media.file_path))
        if small is None:
            return media
        self._blobs.put(path, [small], content_type="image/jpeg", new=True)
        stored.append(path)
        return replace(media, thumbnail_path=path, thumbnail_url=self._url(path))

    def _put(
        self,
        path: str,
        upload: Upload,
        limit: tuple[int, str, str],
        stored: list[str],
        progress: Callable[[int], None],
    ) -> int:
        chunks = limited(upload.chunks, *limit)
        meta = self._blobs.put(
            path, chunks, content_type=upload.content_type, on_progress=progress, new=True
        )
        stored.append(path)
        return meta.size

    def _url(self, path: str) -> str:
        return self._blobs.download_url(path)
