"""Use cases of clients: their business profiles, logos, staff actions and dashboard."""
