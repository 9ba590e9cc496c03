"""The screen group form (ours, issue 26): a name, unique per client whatever its case."""

from __future__ import annotations

from collections.abc import Iterable

from signage_core.limits import GROUP_NAME_MAX
from signage_core.validation import messages as m
from signage_core.validation.fields import FieldErrors, check_fields, max_length, required

NAME_CHECKS = (
    required(m.GROUP_NAME_REQUIRED),
    max_length(GROUP_NAME_MAX, m.GROUP_NAME_TOO_LONG),
)


def same_name(name: str) -> str:
    """The form two names are compared in: trimmed, case-folded."""
    return name.strip().casefold()


def validate_group_name(name: str, others: Iterable[str] = ()) -> FieldErrors:
    """The name, trimmed: required, at most GROUP_NAME_MAX characters, and none of `others`
    (the client's other groups' names) whatever its case."""
    errors = check_fields({"name": name}, {"name": NAME_CHECKS})
    if not errors and same_name(name) in {same_name(other) for other in others}:
        return {"name": m.GROUP_NAME_TAKEN}
    return errors
