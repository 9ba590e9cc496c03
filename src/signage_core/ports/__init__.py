"""Ports: one `typing.Protocol` per file. Adapters implement them; use cases receive them."""
