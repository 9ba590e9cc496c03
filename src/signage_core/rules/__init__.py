"""rules of the signage domain."""
