"""Adapters implementing the signage_core ports."""
