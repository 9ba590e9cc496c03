"""How long a YouTube item plays: never 0 (docs/decisions.md, "Every YouTube item has a
length").

With a video-information service its length wins; when the service is not set, or cannot
tell (a failure, an unknown video, a live stream), the length typed on the form is used, and
it must be more than 0 seconds. Nothing known refuses the form on its duration field.
"""

from __future__ import annotations

from signage_core.entities.media import Media
from signage_core.errors import DomainError, ValidationFailed
from signage_core.ports.video_info_provider import VideoInfoProvider
from signage_core.rules.youtube import extract_youtube_id
from signage_core.validation.durations import seconds_of, youtube_duration_error
from signage_core.validation.fields import FormValues


class YoutubeLength:
    """The length in seconds of the video at `url`, or the form's `duration` field."""

    def __init__(self, video_info: VideoInfoProvider) -> None:
        self._info = video_info

    def __call__(self, url: str, form: FormValues) -> float:
        found = self.looked_up(url)
        if found > 0:
            return found
        return typed_length(form)

    def on_edit(self, item: Media, url: str, form: FormValues) -> float:
        """An item's length after an edit: another video, or a stored 0 left as it is, is
        looked up (else typed); a typed length of the same video is the user's; otherwise
        the stored length stays."""
        if url != item.youtube_url or (item.duration <= 0 and "duration" not in form):
            return self(url, form)
        return typed_length(form) if "duration" in form else item.duration

    def looked_up(self, url: str) -> float:
        """The service's length of the video; 0 when it is not set or cannot tell."""
        video_id = extract_youtube_id(url)
        if video_id is None or not self._info.configured:
            return 0.0
        try:
            return float(self._info.fetch(video_id).duration_seconds)
        except DomainError:
            return 0.0


def typed_length(form: FormValues) -> float:
    """The form's duration in seconds; refused unless it is more than 0."""
    error = youtube_duration_error(form)
    if error is not None:
        raise ValidationFailed({"duration": error})
    return seconds_of(form) or 0.0
