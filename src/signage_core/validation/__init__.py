"""Form validation (spec §5): each validator maps raw form values to {field: message}."""
