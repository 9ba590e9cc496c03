"""YouTube Data API v3 video-information adapter."""
