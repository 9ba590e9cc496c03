"""Stored files shared by the areas: uploads, the records naming them, links and sweeps."""
