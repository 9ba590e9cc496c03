"""Embedded default backend: SQLite documents, files on disk, argon2 identity, mail outbox."""
