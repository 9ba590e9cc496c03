"""The composition root: settings, backends, the container and what it hands the handlers."""
