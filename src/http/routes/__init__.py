"""Thin controllers, one module per feature."""
