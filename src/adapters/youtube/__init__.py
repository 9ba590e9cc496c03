"""YouTube Data API v3 video-information adapter."""

from signage_adapters.youtube.duration import MalformedDuration, parse_duration
from signage_adapters.youtube.video_info import YouTubeVideoInfo

__all__ = ["MalformedDuration", "YouTubeVideoInfo", "parse_duration"]
