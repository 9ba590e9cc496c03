"""What an edit changed: the fields to write over a stored document.

An entity read from a legacy document and written back whole would rewrite every field in
this portal's form (a text date as a timestamp, an integer as a float) and add the fields the
original portal never had. An edit therefore writes only the fields whose value differs
between the document of the entity as read and the document of the entity as changed: both
come from the same mapping, so an untouched field compares equal whatever form it is stored
in, and is left as it is stored.
"""

from __future__ import annotations

from .values import Document


def changed_fields(before: Document, after: Document) -> Document:
    """The fields of `after` whose value is not the one `before` has (or that `before`
    lacks), in `after`'s order; empty when nothing changed."""
    return {
        name: value
        for name, value in after.items()
        if name not in before or not same_value(before[name], value)
    }


def same_value(stored: object, written: object) -> bool:
    """Equal and of the same kind: `True` is not `1`, and `1` is not `1.5`, but `1` and `1.0`
    are one number (a float field that reads an integer keeps it)."""
    if isinstance(stored, bool) or isinstance(written, bool):
        return type(stored) is type(written) and stored == written
    if isinstance(stored, list) and isinstance(written, list):
        return len(stored) == len(written) and all(map(same_value, stored, written))
    if isinstance(stored, dict) and isinstance(written, dict):
        return stored.keys() == written.keys() and all(
            same_value(stored[key], written[key]) for key in stored
        )
    return bool(stored == written)
