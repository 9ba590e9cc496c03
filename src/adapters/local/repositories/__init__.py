"""The repository ports on SQLite, one module per collection (or pair of collections)."""
