"""Request bodies handed to use cases as forms: field name (camelCase, as in spec §5) → value."""

from __future__ import annotations

from typing import Any

import msgspec


def as_form(body: msgspec.Struct) -> dict[str, Any]:
    """The body's fields under their JSON (camelCase) names."""
    form: dict[str, Any] = msgspec.to_builtins(body)
    return form
