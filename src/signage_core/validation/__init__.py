"""validation of the signage domain."""
