"""The video-information port over the YouTube Data API v3 (`videos.list`)."""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any

from signage_adapters.youtube.duration import MalformedDuration, parse_duration

from signage_core.entities.videos import VideoDetails
from signage_core.errors import ExternalServiceFailed, NotFound
from signage_core.rules.youtube import youtube_thumbnail_url
from signage_core.validation.messages import VIDEO_INFO_FAILED, VIDEO_NO_DATA

if TYPE_CHECKING:
    # Imported when an API key is set: httpx costs about 0.1 s of every start-up otherwise.
    import httpx

DEFAULT_BASE_URL = "https://www.googleapis.com/youtube/v3"
PARTS = "snippet,contentDetails,statistics"
"""One call serves title, thumbnail and duration: videos.list costs 1 unit whatever the parts."""
RETRIES = 1

logger = logging.getLogger(__name__)


class _Failed(Exception):
    """Why the service's answer is unusable (logged; the user sees the spec's message)."""


class YouTubeVideoInfo:
    """Implements `VideoInfoProvider`. Without an API key it is not `configured`: `fetch`
    then answers the public thumbnail of the id, an empty title and duration 0, and the form
    asks the user to type them (docs/decisions.md)."""

    def __init__(
        self,
        api_key: str | None,
        base_url: str = DEFAULT_BASE_URL,
        timeout: float = 5.0,
        retry_delay: float = 0.25,
    ) -> None:
        self._api_key = (api_key or "").strip()
        self._retry_delay = retry_delay
        self._http = _client(base_url, timeout, self._api_key) if self._api_key else None

    @property
    def configured(self) -> bool:
        return self._http is not None

    def fetch(self, video_id: str) -> VideoDetails:
        if self._http is None:
            return VideoDetails(video_id, "", youtube_thumbnail_url(video_id), 0)
        try:
            item = _first_item(_json(self._get_videos(self._http, video_id)))
            return _details(video_id, item)
        except _Failed as failure:
            logger.warning("YouTube videos.list for %s failed: %s", video_id, failure)
            raise ExternalServiceFailed(VIDEO_INFO_FAILED) from None

    def close(self) -> None:
        if self._http is not None:
            self._http.close()

    def _get_videos(self, http: httpx.Client, video_id: str) -> httpx.Response:
        """One retry, after a short pause, on a 5xx answer or a dropped connection."""
        import httpx

        params = {"id": video_id, "part": PARTS}
        for attempt in range(RETRIES + 1):
            if attempt:
                time.sleep(self._retry_delay)
            final = attempt == RETRIES
            try:
                response = http.get("videos", params=params)
            except httpx.TimeoutException:
                raise _Failed("timed out") from None
            except (httpx.NetworkError, httpx.RemoteProtocolError) as error:
                if final:
                    raise _Failed(f"connection failed: {type(error).__name__}") from None
                continue
            except httpx.HTTPError as error:
                raise _Failed(f"request failed: {type(error).__name__}") from None
            if response.status_code < 500 or final:
                return response
        raise AssertionError("unreachable: the final attempt returns or raises")


def _client(base_url: str, timeout: float, api_key: str) -> httpx.Client:
    """The key goes in Google's `X-Goog-Api-Key` header, never in the URL, which httpx logs."""
    import httpx

    return httpx.Client(base_url=base_url, timeout=timeout, headers={"X-Goog-Api-Key": api_key})


def _json(response: httpx.Response) -> dict[str, Any]:
    if response.status_code != 200:
        raise _Failed(f"HTTP {response.status_code} {_error_reason(response)}")
    try:
        payload = response.json()
    except ValueError:
        raise _Failed("answer is not JSON") from None
    if not isinstance(payload, dict):
        raise _Failed("answer is not a JSON object")
    return payload


def _error_reason(response: httpx.Response) -> str:
    """Google's error body: {"error": {"errors": [{"reason": "quotaExceeded", ...}], ...}}."""
    try:
        return str(response.json()["error"]["errors"][0]["reason"])
    except (ValueError, LookupError, TypeError):
        return "(no reason given)"


def _first_item(payload: dict[str, Any]) -> dict[str, Any]:
    items = payload.get("items")
    if not isinstance(items, list):
        raise _Failed("answer has no items list")
    if not items:
        raise NotFound(VIDEO_NO_DATA)
    if not isinstance(items[0], dict):
        raise _Failed("item is not an object")
    return items[0]


def _field(data: dict[str, Any], *path: str) -> str:
    value: Any = data
    for key in path:
        value = value.get(key) if isinstance(value, dict) else None
    if not isinstance(value, str):
        raise _Failed(f"missing {'.'.join(path)}")
    return value


def _details(video_id: str, item: dict[str, Any]) -> VideoDetails:
    try:
        duration = parse_duration(_field(item, "contentDetails", "duration"))
    except MalformedDuration as error:
        raise _Failed(str(error)) from None
    return VideoDetails(
        video_id=video_id,
        title=_field(item, "snippet", "title"),
        thumbnail_url=_field(item, "snippet", "thumbnails", "high", "url"),
        duration_seconds=duration,
    )
