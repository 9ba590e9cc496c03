"""Use cases of content: the media library, video links and playlists."""
