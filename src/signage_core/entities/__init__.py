"""Entities of spec §3, with snake_case names. Stored names live in the adapters."""
