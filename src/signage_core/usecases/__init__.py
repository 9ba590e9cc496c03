"""usecases of the signage domain."""
